import type { Page } from '@playwright/test';

import { expect as baseExpect, test } from '../support/fixtures';

/*
 * No tap is lost (decision 0051). On a slow phone the page the server drew is on the screen well
 * before the app that makes its buttons work. Here Chromium runs at a quarter of its speed on a
 * slow network, and the app's code is kept back until the test has tapped: the tap lands as soon
 * as its button is painted, certainly before the app is ready, and acts once the app is, exactly
 * once.
 */
test.use({ waitsForApp: false });
// Four times slower than the machine, which may be busy already: a shopper on such a phone waits
// longer for the app, and for each panel's code, than the journeys' usual ten seconds.
test.slow();
const expect = baseExpect.configure({ timeout: 45_000 });

const PRODUCT = '/product/ankara-print-short-sleeve-shirt';
const PRODUCT_NAME = 'Ankara Print Short-Sleeve Shirt';

/** The page, painted from its HTML, with the app's code kept back until `startApp`. */
async function openBeforeTheApp(
  page: Page,
  path: string,
): Promise<{ startApp: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Lighthouse's slow 4G: 150 ms a round trip, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let letThrough = () => {};
  const mayLoad = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await mayLoad;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    async startApp() {
      // The taps came before the app was ready: its code had not even arrived.
      const isReady = await page.evaluate(() =>
        document.documentElement.hasAttribute('data-ready'),
      );
      expect(isReady, 'the app was not ready at the tap').toBe(false);
      letThrough();
      await expect(page.locator('html')).toHaveAttribute('data-ready');
      // The held taps are played: no button waits any more.
      await expect(page.locator('button[data-held]')).toHaveCount(0);
    },
  };
}

/**
 * Counts the notices saying `text` that appear from now on (a short notice may come and go
 * between two looks at the page).
 */
async function countNotices(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const counts = ((
      window as unknown as { noticeCounts?: Record<string, number> }
    ).noticeCounts ??= {});
    counts[wanted] = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.textContent?.includes(wanted)) counts[wanted] = (counts[wanted] ?? 0) + 1;
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  }, text);
  return () =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { noticeCounts: Record<string, number> }).noticeCounts[wanted] ?? 0,
      text,
    );
}

function sizeButton(page: Page, size: string) {
  return page
    .getByRole('group', { name: /size/i })
    .getByRole('button', { name: new RegExp(`^${size}(,|$)`) });
}

/** The bag, open, holding exactly one line: that size, that quantity. */
async function expectBagWith(page: Page, size: string, quantity: number): Promise<void> {
  const bag = page.getByRole('dialog', { name: 'Shopping bag' });
  await expect(bag).toBeVisible();
  const lines = bag.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(PRODUCT_NAME);
  await expect(lines.first()).toContainText(`Size ${size}`);
  await expect(lines.first().getByLabel('Quantity', { exact: true })).toHaveText(String(quantity));
  await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
}

const SCREENS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
];

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}, before the app is ready`, () => {
    test.use({ viewport: screen.viewport });

    test('a size, then Add To Bag: the bag opens with that one item', async ({ page }) => {
      const early = await openBeforeTheApp(page, PRODUCT);
      await sizeButton(page, 'M').click();
      await page.getByRole('button', { name: 'Add To Bag' }).click();
      await early.startApp();
      await expectBagWith(page, 'M', 1);
      await expect(sizeButton(page, 'M')).toHaveAttribute('aria-pressed', 'true');
    });

    test('Add To Bag without a size, tapped twice: the size alert, once', async ({ page }) => {
      const early = await openBeforeTheApp(page, PRODUCT);
      const add = page.getByRole('button', { name: 'Add To Bag' });
      await add.click();
      // Nothing seemed to happen: the shopper taps again.
      await add.click();
      const alerts = await countNotices(page, 'Please select a size.');
      await early.startApp();
      await expect.poll(alerts).toBe(1);
      await expect(page.getByRole('button', { name: 'Shopping bag, 0 items' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Shopping bag' })).toBeHidden();
      expect(await alerts()).toBe(1);
    });

    test('a size, two steps of the quantity, then Add To Bag: three in the bag', async ({
      page,
    }) => {
      const early = await openBeforeTheApp(page, PRODUCT);
      await sizeButton(page, 'L').click();
      const more = page.getByRole('button', { name: 'Increase quantity' });
      await more.click();
      await more.click();
      await page.getByRole('button', { name: 'Add To Bag' }).click();
      await early.startApp();
      await expectBagWith(page, 'L', 3);
    });

    test('the bag button: the bag opens (and stays open)', async ({ page }) => {
      const early = await openBeforeTheApp(page, '/');
      await page.getByRole('button', { name: 'Shopping bag, 0 items' }).click();
      await early.startApp();
      const bag = page.getByRole('dialog', { name: 'Shopping bag' });
      await expect(bag).toBeVisible();
      await expect(bag.getByText('Your shopping bag is empty.')).toBeVisible();
    });

    test('the search button: the search opens', async ({ page }) => {
      const early = await openBeforeTheApp(page, '/shop');
      await page.getByRole('button', { name: 'Search products' }).click();
      await early.startApp();
      const search = page.getByRole('dialog', { name: 'Search products' });
      await expect(search).toBeVisible();
      await search.getByRole('combobox').fill('kaftan');
      await expect(page.getByRole('option', { name: /Ivory Senator Kaftan/ })).toBeVisible();
    });

    test('the menu button: the menu opens (and stays open)', async ({ page }) => {
      const early = await openBeforeTheApp(page, PRODUCT);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await early.startApp();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    });

    test("a guest's wishlist heart: asked to log in, once", async ({ page }) => {
      const early = await openBeforeTheApp(page, PRODUCT);
      const heart = page.getByRole('button', { name: `Add ${PRODUCT_NAME} to wishlist` });
      await expect(heart).toBeVisible();
      // Marked aria-disabled for a guest, and pressable to say why (the spec's notice).
      await heart.click({ force: true });
      const notices = await countNotices(page, 'Please login to wishlist a product');
      await early.startApp();
      await expect.poll(notices).toBe(1);
    });
  });
}

test.describe('a member, before the app is ready', () => {
  test.use({ signedInAs: 'member', viewport: { width: 390, height: 844 } });

  test('the wishlist heart: the product is wishlisted, once', async ({ page }) => {
    const early = await openBeforeTheApp(page, PRODUCT);
    // The server draws every page for a guest: the heart is a guest's until the app starts.
    const heart = page.getByRole('button', { name: `Add ${PRODUCT_NAME} to wishlist` });
    await expect(heart).toBeVisible();
    await heart.click({ force: true });
    const notices = await countNotices(page, 'Please login to wishlist a product');
    await early.startApp();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await notices()).toBe(0);

    // Kept in the member's wishlist; taken out again, as it was.
    await page.goto('/dashboard/wishlist');
    await expect(page.getByRole('link', { name: PRODUCT_NAME }).first()).toBeVisible();
    await page.goto(PRODUCT);
    await expect(page.locator('html')).toHaveAttribute('data-ready');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the header wishlist link works before the app, as a link', async ({ page }) => {
  const early = await openBeforeTheApp(page, PRODUCT);
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wishlist$/);
  await early.startApp();
  // A guest is asked to log in first.
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

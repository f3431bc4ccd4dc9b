import type { Page } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/*
 * Issue 26 §3 and §6: "You may also like" below a product (drawn by the server), "Recently
 * viewed" kept in the browser, and a member's "Ask a tailor" reaching an admin's support chat
 * with the product's link. Nothing here changes the catalog.
 */

const PRODUCT = { slug: 'indigo-adire-agbada-set', name: 'Indigo Adire Agbada Set' };
const VISITS = [
  { slug: 'charcoal-two-piece-suit', name: 'Charcoal Two-Piece Suit' },
  { slug: 'ivory-senator-kaftan', name: 'Ivory Senator Kaftan' },
  { slug: 'navy-pinstripe-suit', name: 'Navy Pinstripe Suit' },
] as const;

const shelf = (page: Page, name: string) => page.getByRole('region', { name });
const cardNames = (page: Page, name: string) =>
  shelf(page, name).getByRole('heading', { level: 3 }).allTextContents();

const WIDTHS = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { label, viewport } of WIDTHS) {
  test.describe(`on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a product page shows "You may also like": related pieces, never itself, as links', async ({
      page,
    }) => {
      await page.goto(`/product/${PRODUCT.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name);
      const related = shelf(page, 'You may also like');
      await expect(related.getByRole('heading', { level: 2 })).toHaveText('You may also like');
      const names = await cardNames(page, 'You may also like');
      expect(names.length).toBeGreaterThanOrEqual(1);
      expect(names.length).toBeLessThanOrEqual(4);
      expect(names).not.toContain(PRODUCT.name);
      // The cards are the shop's, side by side: two across on a phone, four on a desktop.
      const cards = related.getByRole('listitem');
      if ((await cards.count()) >= 2) {
        const [first, second] = await Promise.all([
          cards.nth(0).boundingBox(),
          cards.nth(1).boundingBox(),
        ]);
        expect(first?.y).toBe(second?.y);
        expect(first!.width).toBeLessThan(viewport.width / 2);
      }
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await related.getByRole('link', { name: new RegExp(names[0]!) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('visiting two products, then a third, shows the first two in "Recently viewed"', async ({
      page,
    }) => {
      const [first, second, third] = VISITS;
      await page.goto(`/product/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
      // A first visit: nothing viewed before.
      await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
      await expect(shelf(page, 'Recently viewed')).toHaveCount(0);

      await page.goto(`/product/${second.slug}`);
      await expect(shelf(page, 'Recently viewed').getByRole('heading', { level: 3 })).toHaveText([
        first.name,
      ]);

      await page.goto(`/product/${third.slug}`);
      const recent = shelf(page, 'Recently viewed');
      await recent.scrollIntoViewIfNeeded();
      await expect(recent.getByRole('heading', { level: 3 })).toHaveText([second.name, first.name]);
      expect(await seriousViolations(page)).toEqual([]);

      // Back to the first by its card: the page on screen is never in its own list.
      await recent.getByRole('link', { name: new RegExp(first.name) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
      await expect(shelf(page, 'Recently viewed').getByRole('heading', { level: 3 })).toHaveText([
        third.name,
        second.name,
      ]);
    });

    test.describe('a signed-in member', () => {
      test.use({ signedInAs: 'member' });

      test('asks a tailor: the chat opens with the product’s link, and an admin reads it', async ({
        page,
        signedInPage,
      }) => {
        // Two accounts, two browsers and the chat's sockets: more than a minute on a busy machine.
        test.slow();
        const admin = await signedInPage('admin');
        await page.goto(`/product/${PRODUCT.slug}`);
        await page.getByRole('link', { name: 'Ask a tailor' }).click();
        await expect(page).toHaveURL(new RegExp(`/support\\?product=${PRODUCT.slug}$`));

        const link = new URL(`/product/${PRODUCT.slug}`, page.url()).href;
        const box = page.getByLabel('Message', { exact: true });
        await expect(box).toHaveValue(`Hello, I have a question about ${PRODUCT.name}: ${link}\n`);
        await expect(box).toBeFocused();
        // Nothing is sent for the member: the conversation has no such message yet.
        const question = `Does it run large? (${label} ${Date.now().toString(36)})`;
        await expect(page.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(0);
        await box.press('End');
        await box.pressSequentially(question);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        const sent = page.getByTestId('chat-message').filter({ hasText: question });
        await expect(sent).toContainText(link);
        await expect(box).toHaveValue('');
        await expect(page).toHaveURL(/\/support$/);
        expect(await seriousViolations(page)).toEqual([]);

        await admin.goto('/support');
        await admin.getByRole('button', { name: /^Kwame Mensah/ }).click();
        const received = admin.getByTestId('chat-message').filter({ hasText: question });
        await expect(received).toContainText(`${PRODUCT.name}: ${link}`);
        await expect(received.getByRole('link', { name: link })).toHaveAttribute(
          'href',
          `/product/${PRODUCT.slug}`,
        );
      });
    });

    test('a visitor is not offered "Ask a tailor"', async ({ page }) => {
      await page.goto(`/product/${PRODUCT.slug}`);
      await expect(page.getByRole('button', { name: 'Add To Bag' })).toBeEnabled();
      await expect(page.getByRole('link', { name: 'Ask a tailor' })).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"You may also like" is in the page the server sends', async ({ page }) => {
    const response = await page.goto(`/product/${PRODUCT.slug}`);
    expect(response?.status()).toBe(200);
    const names = await cardNames(page, 'You may also like');
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names).not.toContain(PRODUCT.name);
    const first = shelf(page, 'You may also like').getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/product\/[\w-]+$/);
    // Kept in this browser only: the server's page never has it.
    await expect(shelf(page, 'Recently viewed')).toHaveCount(0);
  });
});

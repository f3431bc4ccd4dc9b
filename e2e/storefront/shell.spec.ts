import { expect, test } from '../support/fixtures';

test('the top bar, menu, bag and search behave as one set of overlays', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  for (const name of ['Agbada', 'Suit', 'Native', 'Ready-to-Wear']) {
    await expect(banner.getByRole('link', { name, exact: true }).first()).toBeAttached();
  }

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In / Register' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Shop' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: /Shopping bag/ }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping bag' })).toBeVisible();
  await expect(page.getByText('Your shopping bag is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Close shopping bag' }).click();

  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
  await expect(
    page
      .getByRole('dialog', { name: 'Search products' })
      .getByRole('combobox', { name: 'Search products' }),
  ).toBeFocused();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Login or sign up' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/keyboard-use/);
});

test('the footer carries every link, the newsletter form and social links', async ({ page }) => {
  // On a page without the home page's promotional modal.
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  for (const name of [
    'FAQs',
    'Payment Options',
    'Return & Exchanges',
    'Track Orders',
    'About',
    'Legal',
    'Shipping',
    'Email Unsubscribe',
    'Maintenance and Repairs',
    'Contact Us',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Email is required.')).toBeVisible();
  await footer.getByRole('textbox').fill(`news-${Date.now()}@example.test`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You have successfully subscribed to the newsletter')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
});

test('legacy hash links, unknown paths and guarded pages land where they should', async ({
  page,
  allowConsoleErrors,
}) => {
  // Unknown paths are served with status 404, which the browser reports.
  allowConsoleErrors(/status of 404/);
  await page.goto('/#/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await page.goto('/404');
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/login$/);
});

test('the informational pages have real content', async ({ page }) => {
  for (const path of [
    '/faq',
    '/payment',
    '/return',
    '/about',
    '/shipping',
    '/legal',
    '/track-orders',
    '/success',
    '/contact',
    '/unsubscribe',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await page.goto('/faq');
  await expect(page.getByText(/3-5 working days/).first()).toBeAttached();
});

test('the promotional modal shows once, then not again for 20 days', async ({ page }) => {
  await page.goto('/');
  const promo = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await expect(promo).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(promo).toBeHidden();
  const shownAt = await page.evaluate(() => window.localStorage.getItem('lastModalDisplayDate'));
  expect(shownAt).toBeTruthy();

  // The modal waits a few seconds after the page opens: the page's own clock is moved past that
  // wait instead of the test sleeping through it. Had the modal been due, its timer would have
  // recorded a new date.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(10_000);
  expect(await page.evaluate(() => window.localStorage.getItem('lastModalDisplayDate'))).toBe(
    shownAt,
  );
  await expect(promo).toBeHidden();

  // 21 days later it comes back.
  await page.evaluate(() =>
    window.localStorage.setItem(
      'lastModalDisplayDate',
      new Date(Date.now() - 21 * 24 * 60 * 60 * 1000).toISOString(),
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(promo).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('a link opens a page at its top; going back returns to where the shopper was', async ({
  page,
}) => {
  await page.goto('/shop');
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const cards = page.locator('#shop-results a[href^="/product/"]');
  const lastCard = cards.last();
  await lastCard.scrollIntoViewIfNeeded();
  await expect.poll(scrollY).toBeGreaterThan(300);
  const left = await scrollY();

  await lastCard.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('button', { name: /Add To Bag/i })).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(scrollY).toBe(left);
});

import { expect, test } from '../support/fixtures';

// The storefront reads without JavaScript (decision 0023): every page below is the server's HTML,
// reached by following links and the shop's page buttons. Buying still needs JavaScript.
test.use({ javaScriptEnabled: false });

test('a reader without JavaScript browses the shop, a brand, a product and a content page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lagos tailoring');

  await page.getByRole('link', { name: 'Shop the collection' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText('Showing: 1-10 products of 38 products')).toBeVisible();
  const names = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(10);

  // The page buttons work as a form.
  await page
    .getByRole('navigation', { name: 'Product pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(page.getByText('Showing: 11-20 products of 38 products')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Agbada', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/brand\/agbada$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agbada' })).toBeVisible();

  const first = page.getByRole('region', { name: 'Products' }).getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/product\//);
  await page.goto(href ?? '/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('SKU:');

  // The footer's links, in its place.
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'FAQs' })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frequently Asked Questions');
});

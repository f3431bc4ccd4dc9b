import type { Locator } from '@playwright/test';

import { expect, test } from '../support/fixtures';

/** Moves a range slider as a drag would: the value changes, then the input and change events. */
async function slide(slider: Locator, value: number): Promise<void> {
  await slider.evaluate((element, next) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

test('a guest browses, filters, sorts, pages, searches and fills the bag', async ({
  page,
  context,
}) => {
  // Browse a brand.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Agbada', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/brand\/agbada$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agbada' })).toBeVisible();
  await expect(page.getByText('Showing: 1-8 products of 8 products')).toBeVisible();

  // Filter by price, then by rating; the filters live in the address.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await slide(filters.getByLabel('Minimum price'), 500);
  await expect(page).toHaveURL(/min=500/);
  await expect(page.getByText('Showing: 1-4 products of 4 products')).toBeVisible();
  // The rating slider by keyboard: Home is 5 stars, one step right is 4 stars and up.
  const rating = filters.getByLabel('Rating');
  await rating.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/rating=4/);
  await expect(page.getByText('Showing: 1-2 products of 2 products')).toBeVisible();

  // Sort by price, low to high.
  await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await expect(page).toHaveURL(/order=2/);
  const names = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['Emerald Damask Agbada', 'Champagne Embroidered Agbada']);

  // The whole shop has several pages.
  await page.goto('/shop');
  await expect(page.getByText('Showing: 1-10 products of 38 products')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Product pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing: 11-20 products of 38 products')).toBeVisible();

  // Search with a typo finds the senator kaftan.
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('dialog', { name: 'Search products' }).getByRole('combobox').fill('senatr');
  const suggestion = page.getByRole('option', { name: /Ivory Senator Kaftan/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/product\/ivory-senator-kaftan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ivory Senator Kaftan' })).toBeVisible();

  // A product under the free-shipping line: the size is required, then two go in the bag.
  await page.goto('/product/ankara-print-short-sleeve-shirt');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ankara Print Short-Sleeve Shirt' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(page.getByText('Please select a size.')).toBeVisible();
  const sizes = page.getByRole('group', { name: /size/i }).getByRole('button');
  await sizes.first().click();
  await expect(sizes.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await page.getByRole('button', { name: 'Add To Bag' }).click();

  const bag = page.getByRole('dialog', { name: 'Shopping bag' });
  await expect(bag).toBeVisible();
  await expect(bag.getByText('Ankara Print Short-Sleeve Shirt')).toBeVisible();
  // 2 × $48 is under $120 for a guest: $5 shipping per item.
  await expect(bag.getByText('$96.00').first()).toBeVisible();
  await expect(bag.getByText('$10.00')).toBeVisible();
  await expect(bag.getByText('$106.00')).toBeVisible();
  await bag.getByRole('button', { name: 'Close shopping bag' }).click();
  await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove From Bag' })).toBeVisible();

  // The bag survives a reload and shows up in a second tab.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeVisible();

  // Emptying it in one tab empties it in the other.
  await page.getByRole('button', { name: 'Remove From Bag' }).click();
  await expect(second.getByRole('button', { name: 'Shopping bag, 0 items' })).toBeVisible();
});

test('a guest is asked to log in to wishlist and to check out', async ({ page }) => {
  await page.goto('/shop/brand/suit');
  const heart = page.getByRole('button', { name: /to wishlist/ }).first();
  await expect(heart).toHaveAttribute('aria-disabled', 'true');
  await heart.click({ force: true });
  await expect(page.getByText('Please login to wishlist a product')).toBeVisible();

  await page.goto('/product/charcoal-two-piece-suit');
  await page.getByRole('group', { name: /size/i }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping bag' })
    .getByRole('button', { name: 'Proceed To Checkout' })
    .click();
  await expect(page.getByText('Please Login to proceed to checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown product says so', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/product/no-such-garment');
  await expect(page.getByText('No product found.')).toBeVisible();
});

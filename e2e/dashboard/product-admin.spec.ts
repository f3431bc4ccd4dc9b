import type { Page } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { productPhoto } from '../support/product-photo';

test.use({ signedInAs: 'merchant' });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** Sets the brand's 'Active?' switch on its dashboard edit screen, as an admin. */
async function setBrandActive(admin: Page, brandName: string, isActive: boolean) {
  await admin.goto('/dashboard/brand');
  await admin.getByRole('link', { name: new RegExp(brandName) }).click();
  await expect(admin).toHaveURL(/\/dashboard\/brand\/edit\//);
  const toggle = admin.getByRole('switch', { name: 'Active?' });
  await expect(toggle).toBeChecked({ checked: !isActive });
  await admin.getByText('Active?', { exact: true }).click();
  await expect(admin.getByText('Brand has been updated successfully!')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: isActive });
}

test('a merchant adds a product with an image, activates it and finds it in the shop; an admin disables the brand and it leaves the shop', async ({
  page,
  visitorPage,
  allowConsoleErrors,
  signedInPage,
}) => {
  // Two accounts, two browsers and the shop: longer than one screen's journey.
  test.setTimeout(120_000);
  // The product page asks for a product that is not in the shop: that 404 is expected.
  allowConsoleErrors(/status of 404/);
  const stamp = Date.now().toString(36);
  const name = `Adire Linen Kaftan ${stamp}`;
  const slug = `adire-linen-kaftan-${stamp}`;
  const sku = `BAK-E2E-${stamp}`;

  // The merchant's product list.
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bakare Bespoke Agbada' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Add: the spec's messages first, then a product with an image, switched off.
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/add$/);
  await expect(page.getByLabel('Select Brand')).toBeDisabled();
  await expect(page.getByLabel('Select Brand')).toHaveText(/Bakare Tailoring/);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Sku is required.')).toBeVisible();
  await expect(page.getByText('Description is required.')).toBeVisible();
  await expect(page.getByText('Please upload files with jpg, jpeg, png format.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Sku', { exact: true }).fill(sku);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Hand-dyed adire linen, cut loose and cool for Lagos afternoons.');
  await page.getByLabel('Quantity', { exact: true }).fill('6');
  await page.getByLabel('Price', { exact: true }).fill('89.99');
  await page.getByLabel('Taxable', { exact: true }).selectOption({ label: 'Yes' });
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'adire-kaftan.png',
    mimeType: 'image/png',
    buffer: await productPhoto(),
  });
  await expect(page.getByText('Please upload files with jpg, jpeg, png format.')).toHaveCount(0);
  await page.getByText('Active?', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Active?' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product has been added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/product$/);

  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card.getByText('Inactive')).toBeVisible();
  await expect(card.getByText('$89.99')).toBeVisible();

  // Not in the shop while it is off.
  const shop = await visitorPage();
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: 'No product found.' })).toBeVisible();

  // Activate it on its edit screen: the switch saves at once.
  await card.click();
  await expect(page).toHaveURL(/\/dashboard\/product\/edit\//);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await expect(page.getByLabel('Brand', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText('Active?', { exact: true }).click();
  await expect(page.getByText('Product has been updated successfully!')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active?' })).toBeChecked();

  // In the shop: its page (through the edit screen's link) and its brand's list.
  await page.getByRole('link', { name: `/product/${slug}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const photo = page.getByRole('img', { name, exact: true }).first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/uploads\/images\/[0-9a-f]{32}-1200\.webp$/);
  // Visible is not loaded: the picture may still be on its way when the frame is laid out.
  await photo.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Newest first: it opens the shop.
  await shop.goto('/shop');
  const shopNames = shop
    .getByRole('region', { name: 'Products' })
    .getByRole('heading', { level: 2 });
  await expect(shopNames.first()).toHaveText(name);
  await shop.goto('/shop/brand/bakare-tailoring');
  await expect(shop.getByRole('heading', { name, level: 2 })).toBeVisible();

  // An admin disables the merchant's brand on the brand screen: the product leaves the shop.
  const admin = await signedInPage('admin');
  await setBrandActive(admin, 'Bakare Tailoring', false);
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: 'No product found.' })).toBeVisible();
  await shop.goto('/shop');
  await expect(shopNames.first()).toBeVisible();
  await expect(shopNames.first()).not.toHaveText(name);
  await expect(shop.getByRole('heading', { name, level: 2 })).toHaveCount(0);

  // The merchant still sees it, active, with its brand's state explained.
  await page.goto('/dashboard/product');
  await expect(card.getByText('Hidden: its brand is inactive')).toBeVisible();

  // Enabling the brand brings it back; then the merchant deletes it.
  await setBrandActive(admin, 'Bakare Tailoring', true);
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();

  await card.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product has been deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/product$/);
  await expect(page.getByRole('heading', { name: 'Bakare Bespoke Agbada' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await shop.goto(`/product/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: 'No product found.' })).toBeVisible();
});

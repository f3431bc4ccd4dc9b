import type { Page } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

// Signed in as the demo admin, but for the journey seen through the demo merchant's eyes.
test.use({ signedInAs: 'admin' });

test('an admin creates a category with two products and finds it in the shop', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Evening Edit ${stamp}`;
  const slug = `evening-edit-${stamp}`;

  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wedding & Occasion' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/category\/add$/);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Description is required.')).toBeVisible();
  await expect(page.getByText('Products are required.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Black tie and owambe nights.');
  const picker = page.getByRole('group', { name: 'Select Products' });
  await picker.getByRole('searchbox', { name: 'Filter products' }).fill('tuxedo');
  await picker.getByRole('checkbox', { name: 'Midnight Tuxedo' }).check();
  await picker.getByRole('searchbox', { name: 'Filter products' }).fill('coral');
  await picker.getByRole('checkbox', { name: 'Coral Ankara Kaftan' }).check();
  await expect(picker.getByText('2 selected')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Category' }).click();

  await expect(page.getByText('Category has been added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/category$/);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await expect(page.getByRole('switch', { name: 'Active?' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: `/shop/category/${slug}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/category/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Midnight Tuxedo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coral Ankara Kaftan' })).toBeVisible();
  await expect(page.getByText('Showing: 1-2 products of 2 products')).toBeVisible();
});

test.describe(() => {
  test.use({ signedInAs: 'merchant' });

  test('the demo merchant sees its one brand and cannot delete it', async ({ page }) => {
    await page.goto('/dashboard');
    await menu(page).getByRole('link', { name: 'Brand', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/brand$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Brand', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { name: 'Bakare Tailoring' })).toBeVisible();
    await expect(cards.getByText(/^By /)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await cards.getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/brand\/edit\//);
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('bakare-tailoring');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByRole('link', { name: '/shop/brand/bakare-tailoring' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The merchant cannot open the admin's add screen by typing its address.
    await page.goto('/dashboard/brand/add');
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  });
});

test("an admin sees 'Brands' with each merchant's name on its brand", async ({ page }) => {
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: 'Brand', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add', exact: true })).toBeVisible();
  const bakare = page.getByRole('link', { name: /Bakare Tailoring/ });
  await expect(bakare.getByText(/^By /)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Agbada/ }).getByText(/^By /)).toHaveCount(0);

  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Brand' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active?' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

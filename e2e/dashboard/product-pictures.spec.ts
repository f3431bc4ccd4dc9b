import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { productPhoto } from '../support/product-photo';

test.use({ signedInAs: 'merchant' });

const UPDATED = 'Pictures have been updated successfully!';

/** The picture has loaded from the store (not a broken image). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a merchant imports a product, gives it pictures on its screen, and switches it on', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The file that is no picture is refused on purpose (400); Chromium's attempt to preview it
  // from its blob: URL is reported as a connect-src refusal, though the preview only leaves an
  // empty box.
  allowConsoleErrors(/status of 400 \(Bad Request\) \S+\/api\/product\/[^/]+\/images$/);
  allowConsoleErrors(/Connecting to 'blob:/);
  const stamp = Date.now().toString(36);
  const sku = `PIC-${stamp}`;
  const name = `Imported Buba ${stamp}`;
  const photo = await productPhoto();

  // An imported product has no picture and starts switched off; the notice says where to go.
  await page.goto('/dashboard/product/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `SKU,Name,Description,Price,Taxable,Quantity\r\n${sku},${name},A loose buba.,45,Yes,4\r\n`,
    ),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('button', { name: 'Import' })).toBeEnabled();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(/^Imported:/)).toBeVisible();
  await expect(
    page.getByText(/add a picture on the product's screen, under Pictures/),
  ).toBeVisible();

  await page.goto('/dashboard/product');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/edit\//);
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await expect(pictures.getByText('No picture yet')).toHaveCount(3);

  // A file that is no picture: the server's message under the picker, nothing changes.
  await pictures.getByLabel('Add main picture').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await pictures.getByRole('button', { name: 'Save pictures' }).click();
  await expect(pictures.getByText('Please upload files with jpg, jpeg, png format.')).toBeVisible();
  await expect(pictures.getByText('No picture yet')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  // The main and the 2nd picture at once: both shown, served by the store.
  await pictures
    .getByLabel('Add main picture')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  await pictures
    .getByLabel('Add 2nd picture')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: photo });
  await pictures.getByRole('button', { name: 'Save pictures' }).click();
  await expect(page.getByText(UPDATED)).toBeVisible();
  await expectLoaded(pictures.getByRole('img', { name: 'Current main picture' }));
  await expectLoaded(pictures.getByRole('img', { name: 'Current 2nd picture' }));
  expect(await seriousViolations(page)).toEqual([]);

  // The 2nd goes again; the main one stays.
  await pictures.getByRole('button', { name: 'Remove the current 2nd picture' }).click();
  await expect(pictures.getByRole('img', { name: 'Current 2nd picture' })).toHaveCount(0);
  await expect(pictures.getByLabel('Add 2nd picture')).toBeVisible();
  await expectLoaded(pictures.getByRole('img', { name: 'Current main picture' }));

  // At a phone's width the section fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pictures.getByRole('button', { name: 'Save pictures' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Now it has a picture, it can go in the shop.
  await page.getByText('Active?', { exact: true }).click();
  await expect(page.getByText('Product has been updated successfully!')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active?' })).toBeChecked();

  // The shop's journeys count its products: this one goes again.
  await removeProducts(request, sku);
});

/** Deletes the demo merchant's products whose sku starts with `sku`. */
async function removeProducts(request: APIRequestContext, sku: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'merchant@ekothread.test', password: 'merchant-demo-123' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: ((await login.json()) as { token: string }).token };
  const found = await request.get(`/api/product?q=${encodeURIComponent(sku)}`, { headers });
  const { products } = (await found.json()) as { products: Array<{ _id: string }> };
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) {
    const removed = await request.delete(`/api/product/delete/${product._id}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}

import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { productPhoto } from './support/product-photo';
import { newMember, payThroughApi } from './support/shop-api';

/*
 * Issue 25, section 5, end to end: the admin opens the dashboard's home, follows "Items to
 * ship" to the orders waiting for it, narrows them to one customer, exports them as CSV, imports
 * a products file whose one bad row is refused and then fixed, and finds both changes of the
 * import in the audit log. axe on each screen on the way.
 */

test.use({ signedInAs: 'admin' });

interface MadeProduct {
  _id: string;
  sku: string;
  name: string;
  price: number;
  brand: { _id: string; name: string } | null;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@ekothread.test', password: 'admin-demo-123' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A switched-off product of the demo merchant's brand: the shop's listings never show it. */
async function hiddenProduct(request: APIRequestContext, token: string, stamp: string) {
  const brands = await request.get('/api/brand', { headers: { authorization: token } });
  expect(brands.ok(), await brands.text()).toBe(true);
  const brand = ((await brands.json()) as { brands: Array<{ _id: string; name: string }> }).brands
    .filter((b) => b.name === 'Bakare Tailoring')
    .at(0);
  expect(brand, 'the demo brand').toBeTruthy();
  const added = await request.post('/api/product/add', {
    headers: { authorization: token },
    multipart: {
      sku: `RUN-${stamp}-A`,
      name: `Ledger Agbada ${stamp}`,
      description: 'A three-piece agbada in ivory brocade, for the books.',
      quantity: '4',
      price: '150',
      taxable: 'true',
      isActive: 'false',
      sizes: 'M,L',
      brand: brand!._id,
      image: { name: 'agbada.png', mimeType: 'image/png', buffer: await productPhoto() },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { product: MadeProduct }).product;
}

/** The products file as a spreadsheet saves it: quoted where needed, CRLF line ends. */
function productsFile(rows: Array<Record<string, string>>): Buffer {
  const header = [
    'SKU',
    'Name',
    'Description',
    'Brand',
    'Price',
    'Taxable',
    'Active',
    'Sizes',
    'Quantity',
  ];
  const lines = [header, ...rows.map((row) => header.map((name) => row[name] ?? ''))];
  return Buffer.from(stringify(lines, { record_delimiter: 'windows' }));
}

async function chooseFile(page: Page, name: string, file: Buffer) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Check file' }).click();
}

test('the admin runs the shop: home, orders to ship, export, import with a fix, audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const token = await apiToken(request);
  const existing = await hiddenProduct(request, token, stamp);
  const newSku = `RUN-${stamp}-B`;
  const newName = `Ledger Kaftan ${stamp}`;

  // A customer's order waits to be shipped.
  const buyer = await newMember(request, 'Tolani', `Bakare${stamp}`);
  const kaftan = await request.get('/api/product/item/bakare-tailored-kaftan');
  const { product } = (await kaftan.json()) as { product: { _id: string; sizes: string[] } };
  const orderId = await payThroughApi(
    request,
    buyer,
    { productId: product._id, size: product.sizes[0]! },
    { name: `Tolani Bakare${stamp}`, phone: '(415) 555-0123' },
  );
  const placed = await request.get(`/api/order/${orderId}`, {
    headers: { authorization: buyer.token },
  });
  const number = ((await placed.json()) as { order: { number: string } }).order.number;

  try {
    // Home: how the shop is doing, and what waits.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { name: 'Waiting for you' })).toBeVisible();
    expect(await seriousViolations(page), 'overview').toEqual([]);
    await page.getByRole('link', { name: /Items to ship/ }).click();

    // The orders behind the figure: those with an item still to ship.
    await expect(page).toHaveURL(/\/dashboard\/orders\/customers\?status=To\+ship$/);
    await expect(page.getByLabel('Item status')).toHaveValue('To ship');
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(`Bakare${stamp}`);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=Bakare${stamp}`));
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await expect(page.getByText(`Order ${number}`, { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'customer orders').toEqual([]);

    // Exported as the screen shows them: this one order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export orders CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile(await download.path());
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(exported, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(1);
    expect(Object.values(records[0]!)).toContain(number);
    expect(Object.values(records[0]!)).toContain(`Tolani Bakare${stamp}`);

    // Import: one row raises a price, one adds a product; the new one's price is mistyped.
    await page.goto('/dashboard/product');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Import Products' })).toBeVisible();
    const rows = (price: string): Array<Record<string, string>> => [
      { SKU: existing.sku, Price: '165.00' },
      {
        SKU: newSku,
        Name: newName,
        Description: 'A kaftan in "onyx" linen, with a mandarin collar, lined.',
        Brand: 'Bakare Tailoring',
        Price: price,
        Taxable: 'Yes',
        Active: 'No',
        Sizes: 'M | L | XL',
        Quantity: '6',
      },
    ];
    await chooseFile(page, 'products.csv', productsFile(rows('89.999')));
    const status = page.getByRole('status').filter({ hasText: 'to create' });
    await expect(status).toHaveText('0 to create, 1 to update, 0 unchanged, 1 with errors');
    const badRow = page.getByRole('row').filter({ hasText: newSku });
    await expect(badRow).toContainText('Error');
    await expect(badRow).toContainText('Price may have at most 2 decimal places.');
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    expect(await seriousViolations(page), 'import with an error').toEqual([]);

    await chooseFile(page, 'products-fixed.csv', productsFile(rows('89.99')));
    await expect(status).toHaveText('1 to create, 1 to update, 0 unchanged, 0 with errors');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
      'Imported: 1 created, 1 updated, 0 unchanged.',
    );

    // Both changes are in the audit log, with who made them and the price before and after.
    await page.goto('/dashboard/audit');
    const entries = page.getByRole('article');
    const priced = entries.filter({ hasText: existing.name }).filter({ hasText: 'product.price' });
    await expect(priced).toBeVisible();
    await expect(priced).toContainText('150');
    await expect(priced).toContainText('165');
    const added = entries.filter({ hasText: newName }).filter({ hasText: 'product.add' });
    await expect(added).toBeVisible();
    await expect(added).toContainText('(admin)');
    expect(await seriousViolations(page), 'audit log').toEqual([]);
  } finally {
    const made = await request.get(`/api/product?q=RUN-${stamp}`, {
      headers: { authorization: token },
    });
    const { products } = (await made.json()) as { products: Array<{ _id: string }> };
    for (const item of products) {
      const removed = await request.delete(`/api/product/delete/${item._id}`, {
        headers: { authorization: token },
      });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
  }
});

import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCT_CSV_HEADER } from '#shared/product/product-csv';

import { expectCsvHeaders, getCsv } from '../../test/csv-helpers';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { products } from './product.table';

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let other: TestUser;
let ownBrand: BrandRow;
let otherBrand: BrandRow;

/** Names a spreadsheet must show as written: quoting, newlines, scripts, formulas. */
const TRICKY_NAMES = [
  'Agbada, "Royal" edition',
  'Two lines\r\nof name',
  'Ọlá Adébáyọ̀ kaftan',
  'Дмитрий shirt',
  '王伟 jacket',
  '=HYPERLINK("http://evil.test","click")',
  '+1 tunic',
  '-2 wrap',
  '@SUM(A1:A2)',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
  other = await t.factories.merchant();
  ownBrand = await t.factories.brand({ merchant, name: 'Ọlá House, Lagos' });
  otherBrand = await t.factories.brand({ merchant: other, name: 'Other House' });
  const tricky = [];
  for (const [i, name] of TRICKY_NAMES.entries()) {
    tricky.push(
      await t.factories.product({
        name,
        sku: `CSV-${i}`,
        brand: ownBrand,
        price: 349.5,
        description: i === 0 ? '=cmd|" /C calc"!A0' : 'Plain, with "quotes".',
        sizeStock: { M: 5, L: 2 },
      }),
    );
  }
  await t.factories.category({ name: 'Wedding', products: [tricky[0]!] });
  await t.factories.category({ name: 'Agbada', products: [tricky[0]!] });
  await t.factories.product({
    name: 'Hidden wrap',
    sku: 'CSV-OFF',
    brand: ownBrand,
    isActive: false,
    inventory: 3,
    sizes: ['S'],
  });
  await t.factories.product({ name: 'Rival shirt', sku: 'RIVAL-1', brand: otherBrand });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/product/export', () => {
  it('writes the shared header, a BOM, CRLF and each value as written, formulas neutralised', async () => {
    const file = await getCsv(t, '/api/product/export?q=CSV-', admin.token);
    expectCsvHeaders(file, 'products');
    expect(file.header).toEqual(PRODUCT_CSV_HEADER);
    expect(file.bytes.toString('utf8')).toContain('\r\n');
    // Every record ends in CRLF; a newline inside a name stays inside its quoted cell.
    expect(file.bytes.toString('utf8').endsWith('\r\n')).toBe(true);

    const byName = new Map(file.records.map((row) => [row.SKU, row]));
    expect(file.records.map((row) => row.SKU).sort()).toEqual(
      [...TRICKY_NAMES.map((_, i) => `CSV-${i}`), 'CSV-OFF'].sort(),
    );
    const names = TRICKY_NAMES.map((_, i) => byName.get(`CSV-${i}`)!.Name);
    expect(names).toEqual([
      'Agbada, "Royal" edition',
      'Two lines\r\nof name',
      'Ọlá Adébáyọ̀ kaftan',
      'Дмитрий shirt',
      '王伟 jacket',
      `'=HYPERLINK("http://evil.test","click")`,
      "'+1 tunic",
      "'-2 wrap",
      "'@SUM(A1:A2)",
    ]);
    const first = byName.get('CSV-0')!;
    expect(first).toEqual({
      SKU: 'CSV-0',
      Name: 'Agbada, "Royal" edition',
      Description: `'=cmd|" /C calc"!A0`,
      Brand: 'Ọlá House, Lagos',
      Categories: 'Agbada | Wedding',
      Price: '349.50',
      Taxable: 'Yes',
      Active: 'Yes',
      Sizes: 'M | L',
      Quantity: '7',
      'Stock per size': 'M: 5; L: 2',
    });
    expect(byName.get('CSV-OFF')).toMatchObject({
      Active: 'No',
      Sizes: 'S',
      Quantity: '3',
      'Stock per size': '',
      Categories: '',
    });
  });

  it('applies the filters: a filter that excludes rows excludes them', async () => {
    const inactive = await getCsv(t, '/api/product/export?q=CSV-&status=inactive', admin.token);
    expect(inactive.records.map((row) => row.SKU)).toEqual(['CSV-OFF']);
    const rival = await getCsv(t, `/api/product/export?brand=${otherBrand.id}`, admin.token);
    expect(rival.records.map((row) => row.SKU)).toEqual(['RIVAL-1']);
    const none = await getCsv(t, '/api/product/export?q=no-such-product', admin.token);
    expectCsvHeaders(none, 'products');
    expect(none.header).toEqual(PRODUCT_CSV_HEADER);
    expect(none.rows).toEqual([]);
  });

  it("gives a merchant its own brand's products only, also when it names another brand", async () => {
    const own = await getCsv(t, '/api/product/export', merchant.token);
    expectCsvHeaders(own, 'products');
    expect(own.records).toHaveLength(TRICKY_NAMES.length + 1);
    expect(new Set(own.records.map((row) => row.Brand))).toEqual(new Set([ownBrand.name]));
    const named = await getCsv(t, `/api/product/export?brand=${otherBrand.id}`, merchant.token);
    expect(named.records.some((row) => row.SKU === 'RIVAL-1')).toBe(false);
    const theirs = await getCsv(t, '/api/product/export', other.token);
    expect(theirs.records.map((row) => row.SKU)).toEqual(['RIVAL-1']);
  });

  it('refuses a member (403) and a guest (401), and reads the filters like the list', async () => {
    const member = await t.factories.member();
    expect((await getCsv(t, '/api/product/export', member.token)).status).toBe(403);
    expect((await getCsv(t, '/api/product/export')).status).toBe(401);
    const bad = await getCsv(t, '/api/product/export?status=maybe', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('VALIDATION_FAILED');
  });

  it('holds the same values as the product list', async () => {
    const file = await getCsv(t, '/api/product/export?q=CSV-', admin.token);
    const list = await t.get('/api/product?q=CSV-', admin.token);
    expect(list.status).toBe(200);
    const listed = list.body.products as Array<{
      sku: string;
      name: string;
      price: number;
      inventory: number;
      isActive: boolean;
      taxable: boolean;
      sizes: string[];
      brand: { name: string } | null;
      sizeStock: Array<{ size: string; quantity: number }>;
    }>;
    const fromFile = new Map(file.records.map((row) => [row.SKU, row]));
    expect(listed).toHaveLength(file.records.length);
    for (const product of listed) {
      const row = fromFile.get(product.sku)!;
      // The only change a cell may carry is the neutralising quote in front.
      expect(row.Name!.replace(/^'(?=[=+\-@])/, '')).toBe(product.name);
      expect(Number(row.Price)).toBe(product.price);
      expect(Number(row.Quantity)).toBe(product.inventory);
      expect(row.Active).toBe(product.isActive ? 'Yes' : 'No');
      expect(row.Taxable).toBe(product.taxable ? 'Yes' : 'No');
      expect(row.Sizes).toBe(product.sizes.join(' | '));
      expect(row.Brand).toBe(product.brand?.name ?? '');
      expect(row['Stock per size']).toBe(
        product.sizeStock.map((entry) => `${entry.size}: ${entry.quantity}`).join('; '),
      );
    }
  });
});

describe('streaming in batches', () => {
  it('sends every row of several batches exactly once, in id order, even from one millisecond', async () => {
    // 1,234 products written in one statement, one creation time: more than two batches of 500,
    // with ids made in the same millisecond at the batch borders.
    const created = new Date();
    const count = 1234;
    const brand = await t.factories.brand({ name: 'Bulk Brand' });
    const values = Array.from({ length: count }, (_, i) => ({
      name: `Bulk ${i}`,
      slug: `bulk-${i}`,
      sku: `BULK-${String(i).padStart(5, '0')}`,
      description: 'Bulk',
      priceCents: 1000 + i,
      inventory: 1,
      sizes: ['M' as const],
      brandId: brand.id,
      created,
    }));
    for (let i = 0; i < values.length; i += 400) {
      await t.db.insert(products).values(values.slice(i, i + 400));
    }
    const stored = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(like(products.sku, 'BULK-%'))
      .orderBy(asc(products.id));

    const file = await getCsv(t, '/api/product/export?sku=BULK-', admin.token);
    expectCsvHeaders(file, 'products');
    const skus = file.records.map((row) => row.SKU);
    expect(skus).toHaveLength(count);
    expect(new Set(skus).size).toBe(count);
    expect(skus).toEqual(stored.map((row) => row.sku));
  });
});

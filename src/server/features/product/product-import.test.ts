import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

import type { AuditListResponse } from '#shared/audit/audit.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';
import {
  neutraliseCsvCell,
  PRODUCT_CSV_HEADER,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
} from '#shared/product/product-csv';
import type { ProductImportResponse } from '#shared/product/product-import.schemas';

import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries } from '../audit/audit.table';
import type { BrandRow } from '../brand/brand.table';
import { categoryProducts, type CategoryRow } from '../category/category.table';
import { products, productSizeStock } from './product.table';

// Importing products from a CSV file (issue 25 §3, decision 0047). On PGlite by default, and on
// PostgreSQL with TEST_DATABASE_URL, where the parallel imports really run side by side.

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let brand: BrandRow;
let otherSeller: TestUser;
let otherBrand: BrandRow;
let agbada: CategoryRow;
let wedding: CategoryRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  seller = await t.factories.merchant();
  brand = await t.factories.brand({ merchant: seller, name: `Ìlú Threads ${Date.now()}` });
  otherSeller = await t.factories.merchant();
  otherBrand = await t.factories.brand({ merchant: otherSeller });
  agbada = await t.factories.category({ name: `Agbada ${Date.now()}` });
  wedding = await t.factories.category({ name: `Wedding ${Date.now()}` });
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const sku = (prefix = 'IMP') =>
  `${prefix}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 7)}`;

/** A file as a spreadsheet writes it: the header, then the rows (csv-stringify quotes). */
function csv(rows: Array<Record<string, string>>, header: readonly string[] = PRODUCT_CSV_HEADER) {
  return stringify([header, ...rows.map((row) => header.map((name) => row[name] ?? ''))], {
    record_delimiter: 'windows',
  });
}

function form(file: string | Buffer, dryRun: boolean | undefined, name = 'products.csv') {
  const data = new FormData();
  if (dryRun !== undefined) data.append('dryRun', String(dryRun));
  data.append(
    'file',
    new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'text/csv' }),
    name,
  );
  return data;
}

async function upload(file: string | Buffer, dryRun: boolean | undefined, token: string) {
  return t.request<
    ProductImportResponse & { error?: string; issues?: Array<{ path: string; message: string }> }
  >('POST', '/api/product/import', { body: form(file, dryRun), token });
}

async function auditCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditEntries);
  return row?.n ?? 0;
}
async function productsWith(skus: string[]) {
  return t.db
    .select()
    .from(products)
    .where(
      inArray(
        sql`lower(${products.sku})`,
        skus.map((s) => s.toLowerCase()),
      ),
    );
}
async function sizesOf(productId: string) {
  const rows = await t.db
    .select({ size: productSizeStock.size, quantity: productSizeStock.quantity })
    .from(productSizeStock)
    .where(eq(productSizeStock.productId, productId));
  return Object.fromEntries(rows.map((row) => [row.size, row.quantity]));
}

const row = (values: Partial<Record<string, string>>): Record<string, string> =>
  ({
    Name: 'Indigo Agbada',
    Description: 'Hand-woven aso-oke, three pieces.',
    Price: '120',
    Taxable: 'Yes',
    Active: 'Yes',
    Sizes: 'M | L',
    Quantity: '5',
    ...values,
  }) as Record<string, string>;

describe('a dry run', () => {
  it("lists each row's errors in the product screens' messages and writes nothing", async () => {
    const [a, b] = [sku(), sku()];
    const file = csv([
      row({ SKU: a, Price: 'abc', Taxable: 'maybe' }),
      row({ SKU: 'no spaces allowed', Name: '' }),
      row({ SKU: b, Brand: 'No Such Brand', Categories: `${agbada.name} | Nope` }),
      row({ SKU: a }),
      row({ SKU: sku(), 'Stock per size': 'M: 2; Q: 1' }),
      row({ SKU: sku(), 'Stock per size': 'M: 2; L: 1', Quantity: '4' }),
      row({ SKU: sku(), Quantity: '-1', Description: 'x'.repeat(5_000) }),
    ]);
    const before = await auditCount();
    const res = await upload(file, true, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(res.body.summary).toEqual({ created: 0, updated: 0, unchanged: 0, failed: 7 });
    const errorsOf = (line: number) => res.body.rows.find((r) => r.line === line)?.errors;
    expect(errorsOf(2)).toEqual(
      expect.arrayContaining([
        { column: 'Price', message: M.priceNumeric },
        { column: 'Taxable', message: M.taxableRequired },
        { column: 'Brand', message: M.brandRequired },
      ]),
    );
    expect(errorsOf(3)).toEqual(
      expect.arrayContaining([
        { column: 'SKU', message: M.skuPattern },
        { column: 'Name', message: M.nameRequired },
      ]),
    );
    expect(errorsOf(4)).toEqual([
      { column: 'Brand', message: M.importBrandUnknown },
      { column: 'Categories', message: M.importCategoryUnknown('Nope') },
    ]);
    expect(errorsOf(5)).toContainEqual({ column: 'SKU', message: M.importSkuTwice(2) });
    expect(errorsOf(6)).toContainEqual({ column: 'Stock per size', message: M.sizeStockInvalid });
    expect(errorsOf(7)).toContainEqual({ column: 'Quantity', message: M.importQuantityNotSum(3) });
    expect(errorsOf(8)).toEqual(
      expect.arrayContaining([
        { column: 'Quantity', message: M.quantityMin },
        { column: 'Description', message: M.descriptionMax },
      ]),
    );
    expect(await productsWith([a, b])).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('tells what each row would do, and a dry run is the default', async () => {
    const existing = await t.factories.product({ brand, price: 100, imageKey: 'pic' });
    const file = csv(
      [
        row({ SKU: existing.sku, Name: existing.name, Price: '150', Brand: brand.name }),
        row({ SKU: sku(), Brand: brand.name }),
      ],
      ['SKU', 'Name', 'Price', 'Brand', 'Description', 'Taxable', 'Quantity', 'Image URL'],
    );
    const res = await upload(file, undefined, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(res.body.rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(res.body.rows[0]!.changes).toContain('price');
    expect(res.body.rows[0]!.changes).not.toContain('name');
    expect(res.body.notices).toContain(M.importImagesIgnored);
    expect(res.body.notices).toContain(M.importCreatedInactive);
    const [stored] = await productsWith([existing.sku]);
    expect(stored?.priceCents).toBe(10_000);
  });
});

describe('an apply', () => {
  it('creates and updates, per-size stock and categories, switched off without a picture, with audit entries', async () => {
    const existing = await t.factories.product({
      brand,
      price: 100,
      imageKey: 'pic',
      isActive: true,
      sizeStock: { M: 2, L: 3 },
    });
    const fresh = sku();
    const file = csv([
      row({
        SKU: existing.sku,
        Name: existing.name,
        Description: existing.description,
        Brand: brand.name,
        Price: '130.5',
        Taxable: existing.taxable ? 'Yes' : 'No',
        Sizes: 'M | L',
        Quantity: '9',
        'Stock per size': 'M: 2; L: 7',
      }),
      row({
        SKU: fresh,
        Brand: brand.name,
        Categories: `${agbada.name} | ${wedding.name}`,
        Sizes: 'S, M, L',
        Quantity: '',
        'Stock per size': 'S: 1; L: 4',
      }),
    ]);
    const res = await upload(file, false, seller.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0 });
    expect(res.body.rows[0]!.changes?.sort()).toEqual(['price', 'quantity', 'sizeStock'].sort());

    const [updated] = await productsWith([existing.sku]);
    expect(updated?.priceCents).toBe(13_050);
    expect(updated?.inventory).toBe(9);
    expect(await sizesOf(existing.id)).toEqual({ M: 2, L: 7 });
    const [created] = await productsWith([fresh]);
    expect(created).toMatchObject({
      brandId: brand.id,
      isActive: false,
      inventory: 5,
      imageKey: null,
    });
    expect(created?.sizes).toEqual(['S', 'M', 'L']);
    expect(await sizesOf(created!.id)).toEqual({ S: 1, M: 0, L: 4 });
    const links = await t.db
      .select({ categoryId: categoryProducts.categoryId })
      .from(categoryProducts)
      .where(eq(categoryProducts.productId, created!.id));
    expect(links.map((l) => l.categoryId).sort()).toEqual([agbada.id, wedding.id].sort());

    // The entries, read as the audit screen reads them.
    const read = async (subject: string) =>
      (await t.get<AuditListResponse>(`/api/audit?subject=${subject}`, seller.token)).body.entries;
    const kinds = (await read(existing.id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['product.price', 'product.stock']);
    const added = await read(created!.id);
    expect(added.map((e) => e.kind)).toEqual(['product.add']);
    expect(added[0]?.after).toMatchObject({ sku: fresh, isActive: false, priceCents: 12_000 });

    // Not in the shop until switched on; its storefront read never names a picture.
    const shop = await t.get(`/api/product/item/${created!.slug}`);
    expect(shop.status).toBe(404);
  });

  it('a second apply of the same file changes nothing and records nothing', async () => {
    const file = csv([
      row({
        SKU: sku(),
        Brand: brand.name,
        Categories: agbada.name,
        'Stock per size': 'M: 1; L: 4',
      }),
      row({ SKU: sku(), Brand: brand.name, Sizes: '', Quantity: '7' }),
    ]);
    const first = await upload(file, false, admin.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.summary.created).toBe(2);
    const entries = await auditCount();
    const second = await upload(file, false, admin.token);
    expect(second.status).toBe(200);
    expect(second.body.summary).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    expect(await auditCount()).toBe(entries);
  });

  it('writes nothing when one row is bad, and says which', async () => {
    const [good, bad] = [sku(), sku()];
    const existing = await t.factories.product({ brand, price: 100 });
    const file = csv([
      row({ SKU: good, Brand: brand.name }),
      row({ SKU: existing.sku, Name: existing.name, Price: '999' }),
      row({ SKU: bad, Brand: brand.name, Price: '0.5' }),
    ]);
    const before = await auditCount();
    const res = await upload(file, false, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.importHasErrors(1));
    expect(res.body.issues).toEqual([{ path: 'line 4: Price', message: M.priceMin }]);
    expect(await productsWith([good, bad])).toEqual([]);
    expect((await productsWith([existing.sku]))[0]?.priceCents).toBe(10_000);
    expect(await auditCount()).toBe(before);
  });

  it("an admin updates any brand's product by its SKU and moves it by brand name", async () => {
    const theirs = await t.factories.product({ brand: otherBrand, price: 100 });
    const file = csv(
      [{ SKU: theirs.sku, Brand: brand.name, Price: '110' }],
      ['SKU', 'Brand', 'Price'],
    );
    const res = await upload(file, false, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows[0]?.changes?.sort()).toEqual(['brand', 'price']);
    const [stored] = await productsWith([theirs.sku]);
    expect(stored).toMatchObject({ brandId: brand.id, priceCents: 11_000 });
  });
});

describe("a merchant's import", () => {
  it("refuses another brand's SKU and brand, and nothing of that product leaks or changes", async () => {
    const theirs = await t.factories.product({
      brand: otherBrand,
      price: 100,
      name: 'Secret Kaftan',
    });
    const file = csv([
      row({ SKU: theirs.sku, Name: 'Taken over', Price: '1' }),
      row({ SKU: sku(), Brand: otherBrand.name }),
    ]);
    const dry = await upload(file, true, seller.token);
    expect(dry.status).toBe(200);
    expect(dry.body.rows[0]?.errors).toContainEqual({ column: 'SKU', message: M.skuTaken });
    expect(dry.body.rows[1]?.errors).toEqual([{ column: 'Brand', message: M.importBrandNotYours }]);
    expect(JSON.stringify(dry.body)).not.toContain('Secret Kaftan');
    expect(JSON.stringify(dry.body)).not.toContain(otherBrand.id);
    const applied = await upload(file, false, seller.token);
    expect(applied.status).toBe(400);
    const [stored] = await productsWith([theirs.sku]);
    expect(stored).toMatchObject({
      name: 'Secret Kaftan',
      priceCents: 10_000,
      brandId: otherBrand.id,
    });
  });

  it('puts a new product in its own brand when the Brand cell is empty', async () => {
    const fresh = sku();
    const res = await upload(csv([row({ SKU: fresh })]), false, seller.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await productsWith([fresh]))[0]?.brandId).toBe(brand.id);
  });
});

describe('the file', () => {
  it('reads quotes, commas, newlines, non-Latin names, a BOM, CRLF and formula cells exactly', async () => {
    const fresh = sku();
    const name = 'Agbada "Ọba", gold';
    const description = 'Line one, with a comma\r\nLine two: 日本語 and Ẹ̀gbá\n=SUM(A1) stays text';
    const file =
      '\uFEFF' +
      stringify(
        [
          ['sku ', ' NAME', 'description', 'Brand', 'price', 'TAXABLE', 'stock per size', 'Sizes'],
          [
            fresh,
            neutraliseCsvCell(name),
            neutraliseCsvCell('=HYPERLINK("x")'),
            brand.name,
            '99.99',
            'no',
            'M: 3',
            'M',
          ],
        ],
        { record_delimiter: 'windows' },
      );
    const res = await upload(file, false, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    let [stored] = await productsWith([fresh]);
    expect(stored).toMatchObject({
      name,
      description: '=HYPERLINK("x")',
      priceCents: 9_999,
      taxable: false,
      inventory: 3,
    });

    // A description with newlines and non-Latin letters, read back by a real CSV parser.
    const again = stringify([
      ['SKU', 'Description'],
      [fresh, description],
    ]);
    const res2 = await upload(again, false, admin.token);
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    [stored] = await productsWith([fresh]);
    expect(stored?.description).toBe(description);
    expect((parse(again) as string[][])[1]?.[1]).toBe(description);
  });

  it('refuses a file over 2 MB and one over 2,000 rows with a clear 400, before reading rows', async () => {
    const big = `SKU,Name\n${'A,'.padEnd(PRODUCT_CSV_MAX_BYTES + 10, 'x')}\n`;
    const tooBig = await upload(big, true, admin.token);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe(M.importFileTooLarge(2));

    const lines = [
      'SKU,Name',
      ...Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `R-${i},x`),
    ];
    const tooMany = await upload(lines.join('\n'), true, admin.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(M.importTooManyRows(PRODUCT_CSV_MAX_ROWS));
  });

  it('refuses a file that is not CSV, has no SKU column, or no file at all', async () => {
    expect((await upload('SKU,Name\n"A,b\n', true, admin.token)).body.error).toBe(
      M.importUnreadable(2),
    );
    expect((await upload('Name,Price\nA,1\n', true, admin.token)).body.error).toBe(M.importNoSku);
    expect((await upload('SKU,Sku\nA,1\n', true, admin.token)).body.error).toBe(
      M.importColumnTwice('SKU'),
    );
    const none = await t.request('POST', '/api/product/import', {
      body: { dryRun: 'true' },
      token: admin.token,
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(M.importFileRequired);
  });
});

describe('parallel imports of the same new SKU', () => {
  it('create one product: the other import fails cleanly or finds it already there', async () => {
    const fresh = sku('PAR');
    const file = csv([row({ SKU: fresh, Brand: brand.name })]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(file, false, admin.token)),
    );
    for (const res of answers) expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
    expect(await productsWith([fresh])).toHaveLength(1);
    const created = answers.filter((res) => res.status === 200 && res.body.summary.created === 1);
    expect(created).toHaveLength(1);
    const [product] = await productsWith([fresh]);
    const adds = await t.db
      .select({ n: count() })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, product!.id));
    expect(adds[0]?.n).toBe(1);
  });
});

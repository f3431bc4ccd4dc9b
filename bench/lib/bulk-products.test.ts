import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/server/db/client';
import { categoryProducts } from '../../src/server/features/category/category.table';
import { products } from '../../src/server/features/product/product.table';
import { seedDemo } from '../../src/server/seed/seed';
import { createTestDatabase } from '../../src/server/test/test-db';
import { seedBulkProducts } from './bulk-products';

let database: Database;

// The bulk products go on top of the demo catalog, whose brands and pictures they reuse.
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
}, 180_000);

afterAll(async () => {
  await database.close();
});

const allProducts = () => database.db.select().from(products).orderBy(asc(products.id));

describe('seedBulkProducts', () => {
  const bulk = () =>
    database.db
      .select()
      .from(products)
      .where(like(products.sku, 'BULK-%'))
      .orderBy(asc(products.id));

  it('adds active products across the brands, reusing the demo pictures', async () => {
    const result = await seedBulkProducts(database.db, 25, { batchSize: 10 });
    expect(result).toEqual({ inserted: 25, total: 25 });
    const rows = await bulk();
    expect(rows).toHaveLength(25);
    expect(rows.map((p) => p.sku)).toEqual(
      Array.from({ length: 25 }, (_, i) => `BULK-${String(i + 1).padStart(6, '0')}`),
    );
    expect(rows.every((p) => p.isActive)).toBe(true);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(25);
    expect(rows.every((p) => p.priceCents >= 2000 && p.priceCents <= 90000)).toBe(true);
    expect(new Set(rows.map((p) => p.brandId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((p) => p.name)).size).toBeGreaterThan(20);

    const demoKeys = new Set(
      (await allProducts())
        .filter((p) => !p.sku.startsWith('BULK-'))
        .map((p) => p.imageKey)
        .filter((key) => key !== null),
    );
    expect(rows.every((p) => p.imageKey !== null && demoKeys.has(p.imageKey))).toBe(true);

    const links = await database.db.select().from(categoryProducts);
    const bulkIds = new Set(rows.map((p) => p.id));
    expect(links.filter((l) => bulkIds.has(l.productId)).length).toBeGreaterThan(0);
  });

  it('is idempotent by sku prefix, and tops up to a larger count', async () => {
    expect(await seedBulkProducts(database.db, 25, { batchSize: 10 })).toEqual({
      inserted: 0,
      total: 25,
    });
    expect(await seedBulkProducts(database.db, 30)).toEqual({ inserted: 5, total: 30 });
    const rows = await bulk();
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)?.sku).toBe('BULK-000030');
  });

  it('writes names that search can find', async () => {
    const found = await database.db.select().from(products).where(like(products.sku, 'BENCH-%'));
    expect(found).toHaveLength(0);
    await seedBulkProducts(database.db, 200, { skuPrefix: 'BENCH-', batchSize: 64 });
    const rows = await database.db
      .select({ name: products.name })
      .from(products)
      .where(like(products.sku, 'BENCH-%'));
    expect(rows).toHaveLength(200);
    const words = new Set(rows.flatMap((r) => r.name.split(' ')));
    expect(words).toContain('Agbada');
    expect(words).toContain('Adire');
    expect(words.size).toBeGreaterThan(40);
  });

  it('needs a brand to put the products under', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(seedBulkProducts(empty.db, 5)).rejects.toThrow('seed the demo first');
    } finally {
      await empty.close();
    }
  });
});

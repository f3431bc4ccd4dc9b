import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client';
import { emptyDatabase, migrateFrom, migrationsBefore } from '../../test/migration-helpers';
import {
  expectCountsKept,
  expectRollupAnswersScan,
  facetQueries,
  generator,
  keptFacetCounts,
} from './product-facets.rollup-helpers';

/** The migration that adds the kept facet counts, found by its name. */
const TAG_SUFFIX = '_facet_counts';

let database: Database;
let folder: string;

beforeAll(async () => {
  database = await emptyDatabase();
  folder = await migrationsBefore(TAG_SUFFIX);
});
afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the migration that adds the kept facet counts', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('fills them from the catalog already there, and the triggers keep them from there', async () => {
    await migrateFrom(database, folder);
    const db = database.db;
    const [alpha, bravo, off] = [randomUUID(), randomUUID(), randomUUID()];
    await db.execute(sql`insert into brands (id, name, slug, is_active) values
      (${alpha}, 'Alpha', 'alpha', true), (${bravo}, 'Bravo', 'bravo', true),
      (${off}, 'Off', 'off', false)`);
    const [suits, agbada, hidden] = [randomUUID(), randomUUID(), randomUUID()];
    await db.execute(sql`insert into categories (id, name, slug, is_active) values
      (${suits}, 'Suits', 'suits', true), (${agbada}, 'Agbada', 'agbada', true),
      (${hidden}, 'Hidden', 'hidden', false)`);
    const product = async (
      brand: string | null,
      cents: number,
      inventory: number,
      sizes: string,
      active = true,
    ) => {
      const id = randomUUID();
      await db.execute(sql`insert into products (id, sku, name, slug, price_cents, inventory, sizes,
          is_active, brand_id)
        values (${id}, ${`SKU-${id}`}, ${`Product ${id}`}, ${`product-${id}`}, ${cents},
          ${inventory}, ${sizes}::text[], ${active}, ${brand})`);
      return id;
    };
    const p1 = await product(alpha, 5_000, 2, '{M,L}');
    const p2 = await product(alpha, 15_000, 5, '{S,M}');
    const p3 = await product(bravo, 30_000, 0, '{L}');
    const p4 = await product(bravo, 60_000, 4, '{}');
    const p5 = await product(off, 9_999, 3, '{M}');
    const p6 = await product(alpha, 25_000, 3, '{XL}', false);
    const p7 = await product(null, 50_000, 3, '{XXL}');
    // p1 keeps its stock per size: only L is in stock.
    await db.execute(sql`insert into product_size_stock (product_id, size, quantity)
      values (${p1}, 'M', 0), (${p1}, 'L', 2)`);
    await db.execute(sql`insert into category_products (category_id, product_id) values
      (${suits}, ${p1}), (${agbada}, ${p1}), (${suits}, ${p2}), (${hidden}, ${p3}),
      (${suits}, ${p4}), (${agbada}, ${p5}), (${suits}, ${p6}), (${agbada}, ${p7})`);

    await migrateFrom(database);

    await expectCountsKept(db, 'after the migration');
    // Alpha's p1 (L; suits, agbada) and p2 (S, M; suits), Bravo's p3 (none; hidden) and p4
    // (every size; suits), and p5's key (its brand is off: kept, not read); p6 (off) and p7 (no
    // brand) are not counted.
    expect(Object.keys(await keptFacetCounts(db))).toHaveLength(5);
    const random = generator(52);
    const slugs = {
      brands: ['alpha', 'bravo', 'off'],
      categories: ['suits', 'agbada', 'hidden'],
    };
    await expectRollupAnswersScan(db, facetQueries(random, slugs, 30), 'after the migration');

    await db.execute(sql`update product_size_stock set quantity = 0 where product_id = ${p1}`);
    await db.execute(
      sql`update products set is_active = true, price_cents = 70000 where id = ${p6}`,
    );
    await db.execute(
      sql`delete from category_products where product_id = ${p1} and category_id = ${suits}`,
    );
    await db.execute(sql`delete from products where id = ${p2}`);
    await expectCountsKept(db, 'after writes');
    await expectRollupAnswersScan(db, facetQueries(random, slugs, 30), 'after writes');
  });
});

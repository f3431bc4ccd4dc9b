/**
 * Prepares a benchmark database: migrations, the demo catalog (with its pictures) and bulk
 * products until the catalog holds `--products` products in all, then VACUUM ANALYZE: the planner
 * sees the loaded tables, and index-only scans find the visibility map set, as they would in a
 * production database once autovacuum has passed after a bulk load.
 *
 *   npx tsx bench/lib/prepare.ts --data-dir DIR [--database-url URL] --products 10000
 *
 * Prints one JSON line: { products, visible, seconds }.
 */
import { parseArgs } from 'node:util';

import { count, sql } from 'drizzle-orm';

import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { products } from '../../src/server/features/product/product.table';
import { seedDemo } from '../../src/server/seed/seed';
import { seedBulkProducts } from './bulk-products';

const BULK_PREFIX = 'BENCH-';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    products: { type: 'string', default: '0' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir is required (PGlite without a URL).');
const wanted = Number(values.products);
if (!Number.isInteger(wanted) || wanted < 0) throw new Error('--products must be a whole number.');

const started = performance.now();
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir });
try {
  const { db } = database;
  await migrate(database);
  await seedDemo(db);

  const totalOf = async () => (await db.select({ n: count() }).from(products))[0]?.n ?? 0;
  const bulkNow = (
    await db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.sku} like ${BULK_PREFIX + '%'}`)
  )[0]?.n;
  const others = (await totalOf()) - (bulkNow ?? 0);
  if (wanted > others) {
    await seedBulkProducts(db, wanted - others, { skuPrefix: BULK_PREFIX, batchSize: 1000 });
  }
  await db.execute(sql`vacuum analyze`);

  const visible = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id
        where p.is_active and b.is_active`,
  );
  const rows = (visible as unknown as { rows: { n: number }[] }).rows;
  console.log(
    JSON.stringify({
      products: await totalOf(),
      visible: rows[0]?.n ?? 0,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }),
  );
} finally {
  await database.close();
}

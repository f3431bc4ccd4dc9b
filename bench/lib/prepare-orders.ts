/**
 * Adds the benchmark's order history (bench/lib/seed-orders.ts) to a database that holds the
 * demo catalog, then VACUUM ANALYZE, and writes access tokens of the demo admin and merchant,
 * signed by the store's own token service with the servers' `--jwt-secret`, as a sign-in would
 * give them.
 *
 *   npx tsx bench/lib/prepare-orders.ts --database-url URL --orders 100000 --jwt-secret S --out FILE
 *
 * Writes { admin: { id, token }, merchant: { id, token, brandId } } to FILE (each token a whole
 * Authorization header, "Bearer ...") and prints one JSON
 * line { orders, items, customers, returns, seconds }.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { eq, sql } from 'drizzle-orm';

import { openDatabase } from '../../src/server/db/client';
import { createTokenService } from '../../src/server/features/auth/token.service';
import { brands } from '../../src/server/features/brand/brand.table';
import { merchants } from '../../src/server/features/merchant/merchant.table';
import { users } from '../../src/server/features/user/user.table';
import { DEMO_ACCOUNTS } from '../../src/server/seed/demo-accounts';
import { seedOrders } from './seed-orders';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'jwt-secret': { type: 'string' },
    out: { type: 'string' },
    orders: { type: 'string', default: '0' },
  },
});
const databaseUrl = values['database-url'];
const secret = values['jwt-secret'];
const out = values.out;
if (!databaseUrl || !secret || !out) {
  throw new Error('--database-url, --jwt-secret and --out are required.');
}
const orderCount = Number(values.orders);

const started = performance.now();
const database = await openDatabase({ databaseUrl, dataDir: '' });
try {
  const { db } = database;
  const seeded = await seedOrders(db, {
    orders: orderCount,
    log: process.env.BENCH_SEED_LOG ? (line) => console.error(line) : undefined,
  });
  await db.execute(sql`vacuum analyze`);

  const tokens = createTokenService(secret);
  async function account(role: 'ROLE ADMIN' | 'ROLE MERCHANT') {
    const email = DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
    const [row] = await db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`The demo account ${email} is missing: seed the demo first.`);
    return {
      id: row.id,
      token: await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion }),
    };
  }
  const admin = await account('ROLE ADMIN');
  const merchant = await account('ROLE MERCHANT');
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .innerJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(eq(merchants.userId, merchant.id));
  if (!brand) throw new Error('The demo merchant has no brand: seed the demo first.');

  await writeFile(out, JSON.stringify({ admin, merchant: { ...merchant, brandId: brand.id } }));
  console.log(
    JSON.stringify({ ...seeded, seconds: Math.round((performance.now() - started) / 100) / 10 }),
  );
} finally {
  await database.close();
}

/**
 * Seeds a load benchmark database (an empty PostgreSQL database of the benchmark's own):
 * migrations, `--members` member accounts and `--admins` admins in bulk, each with the one
 * password hash the store's own hashing made once (sign-in is not what is measured), a brand
 * with `--products` products of `--stock` units each, then VACUUM ANALYZE. Every account gets an
 * access token signed by the store's own token service with `--jwt-secret` (the servers' secret),
 * as a sign-in would give it.
 *
 *   npx tsx bench/lib/seed-load.ts --database-url URL --jwt-secret S --out FILE
 *     [--members 2000] [--admins 2] [--products 0] [--stock 0]
 *
 * Writes { members: [{ id, email, token }], admins: [...], products: [{ id, name, slug, sizes,
 * inventory }] } to FILE and prints one JSON line { members, admins, products, seconds }.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';

import type { Role } from '#shared/common/constants';

import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { hashPassword } from '../../src/server/features/auth/password';
import { createTokenService } from '../../src/server/features/auth/token.service';
import { brands } from '../../src/server/features/brand/brand.table';
import { products } from '../../src/server/features/product/product.table';
import { users } from '../../src/server/features/user/user.table';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'jwt-secret': { type: 'string' },
    out: { type: 'string' },
    members: { type: 'string', default: '0' },
    admins: { type: 'string', default: '0' },
    products: { type: 'string', default: '0' },
    stock: { type: 'string', default: '0' },
  },
});
const whole = (name: 'members' | 'admins' | 'products' | 'stock') => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0 || value > 100_000) {
    throw new Error(`--${name} must be a whole number up to 100000.`);
  }
  return value;
};
const databaseUrl = values['database-url'];
const secret = values['jwt-secret'];
const out = values.out;
if (!databaseUrl || !secret || !out) {
  throw new Error('--database-url, --jwt-secret and --out are required.');
}

const BATCH = 1000;
const started = performance.now();
const database = await openDatabase({ databaseUrl, dataDir: '' });
try {
  const { db } = database;
  await migrate(database);
  const passwordHash = await hashPassword('bench-password-not-used-to-sign-in');
  const tokens = createTokenService(secret);

  async function accounts(role: Role, count: number, name: string) {
    const made: { id: string; email: string; token: string }[] = [];
    for (let from = 0; from < count; from += BATCH) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => ({
            email: `bench-${name}-${from + i}@bench.test`,
            passwordHash,
            firstName: name === 'admin' ? 'Bench Admin' : 'Bench',
            lastName: String(from + i),
            role,
          })),
        )
        .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
      for (const row of rows) {
        made.push({
          id: row.id,
          email: row.email ?? '',
          token: await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion }),
        });
      }
    }
    return made;
  }

  const members = await accounts('ROLE MEMBER', whole('members'), 'member');
  const admins = await accounts('ROLE ADMIN', whole('admins'), 'admin');

  let catalog: { id: string; name: string; slug: string; sizes: string[]; inventory: number }[] =
    [];
  const productCount = whole('products');
  if (productCount > 0) {
    const brandRows = await db
      .insert(brands)
      .values({
        name: 'Bench Tailors',
        slug: 'bench-tailors',
        description: 'Products of the load benchmark.',
        isActive: true,
      })
      .returning({ id: brands.id });
    const brandId = brandRows[0]?.id;
    if (!brandId) throw new Error('The bench brand was not made.');
    catalog = await db
      .insert(products)
      .values(
        Array.from({ length: productCount }, (_, i) => ({
          name: `Bench Kaftan ${i + 1}`,
          slug: `bench-kaftan-${i + 1}`,
          sku: `BENCH-LOAD-${i + 1}`,
          description: 'A product of the load benchmark.',
          priceCents: 5_000 + i * 100,
          inventory: whole('stock'),
          sizes: ['M' as const, 'L' as const],
          isActive: true,
          taxable: false,
          brandId,
        })),
      )
      .returning({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sizes: products.sizes,
        inventory: products.inventory,
      });
  }
  await db.execute(sql`vacuum analyze`);
  await writeFile(out, JSON.stringify({ members, admins, products: catalog }));
  console.log(
    JSON.stringify({
      members: members.length,
      admins: admins.length,
      products: catalog.length,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }),
  );
} finally {
  await database.close();
}

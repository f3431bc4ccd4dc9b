import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';

import { escapeLike } from '#shared/common/text';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { brands } from '../brand/brand.table';
import { users } from '../user/user.table';
import { merchants, type MerchantRow } from './merchant.table';

export async function insertMerchant(
  db: DbOrTx,
  values: typeof merchants.$inferInsert,
): Promise<MerchantRow> {
  const rows = await db.insert(merchants).values(values).returning();
  return one(rows);
}

export async function hasOpenApplication(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(sql`lower(${merchants.email})`, email.toLowerCase()),
        eq(merchants.status, 'Waiting Approval'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** An existing brand's name, or the brand name of another open application. */
export async function isBrandNameTaken(db: DbOrTx, brandName: string): Promise<boolean> {
  const name = brandName.toLowerCase();
  const [brand, application] = await Promise.all([
    db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(sql`lower(${brands.name})`, name))
      .limit(1),
    db
      .select({ id: merchants.id })
      .from(merchants)
      .where(
        and(eq(sql`lower(${merchants.brandName})`, name), eq(merchants.status, 'Waiting Approval')),
      )
      .limit(1),
  ]);
  return brand.length > 0 || application.length > 0;
}

export async function adminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'ROLE ADMIN'));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

export async function listMerchants(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<{ rows: MerchantRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(merchants)
      .orderBy(desc(merchants.created), desc(merchants.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(merchants),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Case-insensitive match on email, phone number, brand name or status, newest first. */
export async function searchMerchants(
  db: DbOrTx,
  term: string,
  limit: number,
): Promise<MerchantRow[]> {
  const pattern = `%${escapeLike(term)}%`;
  return db
    .select()
    .from(merchants)
    .where(
      or(
        ilike(merchants.email, pattern),
        ilike(merchants.phoneNumber, pattern),
        ilike(merchants.brandName, pattern),
        ilike(merchants.status, pattern),
      ),
    )
    .orderBy(desc(merchants.created), desc(merchants.id))
    .limit(limit);
}

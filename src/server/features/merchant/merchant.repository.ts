import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { escapeLike } from '#shared/common/text';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { brands } from '../brand/brand.table';
import { users } from '../user/user.table';
import type { MerchantExtras } from './merchant.presenter';
import { merchantEvents } from './merchant-event.table';
import {
  merchantInvitations,
  merchants,
  type MerchantInvitationRow,
  type MerchantRow,
} from './merchant.table';

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

/** The brand, account and history of each merchant, read in three queries for a whole page. */
export async function extrasOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, MerchantExtras>> {
  const extras = new Map<string, MerchantExtras>(
    ids.map((id) => [id, { brand: null, hasAccount: false, history: [] }]),
  );
  if (ids.length === 0) return extras;
  const list = [...ids];
  const actors = alias(users, 'actors');
  const [brandRows, accountRows, eventRows] = await Promise.all([
    db
      .select({
        merchantId: brands.merchantId,
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        isActive: brands.isActive,
      })
      .from(brands)
      .where(inArray(brands.merchantId, list)),
    db
      .select({ merchantId: merchants.id })
      .from(merchants)
      .where(and(inArray(merchants.id, list), isNotNull(merchants.userId))),
    db
      .select({ event: merchantEvents, firstName: actors.firstName, lastName: actors.lastName })
      .from(merchantEvents)
      .leftJoin(actors, eq(actors.id, merchantEvents.actorId))
      .where(inArray(merchantEvents.merchantId, list))
      .orderBy(asc(merchantEvents.id)),
  ]);
  for (const { merchantId, ...brand } of brandRows) {
    const found = merchantId ? extras.get(merchantId) : undefined;
    if (found) found.brand = brand;
  }
  for (const { merchantId } of accountRows) {
    const found = merchantId ? extras.get(merchantId) : undefined;
    if (found) found.hasAccount = true;
  }
  for (const { event, firstName, lastName } of eventRows) {
    const found = event.merchantId ? extras.get(event.merchantId) : undefined;
    if (!found) continue;
    const actorName = firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim();
    (found.history as Array<MerchantExtras['history'][number]>).push({ event, actorName });
  }
  return extras;
}

export async function insertEvent(
  db: DbOrTx,
  values: typeof merchantEvents.$inferInsert,
): Promise<void> {
  await db.insert(merchantEvents).values(values);
}

/** The merchant, its row locked until the transaction ends: one lifecycle step at a time. */
export async function lockMerchant(db: DbOrTx, id: string): Promise<MerchantRow | null> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).for('update');
  return rows[0] ?? null;
}

export async function updateMerchant(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<MerchantRow, 'status' | 'isActive' | 'brandPausedByDisable'>>,
): Promise<MerchantRow> {
  return one(await db.update(merchants).set(values).where(eq(merchants.id, id)).returning());
}

export async function deleteMerchant(db: DbOrTx, id: string): Promise<void> {
  await db.delete(merchants).where(eq(merchants.id, id));
}

export async function hasAccount(db: DbOrTx, merchantId: string): Promise<boolean> {
  return (await accountIds(db, merchantId)).length > 0;
}

/**
 * Links the account to the merchant: the account stands for it from now on. An account stands
 * for one merchant at most (a unique index), and a merchant for one account.
 */
export async function linkAccount(db: DbOrTx, merchantId: string, userId: string): Promise<void> {
  await db.update(merchants).set({ userId }).where(eq(merchants.id, merchantId));
}

/** The merchant the account stands for, with its brand's id, or null. */
export async function findMerchantOfAccount(
  db: DbOrTx,
  userId: string,
): Promise<{ merchant: MerchantRow; brandId: string | null } | null> {
  const rows = await merchantsOfAccounts(db, [userId]);
  return rows[0] ?? null;
}

/** The merchants these accounts stand for, each with its brand's id, in one read. */
export async function merchantsOfAccounts(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<{ merchant: MerchantRow; brandId: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ merchant: merchants, brandId: brands.id })
    .from(merchants)
    .leftJoin(brands, eq(brands.merchantId, merchants.id))
    .where(inArray(merchants.userId, [...userIds]));
}

/** Ends the merchant's open invitations: only the newest link works. */
export async function revokeOpenInvitations(db: DbOrTx, merchantId: string): Promise<void> {
  await db
    .update(merchantInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        isNull(merchantInvitations.usedAt),
        isNull(merchantInvitations.revokedAt),
      ),
    );
}

export async function insertInvitation(
  db: DbOrTx,
  values: typeof merchantInvitations.$inferInsert,
): Promise<void> {
  await db.insert(merchantInvitations).values(values);
}

/** The invitation of that token hash, locked: two sign-ups with one link use it once. */
export async function lockInvitation(
  db: DbOrTx,
  tokenHash: string,
): Promise<MerchantInvitationRow | null> {
  const rows = await db
    .select()
    .from(merchantInvitations)
    .where(eq(merchantInvitations.tokenHash, tokenHash))
    .for('update');
  return rows[0] ?? null;
}

export async function findInvitation(
  db: DbOrTx,
  tokenHash: string,
): Promise<MerchantInvitationRow | null> {
  const rows = await db
    .select()
    .from(merchantInvitations)
    .where(eq(merchantInvitations.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

export async function markInvitationUsed(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(merchantInvitations)
    .set({ usedAt: new Date() })
    .where(eq(merchantInvitations.id, id));
}

/** The ids of the merchant's accounts (none before its owner signs up). */
export async function accountIds(db: DbOrTx, merchantId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: merchants.userId })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

export async function accountEmails(db: DbOrTx, merchantId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(eq(merchants.id, merchantId));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/** The email the merchant applied with (null when it gave none). */
export async function merchantEmail(db: DbOrTx, merchantId: string): Promise<string | null> {
  const rows = await db
    .select({ email: merchants.email })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return rows[0]?.email ?? null;
}

/** How many merchant applications wait for a decision (the dashboard's overview). */
export async function countWaitingApplications(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(merchants)
    .where(eq(merchants.status, 'Waiting Approval'));
  return Number(rows[0]?.n ?? 0);
}

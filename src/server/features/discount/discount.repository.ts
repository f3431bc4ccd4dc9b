import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { DiscountState } from '#shared/discount/discount.constants';
import { escapeLike } from '#shared/common/text';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { brands } from '../brand/brand.table';
import {
  discountCodes,
  discountRedemptions,
  type DiscountCodeRow,
  type DiscountRedemptionRow,
  type NewDiscountCode,
} from './discount.table';

/** Whose uses count: a member's account, or a guest's address in lower case (decision 0056). */
export type DiscountCustomer =
  { userId: string; guestEmail: null } | { userId: null; guestEmail: string };

/** A code with the name of the brand it belongs to (null: the whole store). */
export interface DiscountCodeWithBrand extends DiscountCodeRow {
  brandName: string | null;
}

const withBrand = {
  code: discountCodes,
  brandName: brands.name,
};

function flatten(row: { code: DiscountCodeRow; brandName: string | null }): DiscountCodeWithBrand {
  return { ...row.code, brandName: row.brandName };
}

export async function insertCode(db: DbOrTx, values: NewDiscountCode): Promise<DiscountCodeRow> {
  return one(await db.insert(discountCodes).values(values).returning());
}

export async function updateCode(
  db: DbOrTx,
  id: string,
  values: Partial<NewDiscountCode>,
): Promise<DiscountCodeRow | null> {
  const rows = await db
    .update(discountCodes)
    .set(values)
    .where(eq(discountCodes.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function findCode(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DiscountCodeWithBrand | null> {
  const query = db
    .select(withBrand)
    .from(discountCodes)
    .leftJoin(brands, eq(brands.id, discountCodes.brandId))
    .where(eq(discountCodes.id, id))
    .limit(1);
  const rows = options.lock ? await query.for('update', { of: discountCodes }) : await query;
  return rows[0] ? flatten(rows[0]) : null;
}

export async function findCodeByCode(
  db: DbOrTx,
  code: string,
): Promise<DiscountCodeWithBrand | null> {
  const rows = await db
    .select(withBrand)
    .from(discountCodes)
    .leftJoin(brands, eq(brands.id, discountCodes.brandId))
    .where(eq(discountCodes.code, code))
    .limit(1);
  return rows[0] ? flatten(rows[0]) : null;
}

export interface CodeFilter {
  /** Only this brand's codes (a merchant's list). */
  brandId?: string;
  q?: string;
  state?: DiscountState;
  now: Date;
}

function stateCondition(state: DiscountState, now: Date): SQL | undefined {
  const c = discountCodes;
  switch (state) {
    case 'inactive':
      return eq(c.isActive, false);
    case 'expired':
      return and(eq(c.isActive, true), isNotNull(c.endsAt), lte(c.endsAt, now));
    case 'scheduled':
      return and(
        eq(c.isActive, true),
        isNotNull(c.startsAt),
        gt(c.startsAt, now),
        or(isNull(c.endsAt), gt(c.endsAt, now)),
      );
    case 'active':
      return and(
        eq(c.isActive, true),
        or(isNull(c.startsAt), lte(c.startsAt, now)),
        or(isNull(c.endsAt), gt(c.endsAt, now)),
      );
  }
}

/** A page of codes, newest first, with how many match. */
export async function listCodes(
  db: DbOrTx,
  filter: CodeFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: DiscountCodeWithBrand[]; count: number }> {
  const where = and(
    filter.brandId ? eq(discountCodes.brandId, filter.brandId) : undefined,
    filter.q ? ilike(discountCodes.code, `%${escapeLike(filter.q)}%`) : undefined,
    filter.state ? stateCondition(filter.state, filter.now) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(withBrand)
      .from(discountCodes)
      .leftJoin(brands, eq(brands.id, discountCodes.brandId))
      .where(where)
      .orderBy(desc(discountCodes.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(discountCodes).where(where),
  ]);
  return { rows: rows.map(flatten), count: total[0]?.n ?? 0 };
}

/**
 * Takes one use of the code if it has one left: one conditional statement, so parallel takers
 * are serialised on the row and the last use goes to exactly one of them. The row as it is
 * after the take, or null when none was left.
 */
export async function takeUse(db: DbOrTx, id: string): Promise<DiscountCodeRow | null> {
  const rows = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        or(isNull(discountCodes.maxUses), sql`${discountCodes.uses} < ${discountCodes.maxUses}`),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Gives one use back to the code (its redemption was released in the same transaction). */
export async function giveUseBack(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, id));
}

/** Holds the codes' rows, in id order (the store's lock order: sessions, codes, products). */
export async function lockCodes(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(inArray(discountCodes.id, [...ids]))
    .orderBy(asc(discountCodes.id))
    .for('update');
}

export async function findCodeIdsByCode(db: DbOrTx, code: string): Promise<string[]> {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return rows.map((row) => row.id);
}

/** The customer's uses of a code that count: held by an open checkout or spent (paid). */
export async function customerUses(
  db: DbOrTx,
  codeId: string,
  customer: DiscountCustomer,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.codeId, codeId),
        customer.userId !== null
          ? eq(discountRedemptions.userId, customer.userId)
          : and(
              isNull(discountRedemptions.userId),
              eq(discountRedemptions.guestEmail, customer.guestEmail),
            ),
        inArray(discountRedemptions.status, ['held', 'used']),
        exceptSessionId
          ? sql`${discountRedemptions.checkoutSessionId} <> ${exceptSessionId}`
          : undefined,
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function insertRedemption(
  db: DbOrTx,
  values: {
    codeId: string;
    userId: string | null;
    guestEmail: string | null;
    checkoutSessionId: string;
    amountCents: number;
  },
): Promise<DiscountRedemptionRow> {
  return one(await db.insert(discountRedemptions).values(values).returning());
}

export async function redemptionsOfSessions(
  db: DbOrTx,
  sessionIds: readonly string[],
): Promise<DiscountRedemptionRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(discountRedemptions)
    .where(inArray(discountRedemptions.checkoutSessionId, [...sessionIds]));
}

/**
 * Moves a session's redemption from one status to another; null when it was not in `from`
 * (a second release, or a payment after a release, finds nothing to move).
 */
export async function moveRedemption(
  db: DbOrTx,
  sessionId: string,
  from: DiscountRedemptionRow['status'],
  to: DiscountRedemptionRow['status'],
): Promise<DiscountRedemptionRow | null> {
  const rows = await db
    .update(discountRedemptions)
    .set({ status: to })
    .where(
      and(
        eq(discountRedemptions.checkoutSessionId, sessionId),
        eq(discountRedemptions.status, from),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

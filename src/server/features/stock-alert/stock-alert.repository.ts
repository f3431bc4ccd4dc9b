import { and, asc, desc, eq, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';

import type { ProductSize } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { products } from '../product/product.table';
import { users } from '../user/user.table';
import { stockAlerts, type StockAlertRow } from './stock-alert.table';

export interface NewAlert {
  productId: string;
  size: ProductSize;
  email: string;
  userId: string | null;
  tokenHash: string;
}

/** How long a guest's confirmation link works. */
export const CONFIRM_WITHIN_DAYS = 7;

/** Confirmed already, or asked for within the days a confirmation link works. */
const confirmable = sql`(${stockAlerts.confirmedAt} is not null or ${stockAlerts.created} > now() - make_interval(days => ${CONFIRM_WITHIN_DAYS}))`;

/** The account's email (trimmed, lower-cased), or null when it has none. */
export async function accountEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.email ?? null;
}

/**
 * A member's alert, live and confirmed at once: a live alert for the same product, size and
 * address (a guest's, still unconfirmed) becomes the member's and confirmed. One statement, so
 * two clicks at once make one alert.
 */
export async function upsertConfirmed(db: DbOrTx, alert: NewAlert): Promise<void> {
  await db
    .insert(stockAlerts)
    .values({ ...alert, confirmedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [stockAlerts.productId, stockAlerts.size, stockAlerts.email],
      targetWhere: sql`${stockAlerts.endedAt} is null`,
      set: {
        confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())`,
        userId: sql`coalesce(${stockAlerts.userId}, excluded.user_id)`,
      },
    });
}

/**
 * A guest's alert, waiting for its confirmation. True when it is new; false when a live alert
 * for the same product, size and address was there (then nothing changes, and no mail goes).
 */
export async function insertUnconfirmed(db: DbOrTx, alert: NewAlert): Promise<boolean> {
  // An ask never confirmed in time is over: the address may ask (and be mailed) again.
  await db
    .update(stockAlerts)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.productId, alert.productId),
        eq(stockAlerts.size, alert.size),
        eq(stockAlerts.email, alert.email),
        isNull(stockAlerts.endedAt),
        not(confirmable),
      ),
    );
  const rows = await db
    .insert(stockAlerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/**
 * Confirms the live alert of a link; null when the link names no live alert, or its confirmation
 * came too late.
 */
export async function confirmByToken(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const rows = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())` })
    .where(and(eq(stockAlerts.tokenHash, tokenHash), isNull(stockAlerts.endedAt), confirmable))
    .returning({ id: stockAlerts.id });
  return rows[0]?.id ?? null;
}

/** The address of a link's alert (live or ended), or null when no alert has that link. */
export async function emailByToken(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const rows = await db
    .select({ email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.email ?? null;
}

/** Ends every live alert of an address ("stop these emails"). */
export async function endAllOfEmail(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ endedAt: sql`now()` })
    .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.endedAt)));
}

/** A member's live alerts, newest first, with their products. */
export async function liveOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: stockAlerts.id,
      size: stockAlerts.size,
      created: stockAlerts.created,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.endedAt)))
    .orderBy(desc(stockAlerts.id))
    .limit(200);
}

/** Ends a member's own live alert; false when it is not theirs or not live. */
export async function endOfUser(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ endedAt: sql`now()` })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId), isNull(stockAlerts.endedAt)))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/**
 * Marks the confirmed live alerts of a product due (of one size, or of every size when `size`
 * is null), in the caller's transaction: they are sent only if that transaction commits.
 */
export async function markDue(
  db: DbOrTx,
  productId: string,
  size: ProductSize | null,
): Promise<number> {
  const rows = await db
    .update(stockAlerts)
    .set({ dueAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.productId, productId),
        size === null ? undefined : eq(stockAlerts.size, size),
        isNull(stockAlerts.endedAt),
        isNull(stockAlerts.dueAt),
        isNotNull(stockAlerts.confirmedAt),
      ),
    )
    .returning({ id: stockAlerts.id });
  return rows.length;
}

/** Due, live, and held by no sender (never claimed, or its lease ran out). */
const claimable = () =>
  and(
    isNotNull(stockAlerts.dueAt),
    isNull(stockAlerts.endedAt),
    or(isNull(stockAlerts.leaseUntil), lt(stockAlerts.leaseUntil, sql`now()`)),
  );

/** Due alerts no sender holds now, of products in the shop, oldest first. */
export async function dueIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    // A product taken off the shop keeps its due alerts until it is back (its link would 404).
    .innerJoin(products, and(eq(products.id, stockAlerts.productId), products.isActive))
    .where(claimable())
    .orderBy(asc(stockAlerts.dueAt), asc(stockAlerts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes the right to send one due alert for `leaseMs`, giving it a new link token (the stop
 * link of the mail about to go): only one sender holds it; if that sender dies before it records
 * the send, another may send once the lease has run out. Null when the alert is not due any more
 * or another sender holds it.
 */
export async function claim(
  db: DbOrTx,
  id: string,
  tokenHash: string,
  leaseMs: number,
): Promise<(StockAlertRow & { productName: string; productSlug: string }) | null> {
  const rows = await db
    .update(stockAlerts)
    .set({ tokenHash, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(stockAlerts.id, id), claimable()))
    .returning();
  const row = rows[0];
  if (!row) return null;
  const product = await db
    .select({ name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, row.productId))
    .limit(1);
  if (!product[0]) return null;
  return { ...row, productName: product[0].name, productSlug: product[0].slug };
}

/**
 * Records the mail of a claimed alert and ends it; false when the claim was lost meanwhile (the
 * lease ran out and another sender took it, with a new token).
 */
export async function markSent(db: DbOrTx, id: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ sentAt: sql`now()`, endedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.id, id),
        eq(stockAlerts.tokenHash, tokenHash),
        isNull(stockAlerts.endedAt),
      ),
    )
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

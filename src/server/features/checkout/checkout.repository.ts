import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

import type { CheckoutStatus, PaymentProviderName } from '#shared/checkout/checkout.constants';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { users } from '../user/user.table';
import type { StockLine } from '../product/product-stock.service';
import { checkoutSessions, stockReservations, type CheckoutSessionRow } from './checkout.table';

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export async function insertSession(
  db: DbOrTx,
  values: NewCheckoutSession,
): Promise<CheckoutSessionRow> {
  return one(await db.insert(checkoutSessions).values(values).returning());
}

/** Holds the session row until the transaction ends: every change of state goes through here. */
export async function lockSession(db: DbOrTx, id: string): Promise<CheckoutSessionRow | null> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for('update');
  return rows[0] ?? null;
}

export async function findSessionByProviderRef(
  db: DbOrTx,
  provider: PaymentProviderName,
  providerSessionId: string,
): Promise<CheckoutSessionRow | null> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findSession(db: DbOrTx, id: string): Promise<CheckoutSessionRow | null> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The user's most recent checkout of a cart. */
export async function findLatestSessionOfCart(
  db: DbOrTx,
  userId: string,
  cartId: string,
): Promise<CheckoutSessionRow | null> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.userId, userId)))
    .orderBy(desc(checkoutSessions.id))
    .limit(1);
  return rows[0] ?? null;
}

/** A guest's most recent checkout of its cart (decision 0056); never a member's. */
export async function findLatestGuestSessionOfCart(
  db: DbOrTx,
  cartId: string,
): Promise<CheckoutSessionRow | null> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), isNull(checkoutSessions.userId)))
    .orderBy(desc(checkoutSessions.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Holds the member's user row until the transaction ends, so that two checkouts of one member
 * start one after the other, each seeing what the other committed. FOR NO KEY UPDATE: rows that
 * merely refer to the user (a new cart, a wishlist entry) are not held up by it.
 */
export async function lockMember(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * A guest's lock (decision 0056): what the member's user row is to a member, a transaction-level
 * advisory lock on the typed email is to a guest, so two checkouts with one email run one after
 * the other and the later one sees, and replaces or reuses, the earlier.
 */
export async function lockGuest(db: DbOrTx, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`guest-checkout:${email}`}, 0))`,
  );
}

/** A guest's open sessions by the email given, oldest first (never a member's). */
export function listOpenSessionsOfGuest(db: DbOrTx, email: string) {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        isNull(checkoutSessions.userId),
        eq(checkoutSessions.contactEmail, email),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .orderBy(asc(checkoutSessions.id));
}

/**
 * The member's open sessions, whatever their cart, oldest first. Open sessions are few (they
 * last 30 minutes) and the partial index on open sessions finds them.
 */
export function listOpenSessionsOfMember(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')))
    .orderBy(asc(checkoutSessions.id));
}

export function listOpenSessionsOfCart(db: DbOrTx, cartId: string) {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.status, 'open')))
    .orderBy(asc(checkoutSessions.id));
}

/** Open sessions whose reservation has run out, oldest first. */
export async function listExpiredOpenSessionIds(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, 'open'), lt(checkoutSessions.expiresAt, now)))
    .orderBy(asc(checkoutSessions.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Records the provider's page on a session that is still open; false when it is not. */
export async function setProviderPage(
  db: DbOrTx,
  id: string,
  page: { providerSessionId: string | null; providerUrl: string | null },
): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set(page)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Moves a session from one of `from` to `to`; null when it was in none of them. */
export async function moveSession(
  db: DbOrTx,
  id: string,
  from: readonly CheckoutStatus[],
  to: CheckoutStatus,
  values: Partial<
    Pick<
      CheckoutSessionRow,
      'paymentReference' | 'paidAt' | 'problem' | 'closedAt' | 'providerSessionId'
    >
  > = {},
): Promise<CheckoutSessionRow | null> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: to, ...values })
    .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, [...from])))
    .returning();
  return rows[0] ?? null;
}

export async function insertReservations(
  db: DbOrTx,
  sessionId: string,
  quantities: readonly StockLine[],
  orderedAt: Date | null = null,
): Promise<void> {
  if (quantities.length === 0) return;
  await db.insert(stockReservations).values(
    quantities.map((q) => ({
      sessionId,
      productId: q.productId,
      size: q.size,
      quantity: q.quantity,
      orderedAt,
    })),
  );
}

/**
 * Marks the session's held reservations released and returns what they held. The update only
 * matches rows still held, so a second release (sweeper and cancel racing) finds nothing.
 */
export async function releaseHeldReservations(
  db: DbOrTx,
  sessionId: string,
  at: Date,
): Promise<StockLine[]> {
  return db
    .update(stockReservations)
    .set({ releasedAt: at })
    .where(
      and(
        eq(stockReservations.sessionId, sessionId),
        isNull(stockReservations.releasedAt),
        isNull(stockReservations.orderedAt),
      ),
    )
    .returning({
      productId: stockReservations.productId,
      size: stockReservations.size,
      quantity: stockReservations.quantity,
    });
}

/** Turns the session's held reservations into sold stock; returns how many there were. */
export async function orderHeldReservations(
  db: DbOrTx,
  sessionId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(stockReservations)
    .set({ orderedAt: at })
    .where(
      and(
        eq(stockReservations.sessionId, sessionId),
        isNull(stockReservations.releasedAt),
        isNull(stockReservations.orderedAt),
      ),
    )
    .returning({ id: stockReservations.id });
  return rows.length;
}

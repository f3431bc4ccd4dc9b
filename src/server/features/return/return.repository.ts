import { and, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';

import type { ReturnStatus } from '#shared/return/return.constants';

import type { DbOrTx, Tx } from '../../db/client';
import { orderReturns, type NewOrderReturn, type OrderReturnRow } from './return.table';

export async function insertReturn(tx: Tx, values: NewOrderReturn): Promise<OrderReturnRow> {
  const [row] = await tx.insert(orderReturns).values(values).returning();
  if (!row) throw new Error('The return was not written.');
  return row;
}

/** The refund row of a cancelled item, or null when one already exists (one per item). */
export async function insertCancellation(
  db: DbOrTx,
  values: NewOrderReturn,
): Promise<OrderReturnRow | null> {
  const rows = await db
    .insert(orderReturns)
    .values({ ...values, kind: 'cancellation' })
    .onConflictDoNothing({
      target: orderReturns.orderItemId,
      where: sql`${orderReturns.kind} = 'cancellation'`,
    })
    .returning();
  return rows[0] ?? null;
}

export async function cancellationOf(db: DbOrTx, itemId: string): Promise<OrderReturnRow | null> {
  const rows = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.orderItemId, itemId), eq(orderReturns.kind, 'cancellation')))
    .limit(1);
  return rows[0] ?? null;
}

export async function findReturn(db: DbOrTx, id: string): Promise<OrderReturnRow | null> {
  const rows = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Units of an item already asked back (returns not refused). */
/** The units and money of an item's returns asked for and not refused. */
export async function askedSoFar(
  db: DbOrTx,
  itemId: string,
): Promise<{ units: number; cents: number }> {
  const rows = await db
    .select({
      units: sql<number>`coalesce(sum(${orderReturns.quantity}), 0)::int`,
      cents: sql<number>`coalesce(sum(${orderReturns.amountCents}), 0)::int`,
    })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderItemId, itemId),
        eq(orderReturns.kind, 'return'),
        ne(orderReturns.status, 'refused'),
      ),
    );
  return { units: rows[0]?.units ?? 0, cents: rows[0]?.cents ?? 0 };
}

export async function returnsOfOrder(db: DbOrTx, orderId: string): Promise<OrderReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(orderReturns.id);
}

/** The latest returns, of one brand's items (a merchant) or all (an admin). */
export async function listReturns(
  db: DbOrTx,
  filter: { brandId?: string; status?: ReturnStatus; limit: number },
): Promise<OrderReturnRow[]> {
  const where: SQL[] = [];
  if (filter.brandId) where.push(eq(orderReturns.brandId, filter.brandId));
  if (filter.status) where.push(eq(orderReturns.status, filter.status));
  return db
    .select()
    .from(orderReturns)
    .where(and(...where))
    .orderBy(desc(orderReturns.id))
    .limit(filter.limit);
}

/** Accepts or refuses a requested return; null when it was no longer requested. */
export async function decide(
  db: DbOrTx,
  id: string,
  decision: { status: 'accepted' | 'refused'; by: string; refusalNote?: string },
): Promise<OrderReturnRow | null> {
  const rows = await db
    .update(orderReturns)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: sql`now()`,
      ...(decision.refusalNote !== undefined && { refusalNote: decision.refusalNote }),
    })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'requested')))
    .returning();
  return rows[0] ?? null;
}

/**
 * An accepted return's parcel arrived: it moves to refunding, and when `restock` its units are
 * marked back in stock, in the same statement. Null when it was not accepted any more (another
 * click got there first): the caller then gives no stock back.
 */
export async function markReceived(
  tx: Tx,
  id: string,
  by: string,
  restock: boolean,
): Promise<OrderReturnRow | null> {
  const rows = await tx
    .update(orderReturns)
    .set({
      status: 'refunding',
      receivedBy: by,
      receivedAt: sql`now()`,
      ...(restock && { restockedAt: sql`now()` }),
    })
    .where(
      and(
        eq(orderReturns.id, id),
        eq(orderReturns.status, 'accepted'),
        isNull(orderReturns.restockedAt),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Takes the right to ask the provider for a pending refund, for `leaseMs`: only one server at a
 * time asks; if it dies while asking, another may ask again (same idempotency key) once the
 * lease has run out. Null when the refund is not pending or another server holds it.
 */
export async function claimRefund(
  db: DbOrTx,
  id: string,
  leaseMs: number,
): Promise<OrderReturnRow | null> {
  const rows = await db
    .update(orderReturns)
    .set({ refundAttemptAt: sql`now()` })
    .where(
      and(
        eq(orderReturns.id, id),
        eq(orderReturns.status, 'refunding'),
        or(
          isNull(orderReturns.refundAttemptAt),
          lt(orderReturns.refundAttemptAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
        ),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Lets the next click or sweep ask again at once (the provider refused or was away). */
export async function releaseClaim(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(orderReturns)
    .set({ refundAttemptAt: null })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'refunding')));
}

/** Records the provider's refund; null when it was already recorded (by a webhook, a retry). */
export async function markRefunded(
  db: DbOrTx,
  id: string,
  providerRefundId: string,
): Promise<OrderReturnRow | null> {
  const rows = await db
    .update(orderReturns)
    .set({ status: 'refunded', providerRefundId, refundedAt: sql`now()` })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'refunding')))
    .returning();
  return rows[0] ?? null;
}

/** Refunds pending with no server asking the provider for them now. */
export async function pendingRefunds(
  db: DbOrTx,
  leaseMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.status, 'refunding'),
        or(
          isNull(orderReturns.refundAttemptAt),
          lt(orderReturns.refundAttemptAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
        ),
      ),
    )
    .orderBy(orderReturns.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function returnsByIds(db: DbOrTx, ids: readonly string[]): Promise<OrderReturnRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.id, [...ids]));
}

/** How many returns wait for a decision: the store's, or one brand's (order_returns_requested_idx). */
export async function countRequested(db: DbOrTx, brandId: string | null): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`count(*)` })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.status, 'requested'),
        brandId === null ? undefined : eq(orderReturns.brandId, brandId),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

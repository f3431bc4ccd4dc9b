import { and, eq, isNull, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from './newsletter.table';

/**
 * Subscribes an email, or re-subscribes one that had unsubscribed.
 * Returns true when the email was not subscribed before.
 */
export async function upsertSubscription(db: DbOrTx, email: string): Promise<boolean> {
  const existing = await db
    .select({ id: newsletterSubscribers.id, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  const row = existing[0];
  if (row && row.unsubscribedAt === null) return false;
  if (row) {
    await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, row.id));
    return true;
  }
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

export async function markUnsubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

export async function isSubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)),
    )
    .limit(1);
  return rows.length > 0;
}

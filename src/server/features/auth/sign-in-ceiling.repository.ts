import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { signInFailures } from './sign-in-ceiling.table';

/**
 * Counts one failed sign-in of the account and answers the count in its window: a window that
 * ended starts again at 1. One statement, so concurrent failures all count.
 */
export async function recordFailure(db: DbOrTx, userId: string, windowMs: number): Promise<number> {
  const [row] = await db
    .insert(signInFailures)
    .values({
      userId,
      count: 1,
      windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: signInFailures.userId,
      set: {
        count: sql`case when ${signInFailures.windowEndsAt} <= now() then 1 else ${signInFailures.count} + 1 end`,
        linkMailedAt: sql`case when ${signInFailures.windowEndsAt} <= now() then null else ${signInFailures.linkMailedAt} end`,
        windowEndsAt: sql`case when ${signInFailures.windowEndsAt} <= now() then excluded.window_ends_at else ${signInFailures.windowEndsAt} end`,
      },
    })
    .returning({ count: signInFailures.count });
  return row?.count ?? 1;
}

/** The failed sign-ins of the account in a window that has not ended. */
export async function failuresOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: signInFailures.count })
    .from(signInFailures)
    .where(and(eq(signInFailures.userId, userId), gt(signInFailures.windowEndsAt, sql`now()`)));
  return row?.count ?? 0;
}

/**
 * Marks the link mailed now, if none was mailed in the last `everyMs`: true for the one caller
 * that may mail it, however many ask at once.
 */
export async function claimLinkMail(db: DbOrTx, userId: string, everyMs: number): Promise<boolean> {
  const rows = await db
    .update(signInFailures)
    .set({ linkMailedAt: sql`now()` })
    .where(
      and(
        eq(signInFailures.userId, userId),
        or(
          isNull(signInFailures.linkMailedAt),
          lte(signInFailures.linkMailedAt, sql`now() - ${everyMs} * interval '1 millisecond'`),
        ),
      ),
    )
    .returning({ userId: signInFailures.userId });
  return rows.length > 0;
}

export async function clearFailures(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.userId, userId));
}

import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../db/client';
import { rateLimits } from '../http/rate-limit.table';

/**
 * Adds one to the counter `key` in the shared rate_limits table and answers the count of the
 * current window (a new window starts once `windowMs` has passed). One statement, so servers
 * counting the same key at once agree.
 */
export async function countInWindow(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

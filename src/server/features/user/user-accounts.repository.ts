import { and, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from './user.table';

/**
 * Replaces a password hash only if it is still `oldHash`, and retires the account's tokens. False
 * when another process changed it first: two servers starting at once rotate a password once.
 */
export async function replacePasswordHash(
  db: DbOrTx,
  id: string,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: newHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)))
    .returning({ id: users.id });
  return rows.length > 0;
}

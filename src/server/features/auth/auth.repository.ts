import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { authTokens, type TokenPurpose } from './auth.table';

export async function insertLinkToken(
  db: DbOrTx,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/**
 * Marks a valid token used and returns its user. Conditional on `used_at is null`, so two
 * concurrent uses of one token cannot both succeed.
 */
export async function consumeLinkToken(
  db: DbOrTx,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<string | null> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Retires every other outstanding token of that purpose for the user. */
export async function retireLinkTokens(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/** Deletes the user's tokens of that purpose that were used or have expired. */
export async function deleteSpentTokens(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        or(isNotNull(authTokens.usedAt), lte(authTokens.expiresAt, sql`now()`)),
      ),
    );
}

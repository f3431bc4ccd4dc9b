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
  lt,
  or,
  sql,
} from 'drizzle-orm';

import { escapeLike } from '#shared/common/text';
import type { Provider, Role, SocialProvider } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { users, type NewUserRow, type UserRow } from './user.table';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

/** The column that holds each social provider's user id. */
const providerIdColumn = {
  Google: users.googleId,
  Facebook: users.facebookId,
} as const satisfies Record<SocialProvider, unknown>;

export async function findUserByProviderId(
  db: DbOrTx,
  provider: SocialProvider,
  providerId: string,
): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(providerIdColumn[provider], providerId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records a provider's user id on an account that has none for that provider yet; provider,
 * role and password stay as they are. Null when the account is gone or already linked.
 */
export async function linkProviderId(
  db: DbOrTx,
  id: string,
  provider: SocialProvider,
  providerId: string,
): Promise<UserRow | null> {
  const column = providerIdColumn[provider];
  const values = provider === 'Google' ? { googleId: providerId } : { facebookId: providerId };
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), isNull(column)))
    .returning();
  return rows[0] ?? null;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return one(rows);
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phoneNumber' | 'role'>>,
): Promise<UserRow | null> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return rows[0] ?? null;
}

/** Sets a new password hash and invalidates every token issued before. */
export async function setPasswordHash(
  db: DbOrTx,
  id: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function setRoleAndPassword(
  db: DbOrTx,
  id: string,
  values: { role: Role; passwordHash: string; provider: Provider },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

/** The dashboard table's filters (decision 0044). */
export interface UserFilter {
  /** Part of the name or email (the users_search_trgm_idx index). */
  q?: string;
  role?: Role;
  verified?: boolean;
}

/** What users_search_trgm_idx indexes: the full name and the email, in one text. */
const searchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.email}, ''))`;

function userWhere(filter: UserFilter) {
  return and(
    filter.q ? ilike(searchText, `%${escapeLike(filter.q)}%`) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.verified === undefined
      ? undefined
      : filter.verified
        ? isNotNull(users.emailVerifiedAt)
        : isNull(users.emailVerifiedAt),
  );
}

export async function listUsers(
  db: DbOrTx,
  page: { offset: number; limit: number },
  filter: UserFilter = {},
): Promise<{ rows: UserRow[]; total: number }> {
  const where = userWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Case-insensitive match on first name, last name, full name or email. */
export async function searchUsers(db: DbOrTx, term: string, limit: number): Promise<UserRow[]> {
  const pattern = `%${escapeLike(term)}%`;
  return db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    )
    .orderBy(desc(users.id))
    .limit(limit);
}

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

/**
 * The account takes the merchant role and its older tokens retire. Only a merchant's invitation
 * calls it, whose link proved the mailbox: the address counts as verified.
 */
export async function makeMerchantAccount(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      role: 'ROLE MERCHANT',
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, id));
}

/**
 * Records that the owner proved the mailbox of `email`, if the account still has that address.
 * Answers the account, or null when it has another address (or is gone).
 */
export async function markEmailVerified(
  db: DbOrTx,
  id: string,
  email: string,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Someone who proved the mailbox takes over an account whose address was never proven: it
 * signs in with their password from now on, no social sign-in stays linked, every token of
 * the holder who never proved the address stops working (decision 0028). Conditional on the
 * address still being unverified, so it never touches an account its owner has proven.
 */
export async function takeOverUnverified(
  db: DbOrTx,
  id: string,
  values: { passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({
      ...values,
      provider: 'Email',
      googleId: null,
      facebookId: null,
      emailVerifiedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning();
  return rows[0] ?? null;
}

/** Retires every token of the account (sign out everywhere); false when there is none. */
export async function endSessions(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Retires every token of these accounts: each must sign in again. */
export async function endSessionsOfAccounts(
  db: DbOrTx,
  ids: readonly string[],
): Promise<{ userIds: string[]; emails: string[] }> {
  if (ids.length === 0) return { userIds: [], emails: [] };
  const rows = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(inArray(users.id, [...ids]))
    .returning({ id: users.id, email: users.email });
  return {
    userIds: rows.map((row) => row.id),
    emails: rows.flatMap((row) => (row.email ? [row.email] : [])),
  };
}

/** These accounts become members again, signed out; their ids. */
export async function makeMemberAccounts(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role: 'ROLE MEMBER', tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(inArray(users.id, [...ids]))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** The CSV export's filter (decision 0046): the table's, up to the export's fence. */
function exportWhere(filter: UserFilter, fence: string) {
  return and(lt(users.id, fence), userWhere(filter));
}

export async function countExportUsers(
  db: DbOrTx,
  filter: UserFilter,
  fence: string,
): Promise<number> {
  const rows = await db.select({ total: count() }).from(users).where(exportWhere(filter, fence));
  return rows[0]?.total ?? 0;
}

/** The next batch of users after `after`, oldest first. */
export async function exportUsersAfter(
  db: DbOrTx,
  filter: UserFilter,
  page: { fence: string; after: string | null; limit: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(exportWhere(filter, page.fence), page.after ? gt(users.id, page.after) : undefined))
    .orderBy(asc(users.id))
    .limit(page.limit);
}

import { and, asc, eq, ne } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { users } from '../user/user.table';
import { addresses, type AddressRow } from './address.table';

export interface AddressValues {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  isDefault: boolean;
}

/** The owner's addresses, oldest first: the first one is the shipping country of the cart. */
export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export async function findOwnedAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | null> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Serialises address writes of one user, so two defaults can never race. */
export async function lockOwner(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function clearDefault(db: DbOrTx, userId: string, exceptId?: string): Promise<void> {
  const owner = eq(addresses.userId, userId);
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(owner, eq(addresses.isDefault, true), exceptId ? ne(addresses.id, exceptId) : undefined),
    );
}

export async function insertAddress(
  db: DbOrTx,
  userId: string,
  values: AddressValues,
): Promise<AddressRow> {
  const rows = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return one(rows);
}

export async function updateOwnedAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  values: AddressValues,
): Promise<AddressRow | null> {
  const rows = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteOwnedAddress(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

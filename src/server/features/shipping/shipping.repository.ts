import { and, asc, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import {
  shippingOptions,
  shippingZones,
  type NewShippingOption,
  type ShippingOptionRow,
  type ShippingZoneRow,
} from './shipping.table';

/** Serialises changes of the zones, so that a country is never put in two zones at once. */
export async function lockZones(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_zones'))`);
}

export function listZones(db: DbOrTx): Promise<ShippingZoneRow[]> {
  return db.select().from(shippingZones).orderBy(asc(shippingZones.id));
}

export function listOptions(db: DbOrTx): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
}

export function listOptionsOfZone(db: DbOrTx, zoneId: string): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.zoneId, zoneId))
    .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
}

export async function countZones(db: DbOrTx): Promise<number> {
  const rows = await db.select({ total: sql<number>`count(*)::int` }).from(shippingZones);
  return rows[0]?.total ?? 0;
}

export async function findZone(db: DbOrTx, id: string): Promise<ShippingZoneRow | null> {
  const rows = await db.select().from(shippingZones).where(eq(shippingZones.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findOption(db: DbOrTx, id: string): Promise<ShippingOptionRow | null> {
  const rows = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertZone(
  db: DbOrTx,
  values: { name: string; countries: string[] },
): Promise<ShippingZoneRow> {
  return one(await db.insert(shippingZones).values(values).returning());
}

export async function updateZone(
  db: DbOrTx,
  id: string,
  values: { name: string; countries: string[] },
): Promise<ShippingZoneRow | null> {
  const rows = await db
    .update(shippingZones)
    .set(values)
    .where(eq(shippingZones.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteZone(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(shippingZones)
    .where(eq(shippingZones.id, id))
    .returning({ id: shippingZones.id });
  return rows.length > 0;
}

export async function insertOption(
  db: DbOrTx,
  values: NewShippingOption,
): Promise<ShippingOptionRow> {
  return one(await db.insert(shippingOptions).values(values).returning());
}

export async function updateOption(
  db: DbOrTx,
  id: string,
  values: Omit<NewShippingOption, 'zoneId'>,
): Promise<ShippingOptionRow | null> {
  const rows = await db
    .update(shippingOptions)
    .set(values)
    .where(eq(shippingOptions.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteOption(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(shippingOptions)
    .where(and(eq(shippingOptions.id, id)))
    .returning({ id: shippingOptions.id });
  return rows.length > 0;
}

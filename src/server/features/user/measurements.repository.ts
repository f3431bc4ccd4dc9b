import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import {
  userMeasurements,
  type NewUserMeasurementsRow,
  type UserMeasurementsRow,
} from './measurements.table';

export async function findMeasurements(
  db: DbOrTx,
  userId: string,
): Promise<UserMeasurementsRow | null> {
  const rows = await db
    .select()
    .from(userMeasurements)
    .where(eq(userMeasurements.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The account's profile becomes exactly these values (created on the first save). */
export async function saveMeasurements(
  db: DbOrTx,
  values: NewUserMeasurementsRow,
): Promise<UserMeasurementsRow> {
  const { userId: _userId, ...changes } = values;
  const rows = await db
    .insert(userMeasurements)
    .values(values)
    .onConflictDoUpdate({
      target: userMeasurements.userId,
      set: { ...changes, updated: new Date() },
    })
    .returning();
  return one(rows);
}

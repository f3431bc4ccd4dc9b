import {
  isCompleteMeasurements,
  MEASUREMENT_KEYS,
  type Measurements,
} from '#shared/user/measurements';
import { MEASUREMENT_MESSAGES } from '#shared/user/measurements.messages';
import type { MeasurementsInput, MeasurementsResponse } from '#shared/user/measurements.schemas';

import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../kernel/actor';
import * as repo from './measurements.repository';
import type { UserMeasurementsRow } from './measurements.table';

/** The profile of an account that saved none yet: every measurement empty, in centimetres. */
const EMPTY: Measurements = {
  unit: 'cm',
  takenAt: null,
  ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, null])) as Record<
    (typeof MEASUREMENT_KEYS)[number],
    null
  >),
};

export function presentMeasurements(row: UserMeasurementsRow | null): Measurements {
  if (!row) return EMPTY;
  const measurements: Measurements = { ...EMPTY, unit: row.unit, takenAt: row.takenAt };
  for (const key of MEASUREMENT_KEYS) measurements[key] = row[key];
  return measurements;
}

function answer(measurements: Measurements): MeasurementsResponse {
  return { measurements, complete: isCompleteMeasurements(measurements) };
}

/**
 * A member's measurements profile (decision 0042). Only ever the caller's own: there is no way
 * to name another account's, so nobody else reads or changes it. Made-to-measure order items
 * keep a copy, read through `ofMember` at checkout.
 */
export function createMeasurementsService({ db }: { db: Db }) {
  return {
    async mine(actor: Actor): Promise<MeasurementsResponse> {
      return answer(presentMeasurements(await repo.findMeasurements(db, actor.id)));
    },

    async save(
      actor: Actor,
      input: MeasurementsInput,
    ): Promise<MeasurementsResponse & { success: true; message: string }> {
      const row = await repo.saveMeasurements(db, {
        userId: actor.id,
        ...input,
        // The day they were saved, unless the member says when they were taken.
        takenAt: input.takenAt ?? new Date().toISOString().slice(0, 10),
      });
      return {
        success: true,
        message: MEASUREMENT_MESSAGES.saved,
        ...answer(presentMeasurements(row)),
      };
    },

    /** A member's profile when every measurement is present; null otherwise (checkout's port). */
    async completeOf(tx: DbOrTx, userId: string): Promise<Measurements | null> {
      const measurements = presentMeasurements(await repo.findMeasurements(tx, userId));
      return isCompleteMeasurements(measurements) ? measurements : null;
    },
  };
}
export type MeasurementsService = ReturnType<typeof createMeasurementsService>;

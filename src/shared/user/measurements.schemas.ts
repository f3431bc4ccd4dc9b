import { z } from 'zod';

import { MEASUREMENT_MESSAGES as M } from './measurements.messages';
import {
  MEASUREMENT_KEYS,
  MEASUREMENT_UNITS,
  measurementRange,
  type MeasurementKey,
} from './measurements';

/** YYYY-MM-DD, a real day. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST_DAY = '1900-01-01';

function isRealDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(text);
}

/** Today in UTC, plus a day: a profile saved just after midnight somewhere east is not "future". */
function latestDay(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const takenAtField = z
  .string({ error: M.takenAtInvalid })
  .max(10, { message: M.takenAtInvalid, abort: true })
  .refine(
    (text) => DAY.test(text) && isRealDay(text) && text >= EARLIEST_DAY && text <= latestDay(),
    M.takenAtInvalid,
  );

const valueField = (key: MeasurementKey) =>
  z
    .number({ error: M.numberInvalid(key) })
    .finite(M.numberInvalid(key))
    .nullish();

const valueFields = Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, valueField(key)])) as {
  [K in MeasurementKey]: ReturnType<typeof valueField>;
};

/**
 * PUT /api/user/measurements: each measurement may be left empty while the profile is being
 * filled in; a number must be within its range in the unit given. Kept to one decimal. Without
 * a date taken, the server records today.
 */
export const MeasurementsInputSchema = z
  .object(
    {
      unit: z.enum(MEASUREMENT_UNITS, { error: M.unitInvalid }),
      takenAt: takenAtField.nullish(),
      ...valueFields,
    },
    { error: M.measurementsRequired },
  )
  .superRefine((input, ctx) => {
    for (const key of MEASUREMENT_KEYS) {
      const value = input[key];
      if (value === null || value === undefined) continue;
      const { min, max } = measurementRange(key, input.unit);
      if (value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: M.outOfRange(key, min, max, input.unit),
          path: [key],
        });
      }
    }
  })
  .transform((input) => ({
    unit: input.unit,
    takenAt: input.takenAt ?? null,
    ...(Object.fromEntries(
      MEASUREMENT_KEYS.map((key) => {
        const value = input[key];
        return [key, value === null || value === undefined ? null : Math.round(value * 10) / 10];
      }),
    ) as Record<MeasurementKey, number | null>),
  }));
export type MeasurementsInput = z.output<typeof MeasurementsInputSchema>;

export const MeasurementsBodySchema = z.object({ measurements: MeasurementsInputSchema });

export const MeasurementsDtoSchema = z.object({
  unit: z.enum(MEASUREMENT_UNITS),
  takenAt: z.string().nullable(),
  ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, z.number().nullable()])) as {
    [K in MeasurementKey]: z.ZodNullable<z.ZodNumber>;
  }),
});

/** GET /api/user/measurements: the caller's own profile (empty before the first save). */
export const MeasurementsResponseSchema = z.object({
  measurements: MeasurementsDtoSchema,
  /** Every measurement present: made to measure can be ordered. */
  complete: z.boolean(),
});
export type MeasurementsResponse = z.infer<typeof MeasurementsResponseSchema>;

export const MeasurementsSavedResponseSchema = MeasurementsResponseSchema.extend({
  success: z.literal(true),
  message: z.string(),
});

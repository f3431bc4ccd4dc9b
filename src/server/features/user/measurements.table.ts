import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import type { MeasurementUnit } from '#shared/user/measurements';

import { createdColumn, updatedColumn } from '../../db/columns';
import { users } from './user.table';

/**
 * A member's measurements profile, one per account (decision 0042). Numbers are kept in the
 * unit the member typed them in; each may be empty while the profile is being filled in.
 */
export const userMeasurements = pgTable(
  'user_measurements',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unit: text('unit').$type<MeasurementUnit>().notNull().default('cm'),
    /** The day the member took them: given, or the day they were saved. */
    takenAt: date('taken_at', { mode: 'string' }).notNull(),
    chest: doublePrecision('chest'),
    waist: doublePrecision('waist'),
    hips: doublePrecision('hips'),
    shoulder: doublePrecision('shoulder'),
    sleeve: doublePrecision('sleeve'),
    neck: doublePrecision('neck'),
    trouserLength: doublePrecision('trouser_length'),
    inseam: doublePrecision('inseam'),
    agbadaLength: doublePrecision('agbada_length'),
    height: doublePrecision('height'),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [check('user_measurements_unit_known', sql`${table.unit} in ('cm', 'in')`)],
);

export type UserMeasurementsRow = typeof userMeasurements.$inferSelect;
export type NewUserMeasurementsRow = typeof userMeasurements.$inferInsert;

import { z } from 'zod';

import { rawMax } from './fields';
import { isUuid } from './text';

/*
 * The optional query parameters of the dashboard's tables (decision 0044): each one is left out
 * when empty, so a screen can send its URL search params as they are, and refused with the
 * field's message when it cannot be read.
 */

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/**
 * The direction a table is sorted in: as asked, else newest first for the date (and the lists
 * with no sort asked) and A to Z, lowest first, for any other column (decision 0048).
 */
export function sortDirOf(sort: string | undefined, dir: SortDir | undefined): SortDir {
  return dir ?? (!sort || sort === 'created' ? 'desc' : 'asc');
}

/** A day as a date input gives it: YYYY-MM-DD. */
export const listDay = (message: string) =>
  z
    .string()
    .max(20, message)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isDay(value), message);

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Optional text, trimmed; empty is left out. */
export const listText = (max: number, message: string) =>
  z
    .string()
    .max(rawMax(max), { message, abort: true })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** One of these values; empty is left out. */
export const listChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .max(20, message)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.enum(values, { error: message }).optional());

/** An id; empty is left out. */
export const listId = (message: string) =>
  z
    .string()
    .max(40, message)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isUuid(value), message);

/** A whole number from 1 to max; empty is left out. */
export const listNumber = (max: number, message: string) =>
  z
    .string()
    .max(12, message)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[0-9]+$/.test(value), message)
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .refine((value) => value === undefined || (value >= 1 && value <= max), message);

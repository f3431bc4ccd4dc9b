import { parseDay, PERIOD_DAYS, type OverviewQuery } from '#shared/overview/overview.schemas';

const DAY_MS = 86_400_000;

/** A period of whole UTC days: [from, to) as instants, `days` long. */
export interface DayRange {
  from: Date;
  to: Date;
  days: number;
}

/** The UTC day an instant falls on, as YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The asked period and the previous one of the same length, in UTC days (decision 0043): a
 * fixed period ends with today; a custom one runs from `from` to `to`, both included (the query
 * schema has checked them).
 */
export function periodsOf(
  query: OverviewQuery,
  now: Date,
): { current: DayRange; previous: DayRange } {
  let current: DayRange;
  if (query.period === 'custom') {
    const from = parseDay(query.from ?? '');
    const last = parseDay(query.to ?? '');
    if (!from || !last) throw new Error('The query schema lets no custom period without dates.');
    const to = new Date(last.getTime() + DAY_MS);
    current = { from, to, days: Math.round((to.getTime() - from.getTime()) / DAY_MS) };
  } else {
    const days = PERIOD_DAYS[query.period];
    const to = new Date(startOfUtcDay(now).getTime() + DAY_MS);
    current = { from: new Date(to.getTime() - days * DAY_MS), to, days };
  }
  const previous = {
    from: new Date(current.from.getTime() - current.days * DAY_MS),
    to: current.from,
    days: current.days,
  };
  return { current, previous };
}

/** Every UTC day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: range.days }, (_, i) =>
    dayOf(new Date(range.from.getTime() + i * DAY_MS)),
  );
}

/** The last day of a range (its `to` is the next day's start). */
export const lastDayOf = (range: DayRange) => dayOf(new Date(range.to.getTime() - DAY_MS));

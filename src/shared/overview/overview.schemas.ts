import { z } from 'zod';

import { OVERVIEW_MESSAGES } from './overview.messages';

/**
 * The overview's periods: today, the last 7, 30 or 90 days (today included), or custom dates.
 * Days are UTC days (decision 0043).
 */
export const OVERVIEW_PERIODS = ['today', '7d', '30d', '90d', 'custom'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = '30d';
/** How many days each fixed period spans. */
export const PERIOD_DAYS: Record<Exclude<OverviewPeriod, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
/** The longest custom period, in days. */
export const MAX_CUSTOM_DAYS = 366;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day as YYYY-MM-DD, or null when the text is not one (2026-02-30 is not). */
export function parseDay(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

const dayText = z.string().max(10, OVERVIEW_MESSAGES.dateInvalid).optional();

/** GET /api/overview's query: `from` and `to` (inclusive) only with period=custom. */
export const OverviewQuerySchema = z
  .object({
    period: z
      .enum(OVERVIEW_PERIODS, { error: OVERVIEW_MESSAGES.periodUnknown })
      .default(DEFAULT_OVERVIEW_PERIOD),
    from: dayText,
    to: dayText,
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') {
      if (query.from !== undefined || query.to !== undefined) {
        ctx.addIssue({ code: 'custom', message: OVERVIEW_MESSAGES.datesNotCustom, path: ['from'] });
      }
      return;
    }
    if (!query.from || !query.to) {
      ctx.addIssue({ code: 'custom', message: OVERVIEW_MESSAGES.datesRequired, path: ['from'] });
      return;
    }
    const from = parseDay(query.from);
    const to = parseDay(query.to);
    if (!from || !to) {
      ctx.addIssue({ code: 'custom', message: OVERVIEW_MESSAGES.dateInvalid, path: ['from'] });
      return;
    }
    if (from > to) {
      ctx.addIssue({ code: 'custom', message: OVERVIEW_MESSAGES.datesOrder, path: ['from'] });
    } else if ((to.getTime() - from.getTime()) / 86_400_000 + 1 > MAX_CUSTOM_DAYS) {
      ctx.addIssue({ code: 'custom', message: OVERVIEW_MESSAGES.datesTooLong, path: ['from'] });
    }
  });
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>;

/** A figure of the period next to the previous period of the same length. */
export const OverviewFigureSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
  /** Percent change from the previous period, one decimal; null when the previous was 0. */
  change: z.number().nullable(),
});
export type OverviewFigure = z.infer<typeof OverviewFigureSchema>;

export const OverviewDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  date: z.string(),
  salesCents: z.number().int(),
  orders: z.number().int(),
});
export type OverviewDay = z.infer<typeof OverviewDaySchema>;

export const OverviewTopProductSchema = z.object({
  /** Null once the product was deleted (the order items keep its name). */
  productId: z.string().nullable(),
  name: z.string(),
  units: z.number().int(),
  salesCents: z.number().int(),
});
export const OverviewTopBrandSchema = z.object({
  /** Null for items of no brand (or of a deleted brand). */
  brandId: z.string().nullable(),
  name: z.string(),
  units: z.number().int(),
  salesCents: z.number().int(),
});
export type OverviewTopProduct = z.infer<typeof OverviewTopProductSchema>;
export type OverviewTopBrand = z.infer<typeof OverviewTopBrandSchema>;

export const OVERVIEW_WAITING_KINDS = [
  'merchantApplications',
  'reviewsToModerate',
  'unreadSupportChats',
  'itemsToShip',
  'returnsToDecide',
] as const;
export type OverviewWaitingKind = (typeof OVERVIEW_WAITING_KINDS)[number];

export const OverviewWaitingSchema = z.object({
  kind: z.enum(OVERVIEW_WAITING_KINDS),
  count: z.number().int(),
  /** The dashboard list behind the figure. */
  path: z.string(),
});
export type OverviewWaiting = z.infer<typeof OverviewWaitingSchema>;

export const OverviewLowStockSchema = z.object({
  threshold: z.number().int(),
  /** How many sizes (and shared stocks) are at or below the mark, of at most 500 listed. */
  count: z.number().int(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string().nullable(),
      quantity: z.number().int(),
    }),
  ),
  path: z.string(),
});

export const OverviewResponseSchema = z.object({
  /** The whole store (an admin) or one brand's items (a merchant). */
  scope: z.enum(['store', 'brand']),
  period: z.enum(OVERVIEW_PERIODS),
  /** The period's first and last UTC days (inclusive), then the previous period's. */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  figures: z.object({
    salesCents: OverviewFigureSchema,
    orders: OverviewFigureSchema,
    averageOrderValueCents: OverviewFigureSchema,
    units: OverviewFigureSchema,
  }),
  /** Every day of the period, oldest first, zero on a day without a sale. */
  days: z.array(OverviewDaySchema),
  topProducts: z.array(OverviewTopProductSchema),
  /** Null for a merchant (one brand). */
  topBrands: z.array(OverviewTopBrandSchema).nullable(),
  lowStock: OverviewLowStockSchema,
  waiting: z.array(OverviewWaitingSchema),
  /** Where the figures' orders are listed. */
  ordersPath: z.string(),
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;

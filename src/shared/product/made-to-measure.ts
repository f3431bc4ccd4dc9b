import type { ProductSize } from '../common/constants';

/*
 * Made to measure (decision 0042): a product may be offered cut to the shopper's measurements.
 * The bag and order line then carries this pseudo-size instead of a size; it takes no stock.
 */

export const MADE_TO_MEASURE_SIZE = 'Made to measure' as const;
export type MadeToMeasureSize = typeof MADE_TO_MEASURE_SIZE;

/** The size of a bag or order line: one of the product's sizes, or made to measure. */
export type LineSize = ProductSize | MadeToMeasureSize;

/**
 * The dashboard's Measurements screen (its DASHBOARD_SCREENS line uses this), here so that the
 * product page links to it without loading the dashboard's table.
 */
export const MEASUREMENTS_SCREEN_PATH = '/dashboard/measurements';

/** The most days a made-to-measure garment may take to make. */
export const MADE_TO_MEASURE_LEAD_DAYS_MAX = 180;

/** A product's made-to-measure offer on the wire: surcharge in dollars; null when not offered. */
export interface MadeToMeasureOffer {
  surcharge: number;
  leadDays: number;
}

export function isMadeToMeasure(line: { size: string }): boolean {
  return line.size === MADE_TO_MEASURE_SIZE;
}

/** The lines that move stock: made-to-measure lines take none and give none back. */
export function stockLines<T extends { size: string }>(
  lines: readonly T[],
): Array<T & { size: ProductSize }> {
  return lines.filter((line): line is T & { size: ProductSize } => !isMadeToMeasure(line));
}

/*
 * The size guides' plain constants and rules, without zod: the product page's first load uses
 * them (the Size & Fit tab and the fit line) and must not pull zod in. size-guide.schemas
 * re-exports them.
 */
import type { ProductSize } from '../common/constants';

/** The columns of a guide, in the order a tailor's chart gives them. */
export const MEASUREMENTS = [
  'chest',
  'waist',
  'hips',
  'shoulder',
  'sleeve',
  'length',
  'height',
] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export const MEASUREMENT_LABELS: Record<Measurement, string> = {
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
  length: 'Garment length',
  height: 'Height',
};

/** A size with no measurement given: the start of a row. */
export const NO_MEASUREMENTS: Readonly<Record<Measurement, null>> = {
  chest: null,
  waist: null,
  hips: null,
  shoulder: null,
  sleeve: null,
  length: null,
  height: null,
};

/** The largest measurement a guide may give, in centimetres. */
export const MEASUREMENT_MAX_CM = 300;
/** The longest "how to measure" text. */
export const HOW_TO_MEASURE_MAX = 2000;
export const CM_PER_INCH = 2.54;

/** One size of a guide: each measurement in cm, or null when the guide does not give it. */
export type SizeGuideRow = { size: ProductSize } & Record<Measurement, number | null>;

/** Where the guide a product shows comes from: its brand, one of its categories, or the store. */
export type SizeGuideSource = 'brand' | 'category' | 'store';

/** The guide the product page shows. */
export interface SizeGuideView {
  source: SizeGuideSource;
  /** The brand's or the category's name; the store's name for the store's own chart. */
  name: string;
  rows: SizeGuideRow[];
  howToMeasure: string;
}

export type LengthUnit = 'cm' | 'in';

/** A length for display: whole or half centimetres; inches to the nearest half. */
export function formatLength(cm: number, unit: LengthUnit): string {
  if (unit === 'cm') return String(Math.round(cm * 2) / 2);
  const inches = Math.round((cm / CM_PER_INCH) * 2) / 2;
  const whole = Math.floor(inches);
  return inches - whole === 0.5 ? `${whole}½` : String(whole);
}

/** The columns any row of the guide gives, in chart order. */
export function columnsOf(rows: readonly SizeGuideRow[]): Measurement[] {
  return MEASUREMENTS.filter((column) => rows.some((row) => row[column] !== null));
}

/** How a review says the garment fits. */
export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];
export type FitCounts = Record<Fit, number>;

export const FIT_LABELS: Record<Fit, string> = {
  small: 'runs small',
  true: 'true to size',
  large: 'runs large',
};

/**
 * The product page's line about fit, over the approved reviews that gave one: the answer most
 * gave ("Most buyers say: true to size (12 reviews)"); when two or three answers share the most,
 * buyers are split between them, in the order small, true, large. Null when no review gave a fit.
 */
export function fitSummary(fit: FitCounts): string | null {
  const total = fit.small + fit.true + fit.large;
  if (total === 0) return null;
  const most = Math.max(fit.small, fit.true, fit.large);
  const top = FITS.filter((answer) => fit[answer] === most).map((answer) => FIT_LABELS[answer]);
  const reviews = `(${total} ${total === 1 ? 'review' : 'reviews'})`;
  if (top.length === 1) return `Most buyers say: ${top[0]} ${reviews}`;
  const listed =
    top.length === 2 ? `${top[0]} and ${top[1]}` : `${top[0]}, ${top[1]} and ${top[2]}`;
  return `Buyers are split between ${listed} ${reviews}`;
}

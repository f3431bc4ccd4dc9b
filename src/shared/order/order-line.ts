import type { LineSize } from '../product/made-to-measure';
import type { Measurements } from '../user/measurements';

/**
 * A line as priced and bought: a snapshot of the product that the cart prices from the
 * database, the checkout shows on the payment page and the order keeps, even when the product
 * goes. Money in integer cents (the unit price).
 */
export interface OrderLine {
  productId: string;
  name: string;
  slug: string;
  imageKey: string | null;
  size: LineSize;
  quantity: number;
  priceCents: number;
  /** A made-to-measure line: the measurements it is cut to and the lead time (decision 0042). */
  madeToMeasure?: MadeToMeasureSnapshot;
}

/** What a made-to-measure line keeps: the buyer's measurements as they were, and the lead time. */
export interface MadeToMeasureSnapshot {
  measurements: Measurements;
  leadDays: number;
}

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
  /**
   * The line's part of the checkout's discount, in cents (decision 0054); absent without one.
   * What the line was paid is priceCents × quantity − discountCents.
   */
  discountCents?: number;
  /** A made-to-measure line: the measurements it is cut to and the lead time (decision 0042). */
  madeToMeasure?: MadeToMeasureSnapshot;
}

/** What a made-to-measure line keeps: the buyer's measurements as they were, and the lead time. */
export interface MadeToMeasureSnapshot {
  measurements: Measurements;
  leadDays: number;
}

/** What a line was paid: its price for the quantity, less its part of any discount. */
export function linePaidCents(line: Pick<OrderLine, 'priceCents' | 'quantity' | 'discountCents'>) {
  return line.priceCents * line.quantity - (line.discountCents ?? 0);
}

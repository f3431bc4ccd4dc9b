import type { CentsLine } from '../cart/cart.rules';

/** How an option charges: a flat fee, plus an amount per item, free from a subtotal (cents). */
export interface ShippingRate {
  flatCents: number;
  perItemCents: number;
  freeFromCents: number | null;
}

/**
 * An option's fee for a bag, in cents: nothing for an empty bag or from the free-from subtotal,
 * otherwise the flat fee plus the per-item amount for each item (counted by quantity).
 */
export function optionFeeCents(rate: ShippingRate, lines: readonly CentsLine[]): number {
  if (lines.length === 0) return 0;
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return feeFor(rate, subtotalCents, quantity);
}

/** {@link optionFeeCents} from a bag's subtotal and item count. */
export function feeFor(rate: ShippingRate, subtotalCents: number, quantity: number): number {
  if (quantity <= 0) return 0;
  if (rate.freeFromCents !== null && subtotalCents >= rate.freeFromCents) return 0;
  return rate.flatCents + rate.perItemCents * quantity;
}

/** Countries are matched as the spec's rule does: case and spaces around ignored. */
export function sameCountry(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

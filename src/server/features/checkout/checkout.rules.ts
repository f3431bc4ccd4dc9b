import { CHECKOUT_HOLD_LIMITS, RESERVATION_MINUTES } from '#shared/checkout/checkout.constants';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { OrderLine } from '#shared/order/order-line';

import type { CheckoutSessionRow } from './checkout.table';

export const RESERVATION_MS = RESERVATION_MINUTES * 60 * 1000;

/**
 * A provider's page stays payable this much longer than the reservation (Stripe wants at least
 * 30 minutes); the sweeper closes it when the reservation ends, and a payment that still slips
 * through is a late payment (decision 0010).
 */
export const PAYMENT_PAGE_GRACE_SECONDS = 60;

/** An open session is reused for the same bag only when it has at least this long left. */
export const REUSE_MIN_REMAINING_MS = 10 * 60 * 1000;

/** True when the session's reservation time is over (the sweeper may not have run yet). */
export function isPastExpiry(session: Pick<CheckoutSessionRow, 'expiresAt'>, now: Date): boolean {
  return session.expiresAt.getTime() <= now.getTime();
}

function lineKey(line: OrderLine): string {
  const measurements = JSON.stringify(line.madeToMeasure ?? null);
  return `${line.productId}|${line.size}|${line.quantity}|${line.priceCents}|${measurements}`;
}

/** Two checkouts of the same bag at the same prices (and the same measurements, if any). */
export function sameLines(a: readonly OrderLine[], b: readonly OrderLine[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(lineKey).sort();
  const right = b.map(lineKey).sort();
  return left.every((key, index) => key === right[index]);
}

/**
 * Why these lines are more than one account may hold in its open checkouts (decision 0029),
 * with the product that is over its cap; null when they are within both caps.
 */
export function holdCapProblem(
  lines: readonly Pick<OrderLine, 'productId' | 'name' | 'quantity'>[],
  limits: { perProduct: number; total: number } = CHECKOUT_HOLD_LIMITS,
): { message: string; productId?: string } | null {
  const perProduct = new Map<string, { name: string; quantity: number }>();
  let total = 0;
  for (const line of lines) {
    const held = perProduct.get(line.productId) ?? { name: line.name, quantity: 0 };
    held.quantity += line.quantity;
    perProduct.set(line.productId, held);
    total += line.quantity;
  }
  for (const [productId, held] of perProduct) {
    if (held.quantity > limits.perProduct) {
      return { message: CHECKOUT_MESSAGES.holdPerProduct(held.name, limits.perProduct), productId };
    }
  }
  if (total > limits.total) return { message: CHECKOUT_MESSAGES.holdTotal(limits.total) };
  return null;
}

import { shippingFeeCents } from '#shared/cart/cart.rules';
import { RESERVATION_MINUTES } from '#shared/checkout/checkout.constants';

import type { CheckoutLine, CheckoutSessionRow } from './checkout.table';

export const RESERVATION_MS = RESERVATION_MINUTES * 60 * 1000;

/**
 * A provider's page stays payable this much longer than the reservation (Stripe wants at least
 * 30 minutes); the sweeper closes it when the reservation ends, and a payment that still slips
 * through is a late payment (decision 0010).
 */
export const PAYMENT_PAGE_GRACE_SECONDS = 60;

/** An open session is reused for the same bag only when it has at least this long left. */
export const REUSE_MIN_REMAINING_MS = 10 * 60 * 1000;

export interface CheckoutAmounts {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * The server's total, in cents throughout: the lines at database prices plus the shipping fee of
 * the shared rule (the cart drawer uses it too, converting its dollars at its edge), decided by
 * the first saved address's country.
 */
export function checkoutAmounts(
  lines: readonly Pick<CheckoutLine, 'priceCents' | 'quantity'>[],
  firstAddressCountry: string | null,
): CheckoutAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = shippingFeeCents(lines, firstAddressCountry);
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

/** True when the session's reservation time is over (the sweeper may not have run yet). */
export function isPastExpiry(session: Pick<CheckoutSessionRow, 'expiresAt'>, now: Date): boolean {
  return session.expiresAt.getTime() <= now.getTime();
}

function lineKey(line: CheckoutLine): string {
  return `${line.productId}|${line.size}|${line.quantity}|${line.priceCents}`;
}

/** Two checkouts of the same bag at the same prices. */
export function sameLines(a: readonly CheckoutLine[], b: readonly CheckoutLine[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(lineKey).sort();
  const right = b.map(lineKey).sort();
  return left.every((key, index) => key === right[index]);
}

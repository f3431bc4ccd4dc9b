import { shippingFee } from '#shared/cart/cart.rules';
import { RESERVATION_MINUTES } from '#shared/checkout/checkout.constants';
import { centsToDollars, dollarsToCents } from '#shared/common/money';

import type { CheckoutLine } from './checkout.table';

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
 * The server's total: the lines at database prices plus the shipping fee of the shared rule
 * (the same function the cart drawer uses), decided by the first saved address's country.
 */
export function checkoutAmounts(
  lines: readonly Pick<CheckoutLine, 'priceCents' | 'quantity'>[],
  firstAddressCountry: string | null,
): CheckoutAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = dollarsToCents(
    shippingFee(
      lines.map((line) => ({ price: centsToDollars(line.priceCents), quantity: line.quantity })),
      firstAddressCountry,
    ),
  );
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

/** The quantity of each product across lines (sizes share one stock), in product id order. */
export function quantitiesByProduct(
  lines: readonly Pick<CheckoutLine, 'productId' | 'quantity'>[],
): Array<{ productId: string; quantity: number }> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  // A fixed order: two checkouts locking the same products never wait on each other in a cycle.
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
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

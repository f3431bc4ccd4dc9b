import { DISCOUNT_CODE_PATTERN, DISCOUNT_LIMITS, type DiscountType } from './discount.constants';
import { DISCOUNT_MESSAGES } from './discount.messages';

/*
 * The money rules of discount codes (decision 0054), in integer cents, shared by the server
 * (which alone prices a discount) and the tests that compute totals by hand.
 *
 * 1. A percentage is taken of the eligible subtotal and rounded half up to the cent:
 *    floor((eligible × percent + 50) / 100). A fixed amount is taken whole.
 * 2. A discount never exceeds the eligible subtotal, and always leaves at least
 *    DISCOUNT_LIMITS.minChargeCents of the bag's items to pay (card providers refuse less).
 * 3. The discount is spread over the eligible lines in proportion to their totals by the largest
 *    remainder: each line gets floor(discount × line / eligible), and the cents left over go one
 *    each to the lines with the largest remainders (the earlier line on a tie). The parts sum to
 *    the discount exactly and no part exceeds its line, so what each line (and so each brand)
 *    was paid adds up to what the shopper paid, to the cent.
 * 4. A refund of some units of a line returns what was paid for them: of a line paid P for Q
 *    units, the first u units returned are worth floor(P × u / Q); each return is the worth of
 *    all units returned so far less what earlier returns already took, so returning every unit
 *    gives back P exactly, and never more.
 */

/** A code as typed: trimmed and in capitals; codes are compared in that form. */
export function normalizeDiscountCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Whether a normalized code has a code's length and characters. */
export function isWellFormedCode(code: string): boolean {
  return (
    code.length >= DISCOUNT_LIMITS.codeMin &&
    code.length <= DISCOUNT_LIMITS.codeMax &&
    DISCOUNT_CODE_PATTERN.test(code)
  );
}

/** Percent of an amount in cents, rounded half up to the cent (rule 1). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * The largest-remainder split of `total` over `weights` (rule 3): whole parts proportional to
 * the weights that sum to `total` exactly. BigInt keeps the products exact for any store's sums.
 */
export function allocateByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight) => {
    const product = bigTotal * BigInt(weight);
    return { whole: Number(product / bigSum), remainder: product % bigSum };
  });
  let left = total - parts.reduce((acc, part) => acc + part.whole, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const shares = parts.map((part) => part.whole);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** What a code takes off a bag (rules 1 and 2), before it is spread over the lines. */
export function discountOf(
  terms: { type: DiscountType; percentOff: number | null; amountOffCents: number | null },
  eligibleCents: number,
  bagCents: number,
): number {
  const raw =
    terms.type === 'percentage'
      ? percentOfCents(eligibleCents, terms.percentOff ?? 0)
      : (terms.amountOffCents ?? 0);
  const cap = Math.min(eligibleCents, Math.max(0, bagCents - DISCOUNT_LIMITS.minChargeCents));
  return Math.max(0, Math.min(raw, cap));
}

/** A code's terms and its state, as the discount feature reads them. */
export interface DiscountTerms {
  code: string;
  type: DiscountType;
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  isActive: boolean;
  /** The brand whose items it applies to; null for the whole store. */
  brandId: string | null;
  brandName: string | null;
}

/** A bag line as priced by the server, with the brand that sells it. */
export interface DiscountLine {
  brandId: string | null;
  priceCents: number;
  quantity: number;
}

export type DiscountOutcome =
  | {
      ok: true;
      discountCents: number;
      /** Each line's part of the discount, in the lines' order (0 for a line not eligible). */
      lineDiscounts: number[];
      subtotalCents: number;
    }
  | { ok: false; message: string };

/**
 * Prices a code against a bag, or says why it cannot be used, in the shopper's words. Checked
 * in this order: switched off, not started, ended, used up, used by this customer, no item it
 * applies to, minimum subtotal (of the items it applies to) not met.
 */
export function priceDiscount(
  terms: DiscountTerms,
  lines: readonly DiscountLine[],
  context: { now: Date; customerUses: number },
): DiscountOutcome {
  const M = DISCOUNT_MESSAGES;
  const refuse = (message: string): DiscountOutcome => ({ ok: false, message });
  if (lines.length === 0) return refuse(M.emptyBag);
  if (!terms.isActive) return refuse(M.inactive);
  if (terms.startsAt && context.now < terms.startsAt) return refuse(M.notStarted(terms.startsAt));
  if (terms.endsAt && context.now >= terms.endsAt) return refuse(M.expired);
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return refuse(M.usedUp);
  if (terms.maxUsesPerCustomer !== null && context.customerUses >= terms.maxUsesPerCustomer) {
    return refuse(M.alreadyUsed);
  }
  const totals = lines.map((line) => line.priceCents * line.quantity);
  const eligible = lines.map((line) => terms.brandId === null || line.brandId === terms.brandId);
  if (!eligible.some(Boolean)) return refuse(M.notForTheseItems(terms.brandName ?? ''));
  const eligibleTotals = totals.map((total, index) => (eligible[index] ? total : 0));
  const eligibleCents = eligibleTotals.reduce((sum, total) => sum + total, 0);
  if (eligibleCents < terms.minSubtotalCents) {
    return refuse(
      M.minimumNotMet(
        terms.minSubtotalCents,
        terms.minSubtotalCents - eligibleCents,
        terms.brandId ? terms.brandName : null,
      ),
    );
  }
  const subtotalCents = totals.reduce((sum, total) => sum + total, 0);
  const discountCents = discountOf(terms, eligibleCents, subtotalCents);
  return {
    ok: true,
    discountCents,
    lineDiscounts: allocateByLargestRemainder(discountCents, eligibleTotals),
    subtotalCents,
  };
}

/** What the first `units` of a line paid `paidCents` for `quantity` units are worth (rule 4). */
export function paidForUnits(paidCents: number, quantity: number, units: number): number {
  if (quantity <= 0) return 0;
  return Number((BigInt(paidCents) * BigInt(Math.min(units, quantity))) / BigInt(quantity));
}

/**
 * The refund of `units` more units of a line (rule 4): the worth of every unit returned so far,
 * these included, less what the earlier returns (not refused) already take.
 */
export function refundForUnits(
  line: { paidCents: number; quantity: number },
  earlier: { units: number; cents: number },
  units: number,
): number {
  const worth = paidForUnits(line.paidCents, line.quantity, earlier.units + units);
  return Math.max(0, Math.min(worth - earlier.cents, line.paidCents - earlier.cents));
}

/** Discount codes (decision 0054): their limits, kinds and the one rounding rule's constants. */

/** How a code takes money off: a percentage of the eligible items, or a fixed amount. */
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Where a code stands for the dashboard's filter. */
export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const DISCOUNT_LIMITS = {
  /** A code is 3 to 32 characters of A–Z, 0–9, `-` and `_`, kept in capitals. */
  codeMin: 3,
  codeMax: 32,
  /** The most a fixed amount or a minimum subtotal may be, in dollars. */
  amountMax: 100_000,
  /** The most uses a code may allow, in total or per customer. */
  usesMax: 1_000_000,
  /**
   * What a discounted bag always leaves to pay, in cents: the card providers refuse smaller
   * charges (Stripe's minimum is $0.50), so a discount never takes the items below it.
   */
  minChargeCents: 50,
  /** Codes a dashboard page lists. */
  pageSize: 20,
} as const;

/** The characters a code may hold once trimmed and put in capitals (checked without backtracking). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]+$/;

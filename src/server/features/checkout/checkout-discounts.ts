import type { OrderLine } from '#shared/order/order-line';

import type { Tx } from '../../db/client';

/**
 * Whose uses of a code count: a member's account, or a guest's typed address (decision 0056),
 * lower case. Exactly one of the two is set.
 */
export type DiscountCustomer =
  { userId: string; guestEmail: null } | { userId: null; guestEmail: string };

/**
 * What a checkout needs of discount codes (decision 0054), each call in the checkout's own
 * transaction. The discount feature implements it and is given at wiring, so checkout knows
 * nothing of how codes are kept (and the discount feature nothing of checkouts).
 */
export interface CheckoutDiscounts {
  /**
   * Holds the rows of the codes the member's open checkouts hold uses of, and of `code`: the
   * store's lock order is sessions, codes, products.
   */
  lockFor(tx: Tx, sessionIds: readonly string[], code: string | undefined): Promise<void>;
  /**
   * Takes a use of the code for the checkout and prices it against its lines, or throws the
   * shopper's reason (400 on `discountCode`).
   */
  redeem(
    tx: Tx,
    input: {
      code: string;
      customer: DiscountCustomer;
      sessionId: string;
      lines: readonly OrderLine[];
    },
  ): Promise<{ code: string; discountCents: number; lineDiscounts: number[] }>;
  /** The checkout was cancelled or expired: its use goes back, once. */
  release(tx: Tx, sessionId: string): Promise<void>;
  /**
   * The checkout was paid: its use is spent (taken again after a release, if one is left);
   * the shopper's reason no order can be placed when none is, else null. After a reason the
   * caller rolls back what this call did (a savepoint).
   */
  use(tx: Tx, sessionId: string, customer: DiscountCustomer): Promise<string | null>;
}

/** The use of a checkout's code could not be taken again for a late payment. */
export class DiscountLost extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

import { randomBytes } from 'node:crypto';

import { TEST_PAYMENT_MESSAGES } from '#shared/checkout/checkout.messages';

import type { PaymentProvider, RefundRequest } from '../checkout/payment-provider';

/** Where the built-in test page lives, under the API prefix. */
export const TEST_PAGE_PATH = '/api/payment/test';

/**
 * The offline provider: a hosted page served by this server. Its reference is random and long,
 * so, like a real provider's page, only the shopper who was sent there can open it. Its address
 * (and the addresses it sends the shopper back to) are paths on the store's own origin, so the
 * shopper stays on the origin that holds the session token, whatever PUBLIC_URL says (the Vite
 * dev server, a second host name).
 *
 * Its Pay Now places an order without any money changing hands, so it does so only on an open
 * store (`placesOrders`: local, or PUBLIC_DEMO=true). Elsewhere checkouts are refused before
 * anything is reserved, and its pages confirm nothing (decision 0013).
 */
export type TestProvider = PaymentProvider & {
  /** Every refund made, once per idempotency key (as a real provider keeps them). */
  readonly refunds: ReadonlyArray<RefundRequest & { refundId: string }>;
};

export function createTestProvider(options: { placesOrders: boolean }): TestProvider {
  const refunds: Array<RefundRequest & { refundId: string }> = [];
  return {
    refunds,
    name: 'test',
    refusal: options.placesOrders ? undefined : TEST_PAYMENT_MESSAGES.notSetUp,
    async openPage() {
      const reference = `test_cs_${randomBytes(18).toString('base64url')}`;
      return {
        providerSessionId: reference,
        url: `${TEST_PAGE_PATH}/${reference}`,
      };
    },
    // The page records its payments itself, as a webhook would: nothing to ask.
    async lookup() {
      return null;
    },
    async close() {
      return 'closed';
    },
    // No money moved, so none moves back: the refund is recorded, once per key.
    async refund(request) {
      const made = refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey);
      if (made) return { refundId: made.refundId };
      const refundId = `test_re_${randomBytes(12).toString('base64url')}`;
      refunds.push({ ...request, refundId });
      return { refundId };
    },
  };
}

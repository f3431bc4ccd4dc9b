import { randomBytes } from 'node:crypto';

import type { PaymentProvider } from './payment.provider';

/** Where the built-in test page lives, under the API prefix. */
export const TEST_PAGE_PATH = '/api/payment/test';

/**
 * The offline provider: a hosted page served by this server. Its reference is random and long,
 * so, like a real provider's page, only the shopper who was sent there can open it.
 */
export function createTestProvider(options: { publicUrl: string }): PaymentProvider {
  return {
    name: 'test',
    async openPage() {
      const reference = `test_cs_${randomBytes(18).toString('base64url')}`;
      return {
        providerSessionId: reference,
        url: `${options.publicUrl}${TEST_PAGE_PATH}/${reference}`,
      };
    },
    // The page records its payments itself, as a webhook would: nothing to ask.
    async lookup() {
      return null;
    },
    async close() {
      return 'closed';
    },
  };
}

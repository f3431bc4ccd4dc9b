import { STORAGE_KEYS } from '#shared/common/constants';

import { api } from '../../lib/api-client';
import { createStore, useStore } from '../../lib/create-store';
import { handleError } from '../../lib/handle-error';
import { storage } from '../../lib/storage';

/**
 * "Wait! Don't leave": the shopper left the payment page (or window) without paying. Kept light,
 * without zod, because the shell watches for it on every page.
 */
export const paymentClosedStore = createStore(false);

export const paymentClosed = {
  /**
   * Shows the notice and tells the server the checkout was abandoned, so that its reserved stock
   * goes back at once (nothing is placed; the bag and its cart id stay for a later checkout).
   */
  show(): void {
    paymentClosedStore.set(true);
    const cartId = storage.get(STORAGE_KEYS.cartId);
    if (cartId) void api.post('/checkout/cancel', { cartId }).catch((error) => handleError(error));
  },
  dismiss: () => paymentClosedStore.set(false),
};

export function useIsPaymentClosedShown(): boolean {
  return useStore(paymentClosedStore);
}

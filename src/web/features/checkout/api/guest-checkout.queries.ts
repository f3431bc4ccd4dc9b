import { useMutation } from '@tanstack/react-query';

import { CreateCheckoutResponseSchema } from '#shared/checkout/checkout.schemas';
import type { DeliveryAddressBody } from '#shared/checkout/checkout.schemas';
import {
  GuestOrderPlacedResponseSchema,
  type GuestOrderPlacedResponse,
} from '#shared/checkout/guest-checkout.schemas';

import { api } from '../../../lib/api-client';
import { cart, cartStore } from '../../cart/api/cart-store';

/** What the guest checkout page sends besides the bag (decision 0056). */
export interface GuestCheckoutInput {
  email: string;
  name: string;
  phone: string;
  address: DeliveryAddressBody;
  shippingOptionId?: string;
  discountCode?: string;
}

/** POST /api/checkout/guest with the bag as it is now; the server prices it. */
export function useStartGuestCheckout() {
  return useMutation({
    mutationFn: (input: GuestCheckoutInput) => {
      const { items, total } = cartStore.get();
      return api.post(
        '/checkout/guest',
        {
          ...input,
          cartItems: items,
          total,
          productNames: items.map((item) => item.name),
        },
        CreateCheckoutResponseSchema,
      );
    },
  });
}

const returning = new Map<string, Promise<GuestOrderPlacedResponse>>();

/**
 * POST /api/checkout/guest/return: the order of the guest's paid checkout, asked once per
 * session however often the page runs its effect; a placed order clears the bag.
 */
export function confirmGuestReturnOnce(sessionId: string): Promise<GuestOrderPlacedResponse> {
  const existing = returning.get(sessionId);
  if (existing) return existing;
  const request = api
    .post('/checkout/guest/return', { sessionId }, GuestOrderPlacedResponseSchema)
    .then((answer) => {
      cart.clear();
      return answer;
    });
  returning.set(sessionId, request);
  request.catch(() => returning.delete(sessionId));
  return request;
}

/**
 * POST /api/paystack/verify/guest: a guest's in-browser Paystack payment is checked against the
 * guest's checkout (the cart its checkout answered) before the order exists.
 */
export function verifyGuestPaystack(reference: string, cartId: string) {
  return api.post('/paystack/verify/guest', { reference, cartId }, GuestOrderPlacedResponseSchema);
}

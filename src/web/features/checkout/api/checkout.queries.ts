import { useMutation, useQueryClient } from '@tanstack/react-query';

import { CartAddResponseSchema } from '#shared/cart/cart.schemas';
import {
  CreateCheckoutResponseSchema,
  OrderPlacedResponseSchema,
  type CheckoutContact,
  type CreateCheckoutResponse,
  type DeliveryAddressBody,
  type OrderPlacedResponse,
} from '#shared/checkout/checkout.schemas';
import { STORAGE_KEYS } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';

import { ApiError, api } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { addressKeys } from '../../address/api/address.keys';
import { cart, cartStore, type CartItem } from '../../cart/api/cart-store';

/** The storefront's stored server cart id (`cart_id`), or null. */
export function storedCartId(): string | null {
  return storage.get(STORAGE_KEYS.cartId);
}

/** POST /api/cart/add: a server cart for the bag's lines; its id is kept under `cart_id`. */
async function createServerCart(items: readonly CartItem[]): Promise<string> {
  const { cartId } = await api.post(
    '/cart/add',
    {
      products: items.map((item) => ({
        product: item._id,
        quantity: item.quantity,
        size: item.size,
        price: item.price,
        taxable: item.taxable,
      })),
    },
    CartAddResponseSchema,
  );
  storage.set(STORAGE_KEYS.cartId, cartId);
  return cartId;
}

/**
 * Where to deliver and how, as the checkout sends it: a saved address by id or a typed one (with
 * whether to save it), and the shipping option picked. Empty: the default saved address and the
 * first option.
 */
export interface CheckoutDelivery {
  addressId?: string;
  address?: DeliveryAddressBody;
  saveAddress?: boolean;
  shippingOptionId?: string;
  /** The bag's applied discount code (decision 0054); the server prices it again. */
  discountCode?: string;
}

function createSession(cartId: string, contact: CheckoutContact, delivery: CheckoutDelivery) {
  const { items, total } = cartStore.get();
  return api.post(
    '/stripe/create-checkout-session',
    {
      cartId,
      cartItems: items,
      total,
      productNames: items.map((item) => item.name),
      user: contact,
      ...delivery,
    },
    CreateCheckoutResponseSchema,
  );
}

/**
 * Starts a payment for the bag as it is now: a server cart is created only when no cart id is
 * stored, then the checkout session carries the current lines (the server prices them and keeps
 * the cart in step). A stored cart id the server no longer knows (another account's, or one from
 * an old session) is replaced once by a new cart.
 */
export async function startCheckout(
  contact: CheckoutContact,
  delivery: CheckoutDelivery = {},
): Promise<CreateCheckoutResponse> {
  const { items } = cartStore.get();
  const stored = storedCartId();
  const cartId = stored ?? (await createServerCart(items));
  let session: CreateCheckoutResponse;
  try {
    session = await createSession(cartId, contact, delivery);
  } catch (error) {
    if (!(stored && error instanceof ApiError && error.status === 404)) throw error;
    storage.remove(STORAGE_KEYS.cartId);
    session = await createSession(await createServerCart(items), contact, delivery);
  }
  storage.set(STORAGE_KEYS.cartId, session.cartId);
  return session;
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      contact,
      delivery,
    }: {
      contact: CheckoutContact;
      delivery?: CheckoutDelivery;
    }) => startCheckout(contact, delivery),
    // A typed address may have been added to the book.
    onSuccess: (_session, { delivery }) => {
      if (delivery?.address && delivery.saveAddress !== false) {
        void queryClient.invalidateQueries({ queryKey: addressKeys.list() });
      }
    },
  });
}

/** POST /api/paystack/verify: Paystack's reference is checked before any order exists. */
export function verifyPaystack(reference: string, cartId: string) {
  return api.post('/paystack/verify', { reference, cartId }, OrderPlacedResponseSchema);
}

/** A placed order: the shopper is thanked and the bag (lines, totals, cart id) is cleared. */
export async function placedOrder(
  request: Promise<OrderPlacedResponse>,
): Promise<OrderPlacedResponse> {
  const answer = await request;
  toast.success(MSG.paymentThanks);
  cart.clear();
  return answer;
}

const placing = new Map<string, Promise<OrderPlacedResponse>>();

/**
 * POST /api/order/add {cartId, total}: the order of the cart's paid checkout, then as
 * `placedOrder`. One request per cart id however often it is asked for (React's StrictMode runs
 * effects twice, and the page may be left and opened again meanwhile); a failed request may be
 * asked for again.
 */
export function placeOrderOnce(cartId: string, total: number): Promise<OrderPlacedResponse> {
  const existing = placing.get(cartId);
  if (existing) return existing;
  const request = placedOrder(api.post('/order/add', { cartId, total }, OrderPlacedResponseSchema));
  placing.set(cartId, request);
  request.catch(() => placing.delete(cartId));
  return request;
}

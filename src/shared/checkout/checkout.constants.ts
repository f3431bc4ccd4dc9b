/** A checkout session's life: open until paid, cancelled or expired (see decision 0010). */
export const CHECKOUT_STATUSES = ['open', 'paid', 'cancelled', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Stock reserved by a checkout is held this long, then released. */
export const RESERVATION_MINUTES = 30;

/** The currency of every price in the store ($ on screen). */
export const STORE_CURRENCY = 'usd';

/** Where the payment page sends the shopper back (paths on the store's own address). */
export const CHECKOUT_RETURN = {
  /** After a payment; the page then confirms it with POST /api/order/add. */
  successPath: '/success',
  /** After a cancelled payment page: the storefront shows "Wait! Don't leave". */
  cancelPath: '/?checkout=cancelled',
  /** A guest's return (decision 0056): the page confirms with POST /api/checkout/guest/return. */
  guestSuccessPath: '/checkout/guest/success',
  /** A guest who left the payment page goes back to the guest checkout. */
  guestCancelPath: '/checkout/guest?checkout=cancelled',
} as const;

/**
 * What one account may hold in open checkouts (decision 0029): of one product (its sizes
 * together) and in all. Held stock is out of everyone else's reach for RESERVATION_MINUTES, so a
 * shopper may not take a product's whole stock, or a whole drop, out of the shop by opening a
 * checkout. A larger order (a wedding party's matching outfits) goes through the shop.
 */
export const CHECKOUT_HOLD_LIMITS = {
  perProduct: 10,
  total: 30,
} as const;

/**
 * The head tag that tells the web guest checkout is on (decision 0056): `<meta
 * name="store:guest-checkout" content="on">`, written only when GUEST_CHECKOUT is true.
 */
export const GUEST_CHECKOUT_META = 'store:guest-checkout';

import { PRODUCT_MESSAGES } from '../product/product.messages';

/** What the cart, checkout and order placement answer, in plain words. */
export const CHECKOUT_MESSAGES = {
  /** A guest's bag with a made-to-measure item: it is cut to an account's measurements. */
  guestMadeToMeasure: 'Please sign in to order made to measure: it is cut to your measurements.',
  /** A guest's return that names no guest checkout of ours. */
  guestCheckoutNotFound: 'We could not find that checkout.',
  emptyBag: 'Your bag is empty.',
  tooManyLines: (max: number) => `A bag may hold at most ${max} different items.`,
  quantityMin: 'Quantity must be at least 1.',
  sizeRequired: 'Please select a size.',
  productNotFound: PRODUCT_MESSAGES.notFound,
  productUnavailable: (name: string) => `${name} is no longer available.`,
  sizeUnavailable: (size: string, name: string) => `Size ${size} is not available for ${name}.`,
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
  notEnoughStock: (name: string, left: number) =>
    `Sorry, only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left in stock.`,
  cartNotFound: (id: string) => `Cannot find cart with the id: ${id}.`,
  cartIdRequired: 'Your cart could not be found. Please try again.',
  paymentUnavailable:
    'The payment service is not available right now. Please try again in a moment.',
  holdPerProduct: (name: string, max: number) =>
    `You can check out at most ${max} of ${name} at a time. For a larger order, please contact us.`,
  holdTotal: (max: number) =>
    `You can check out at most ${max} items at a time. For a larger order, please contact us.`,
  addressRequired: 'Please add a delivery address.',
  addressTwice: 'Please choose a saved address or type a new one, not both.',
  checkoutReplaced: 'A newer checkout was started. Please use that one.',
  cancelled: 'Your checkout has been cancelled.',
  tooManyCheckouts: (minutes: number) =>
    `Too many checkouts were started. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,

  orderPlaced: 'Your order has been placed successfully!',
  noCheckout: 'No payment has been started for this cart, so no order has been placed.',
  notPaid: 'We have not received your payment yet, so no order has been placed.',
  checkoutCancelled: 'This checkout was cancelled before it was paid, so no order has been placed.',
  checkoutExpired: 'This checkout expired before it was paid, so no order has been placed.',
  soldOutAfterPayment: (names: string) =>
    `We received your payment, but ${names} sold out after your checkout expired. No order has been placed and your payment will be refunded in full.`,
  amountMismatch: 'The amount paid does not match your order total, so no order has been placed.',
  paymentFailed: 'This payment was not successful, so no order has been placed.',
  referenceUsed: 'This payment reference has already been used for another order.',
  referenceRequired: 'A payment reference is required.',
} as const;

/** What the payment providers' routes answer (webhooks, verification, the test page). */
export const PAYMENT_MESSAGES = {
  badSignature: 'The webhook signature is not valid.',
  stripeOff: 'Stripe payments are not configured.',
  paystackOff: 'Paystack payments are not configured.',
  testOff: 'The test payment page is not in use.',
  pageNotFound: 'This payment page does not exist.',
} as const;

export const TEST_PAYMENT_MESSAGES = {
  /** What a shopper reads when the store's test page may not place orders (decision 0013). */
  notSetUp: 'Card payments are not set up on this store yet.',
} as const;

import { z } from 'zod';

import { checkoutCartItems } from '../cart/cart.schemas';
import { LIMITS } from '../common/constants';
import { emailField, PHONE_PATTERN, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { PAYMENT_PROVIDERS } from './checkout.constants';

/** A cart id sent back by the storefront; anything that is not one of ours is not found. */
export const cartIdField = z
  .string({ error: CHECKOUT_MESSAGES.cartIdRequired })
  .trim()
  .min(1, CHECKOUT_MESSAGES.cartIdRequired);

/** The checkout modal's contact details: name, email and phone. */
export const CheckoutContactSchema = z.object(
  {
    name: requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name'),
    email: emailField,
    phone: z.string({ error: MSG.phoneInvalid }).trim().regex(PHONE_PATTERN, MSG.phoneInvalid),
  },
  { error: MSG.nameRequired },
);
export type CheckoutContact = z.infer<typeof CheckoutContactSchema>;

/**
 * POST /api/stripe/create-checkout-session. `total` and `productNames` are the storefront's and
 * are ignored: the server prices the items and computes shipping itself. Without a cartId a new
 * server cart is made for the items.
 */
export const CreateCheckoutBodySchema = z.object({
  cartId: cartIdField.optional(),
  cartItems: checkoutCartItems,
  total: z.unknown().optional(),
  productNames: z.unknown().optional(),
  user: CheckoutContactSchema,
});
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBodySchema>;

/** What Paystack's in-browser payment needs (amount in kobo). */
export const PaystackSetupSchema = z.object({
  publicKey: z.string(),
  reference: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.literal('NGN'),
  metadata: z.object({ name: z.string(), phone: z.string() }),
});
export type PaystackSetup = z.infer<typeof PaystackSetupSchema>;

export const CreateCheckoutResponseSchema = z.object({
  /** The payment page; null for Paystack, which pays in the browser with `paystack`. */
  url: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  cartId: z.string(),
  subtotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  expiresAt: z.string(),
  paystack: PaystackSetupSchema.optional(),
});
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponseSchema>;

/** POST /api/checkout/cancel */
export const CancelCheckoutBodySchema = z.object({ cartId: cartIdField });

/** POST /api/paystack/verify */
export const PaystackVerifyBodySchema = z.object({
  reference: z
    .string({ error: CHECKOUT_MESSAGES.referenceRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.referenceRequired)
    .max(100, CHECKOUT_MESSAGES.referenceRequired),
  cartId: cartIdField,
});

export const OrderPlacedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: z.object({ _id: z.string() }),
});
export type OrderPlacedResponse = z.infer<typeof OrderPlacedResponseSchema>;

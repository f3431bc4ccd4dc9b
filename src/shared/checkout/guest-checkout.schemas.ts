import { z } from 'zod';

import { checkoutCartItems } from '../cart/cart.schemas';
import { LIMITS } from '../common/constants';
import { emailField, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { optionalPhoneNumberField } from '../common/phone';
import { optionalDiscountCodeField } from '../discount/discount.schemas';
import { shippingOptionIdField } from '../shipping/shipping.schemas';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { DeliveryAddressSchema } from './checkout.schemas';

/**
 * POST /api/checkout/guest (decision 0056, only with GUEST_CHECKOUT): a guest's checkout. The
 * guest's email (the sign-up form's rule), name and phone, the delivery address (the address
 * book's rules and messages), a shipping option offered for its country (else the first) and a
 * discount code. The email is at the top of the body, where the store's per-email limits read
 * it. As for a member, `total` and `productNames` are ignored: the server prices everything.
 */
export const GuestCheckoutBodySchema = z.object({
  email: emailField,
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name'),
  phone: optionalPhoneNumberField,
  cartItems: checkoutCartItems,
  address: z.object(DeliveryAddressSchema.shape, { error: CHECKOUT_MESSAGES.addressRequired }),
  shippingOptionId: shippingOptionIdField.optional(),
  discountCode: optionalDiscountCodeField,
  total: z.unknown().optional(),
  productNames: z.unknown().optional(),
});
export type GuestCheckoutBody = z.infer<typeof GuestCheckoutBodySchema>;

/** What identifies a guest's return: our session id, or the provider's (Stripe's `cs_…`). */
export const GuestReturnBodySchema = z.object({
  sessionId: z
    .string({ error: 'Please give the checkout.' })
    .max(200, 'Please give the checkout.')
    .trim()
    .min(1, 'Please give the checkout.'),
});

/** The order a guest's paid checkout placed: its number and where its link was mailed. */
export const GuestOrderPlacedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: z.object({ number: z.string(), email: z.string() }),
});
export type GuestOrderPlacedResponse = z.infer<typeof GuestOrderPlacedResponseSchema>;

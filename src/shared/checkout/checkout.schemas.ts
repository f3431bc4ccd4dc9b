import { z } from 'zod';

import { AddressAddBodySchema } from '../address/address.schemas';
import { checkoutCartItems } from '../cart/cart.schemas';
import { LIMITS } from '../common/constants';
import { emailField, optionalText, refField, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { optionalPhoneNumberField } from '../common/phone';
import { shippingOptionIdField } from '../shipping/shipping.schemas';
import { optionalDiscountCodeField } from '../discount/discount.schemas';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { PAYMENT_PROVIDERS } from './checkout.constants';

/** A cart id sent back by the storefront; anything that is not one of ours is not found. */
export const cartIdField = refField(CHECKOUT_MESSAGES.cartIdRequired);

/**
 * The checkout modal's contact details: name, email and phone. The spec shows no checks on the
 * modal, and the original client sends the member's profile instead (firstName, lastName, email,
 * phoneNumber or nothing): the name is then taken from the profile and the phone may be missing.
 */
export const CheckoutContactSchema = z
  .object(
    {
      name: requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name').optional(),
      firstName: optionalText(LIMITS.nameMax, 'First Name'),
      lastName: optionalText(LIMITS.nameMax, 'Last Name'),
      email: emailField,
      phone: optionalPhoneNumberField,
      phoneNumber: optionalPhoneNumberField,
    },
    { error: MSG.nameRequired },
  )
  .transform((user, ctx) => {
    const name = user.name ?? `${user.firstName} ${user.lastName}`.trim();
    if (!name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.nameRequired });
      return z.NEVER;
    }
    return { name, email: user.email, phone: user.phone || user.phoneNumber };
  });
export type CheckoutContact = z.infer<typeof CheckoutContactSchema>;

/** A delivery address typed at the checkout: the address book's fields and rules. */
export const DeliveryAddressSchema = AddressAddBodySchema.omit({ isDefault: true });
export type DeliveryAddressBody = z.infer<typeof DeliveryAddressSchema>;

/**
 * The delivery address as an order keeps it: who receives it (the checkout's contact name and
 * phone) and where, as it was when the order was placed.
 */
export const ShippingAddressDtoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
});
export type ShippingAddressDto = z.infer<typeof ShippingAddressDtoSchema>;

/**
 * POST /api/stripe/create-checkout-session. `total` and `productNames` are the storefront's and
 * are ignored: the server prices the items and computes shipping itself. Without a cartId a new
 * server cart is made for the items. Delivery goes to `addressId` (a saved address) or `address`
 * (typed, saved to the book unless saveAddress is false), else to the default saved address;
 * `shippingOptionId` picks an option offered for that country, else the first. `discountCode`
 * takes a use of that code (decision 0054); without it nothing changes for the original client.
 */
export const CreateCheckoutBodySchema = z
  .object({
    cartId: cartIdField.optional(),
    cartItems: checkoutCartItems,
    total: z.unknown().optional(),
    productNames: z.unknown().optional(),
    user: CheckoutContactSchema,
    addressId: refField(CHECKOUT_MESSAGES.addressRequired).optional(),
    address: DeliveryAddressSchema.optional(),
    saveAddress: z.boolean().default(true),
    shippingOptionId: shippingOptionIdField.optional(),
    /** A discount code (decision 0054): the server prices it against the bag. */
    discountCode: optionalDiscountCodeField,
  })
  .refine((body) => !(body.addressId && body.address), {
    message: CHECKOUT_MESSAGES.addressTwice,
    path: ['address'],
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
  /** What the discount code takes off the items (0 without one). */
  discount: z.number().optional(),
  discountCode: z.string().nullable().optional(),
  /** subtotal - discount + shippingFee: what the shopper pays. */
  total: z.number(),
  expiresAt: z.string(),
  /** Where the order will be delivered, and how. */
  shippingAddress: ShippingAddressDtoSchema.nullable().optional(),
  shipping: z
    .object({ optionId: z.string().nullable(), option: z.string(), estimate: z.string() })
    .nullable()
    .optional(),
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

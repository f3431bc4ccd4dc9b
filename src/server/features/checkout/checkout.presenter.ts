import type { CreateCheckoutResponse } from '#shared/checkout/checkout.schemas';
import { centsToDollars } from '#shared/common/money';

import { presentShippingAddress } from '#shared/checkout/shipping-address';

import type { CheckoutSessionRow } from './checkout.table';

/** A started checkout as the storefront reads it: cents until here, dollars on the wire. */
export function presentCheckout(
  session: CheckoutSessionRow,
  url: string | null,
  extra: Pick<CreateCheckoutResponse, 'paystack'> = {},
): CreateCheckoutResponse {
  return {
    url,
    provider: session.provider,
    cartId: session.cartId,
    subtotal: centsToDollars(session.subtotalCents),
    shippingFee: centsToDollars(session.shippingCents),
    // Only with a code, so that the answer to a checkout without one is as it always was.
    ...(session.discountCode && {
      discount: centsToDollars(session.discountCents),
      discountCode: session.discountCode,
    }),
    total: centsToDollars(session.totalCents),
    expiresAt: session.expiresAt.toISOString(),
    shippingAddress: presentShippingAddress(session.shippingAddress, {
      name: session.contactName,
      phone: session.contactPhone,
    }),
    shipping: session.shippingOptionName
      ? {
          optionId: session.shippingOptionId,
          option: session.shippingOptionName,
          estimate: session.shippingEstimate ?? '',
        }
      : null,
    ...extra,
  };
}

import type { CreateCheckoutResponse } from '#shared/checkout/checkout.schemas';
import { centsToDollars } from '#shared/common/money';

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
    total: centsToDollars(session.totalCents),
    expiresAt: session.expiresAt.toISOString(),
    ...extra,
  };
}

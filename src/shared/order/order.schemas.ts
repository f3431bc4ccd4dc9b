import { z } from 'zod';

import { cartIdField } from '../checkout/checkout.schemas';

/** POST /api/order/add: `total` is the storefront's and is ignored (the payment decides). */
export const OrderAddBodySchema = z.object({
  cartId: cartIdField,
  total: z.unknown().optional(),
});
export type OrderAddBody = z.infer<typeof OrderAddBodySchema>;

export { OrderPlacedResponseSchema, type OrderPlacedResponse } from '../checkout/checkout.schemas';

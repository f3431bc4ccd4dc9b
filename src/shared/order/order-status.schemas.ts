import { z } from 'zod';

import { ORDER_ITEM_STATUSES } from '../common/constants';
import { refField } from '../common/fields';
import { ORDER_MESSAGES } from './order.messages';

/**
 * PUT /api/order/status/item/{itemId}. The order and cart ids must be those of the item's order
 * (the server ties them together); the status one of the five.
 */
export const ItemStatusBodySchema = z.object({
  orderId: refField(ORDER_MESSAGES.orderIdRequired),
  cartId: refField(ORDER_MESSAGES.cartIdRequired),
  status: z.enum(ORDER_ITEM_STATUSES, { error: ORDER_MESSAGES.statusInvalid }),
});
export type ItemStatusBody = z.infer<typeof ItemStatusBodySchema>;

export const ItemStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when every item of the order is now cancelled: the order is cancelled. */
  orderCancelled: z.boolean(),
});
export type ItemStatusResponse = z.infer<typeof ItemStatusResponseSchema>;

/** DELETE /api/order/cancel/{id} */
export const CancelOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>;

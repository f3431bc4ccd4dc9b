import { z } from 'zod';

import { ORDER_ITEM_STATUSES } from '../common/constants';
import { optionalText, refField } from '../common/fields';
import { ORDER_MESSAGES } from './order.messages';

/** The longest carrier name and tracking number an item keeps. */
export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 100;

/**
 * PUT /api/order/status/item/{itemId}. The order and cart ids must be those of the item's order
 * (the server ties them together); the status one of the five. With Shipped, the carrier and
 * the tracking number (trimmed, empty when absent): a merchant must give both, an admin may.
 */
export const ItemStatusBodySchema = z.object({
  orderId: refField(ORDER_MESSAGES.orderIdRequired),
  cartId: refField(ORDER_MESSAGES.cartIdRequired),
  status: z.enum(ORDER_ITEM_STATUSES, { error: ORDER_MESSAGES.statusInvalid }),
  carrier: optionalText(CARRIER_MAX, 'Carrier'),
  trackingNumber: optionalText(TRACKING_NUMBER_MAX, 'Tracking number'),
});
/** What a caller sends (carrier and tracking number may be left out). */
export type ItemStatusBody = z.input<typeof ItemStatusBodySchema>;

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

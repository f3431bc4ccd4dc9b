import type { OrderItemStatus } from '#shared/common/constants';

import type { Order, OrderItem } from './api/order.queries';

/** Items that have left the workshop: once one has, the shopper can no longer cancel the order. */
const SENT: readonly OrderItemStatus[] = ['Shipped', 'Delivered'];

/** A shopper may cancel an item of their own only before it is shipped. */
const CANCELLABLE_BY_OWNER: readonly OrderItemStatus[] = ['Not processed', 'Processing'];

/** The status an order card shows: its first item's, or 'Unavailable' without items. */
export function cardStatus(order: Pick<Order, 'products'>): OrderItemStatus | 'Unavailable' {
  return order.products[0]?.status ?? 'Unavailable';
}

/**
 * What can be done to one item (dashboard spec section 2): a Delivered item can be reviewed, a
 * Cancelled one has no actions; otherwise an admin picks any status and the owner may cancel it
 * while it has not been shipped.
 */
export type ItemAction = 'review' | 'set-status' | 'cancel' | 'none';

export function itemAction(item: Pick<OrderItem, 'status'>, isAdmin: boolean): ItemAction {
  if (item.status === 'Delivered') return 'review';
  if (item.status === 'Cancelled') return 'none';
  if (isAdmin) return 'set-status';
  return CANCELLABLE_BY_OWNER.includes(item.status) ? 'cancel' : 'none';
}

/**
 * The whole order can be cancelled while something in it is still live: by an admin at any
 * time, by its owner only while nothing has been shipped.
 */
export function canCancelOrder(order: Pick<Order, 'products'>, isAdmin: boolean): boolean {
  const live = order.products.filter((item) => item.status !== 'Cancelled');
  if (live.length === 0) return false;
  if (isAdmin) return true;
  return !order.products.some((item) => SENT.includes(item.status));
}

import { ROLE_ADMIN, type OrderItemStatus, type Role } from '#shared/common/constants';

import type { Order, OrderDetail, OrderItem } from './api/order.queries';

/** Items that have left the workshop: once one has, the shopper can no longer cancel the order. */
const SENT: readonly OrderItemStatus[] = ['Shipped', 'Delivered'];

/** A shopper may cancel an item of their own only before it is shipped. */
const CANCELLABLE_BY_OWNER: readonly OrderItemStatus[] = ['Not processed', 'Processing'];

/** The status an order card shows: its first item's, or 'Unavailable' without items. */
export function cardStatus(order: Pick<Order, 'products'>): OrderItemStatus | 'Unavailable' {
  return order.products[0]?.status ?? 'Unavailable';
}

/**
 * Who is looking at an order: an admin (every order, whole), its owner, or a merchant who sold
 * part of it (the server sends only its items, and leaves out the shopper's contact).
 */
export type OrderViewer = 'admin' | 'owner' | 'seller';

export function viewerOf(order: Pick<OrderDetail, 'contact'>, role: Role | undefined): OrderViewer {
  if (role === ROLE_ADMIN) return 'admin';
  return order.contact ? 'owner' : 'seller';
}

/**
 * What can be done to one item (dashboard spec section 2): a Delivered item can be reviewed, a
 * Cancelled one has no actions; otherwise an admin picks any status and the owner may cancel it
 * while it has not been shipped. The merchant who sold it ships it (with carrier and tracking
 * number) until it has left, then marks it delivered (issue 23); it never cancels it.
 */
export type ItemAction = 'review' | 'set-status' | 'cancel' | 'ship' | 'deliver' | 'none';

export function itemAction(item: Pick<OrderItem, 'status'>, viewer: OrderViewer): ItemAction {
  if (viewer === 'seller') {
    if (item.status === 'Shipped') return 'deliver';
    return CANCELLABLE_BY_OWNER.includes(item.status) ? 'ship' : 'none';
  }
  if (item.status === 'Delivered') return 'review';
  if (item.status === 'Cancelled') return 'none';
  if (viewer === 'admin') return 'set-status';
  return CANCELLABLE_BY_OWNER.includes(item.status) ? 'cancel' : 'none';
}

/**
 * The whole order can be cancelled while something in it is still live: by an admin at any
 * time, by its owner only while nothing has been shipped, never by a merchant who sold part of it.
 */
export function canCancelOrder(order: Pick<Order, 'products'>, viewer: OrderViewer): boolean {
  if (viewer === 'seller') return false;
  const live = order.products.filter((item) => item.status !== 'Cancelled');
  if (live.length === 0) return false;
  if (viewer === 'admin') return true;
  return !order.products.some((item) => SENT.includes(item.status));
}

/** The lines of a delivery address as a label prints them (empty parts left out). */
export function deliveryLines(to: NonNullable<Order['shippingAddress']>): string[] {
  return [
    to.name,
    to.phone,
    to.address,
    [to.city, to.state, to.zipCode].filter(Boolean).join(', '),
    to.country,
  ].filter(Boolean);
}

/**
 * The rows of an order's money (decision 0054): the subtotal, the discount code's amount taken
 * off when the order carries one, and the shipping. A seller's view already holds what was paid
 * for its items: its part of the discount is told, not taken off again (`includedDiscount`).
 */
export function summaryRows(
  order: Pick<Order, 'total' | 'totalTax' | 'discount' | 'discountCode'>,
  viewer: OrderViewer,
): { rows: Array<{ label: string; value: number }>; includedDiscount: number } {
  const discount = order.discount ?? 0;
  const code = order.discountCode ? ` (${order.discountCode})` : '';
  const isTakenOff = discount > 0 && viewer !== 'seller';
  return {
    rows: [
      { label: 'Subtotal', value: order.total },
      ...(isTakenOff ? [{ label: `Discount${code}`, value: -discount }] : []),
      { label: 'Shipping & Handling', value: order.totalTax },
    ],
    includedDiscount: discount > 0 && !isTakenOff ? discount : 0,
  };
}

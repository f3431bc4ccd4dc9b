import type { OrderItemStatus } from '#shared/common/constants';

import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import type { OrderItemRow, OrderRow } from './order.table';

/** Items of one order that have just moved to one status. */
export interface StatusChange {
  order: OrderRow;
  items: readonly OrderItemRow[];
  status: OrderItemStatus;
}

/**
 * Tells the shopper (the checkout's email, where the confirmation went) which items changed,
 * to what, with a link to the order. Queued on the mail outbox; never throws into the caller.
 */
export function createOrderStatusNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return ({ order, items, status }: StatusChange): void => {
    if (items.length === 0) return;
    deps.mailer.send(
      order.contactEmail,
      templates.orderItemStatus({
        firstName: order.contactName.split(/\s+/)[0] ?? '',
        orderId: order.id,
        status,
        items: items.map((item) => `${item.quantity} × ${item.productName} (size ${item.size})`),
        orderUrl: `${deps.publicUrl}/order/${order.id}`,
      }),
    );
  };
}
export type OrderStatusNotifier = ReturnType<typeof createOrderStatusNotifier>;

import type { OrderItemStatus } from '#shared/common/constants';

import { compose, hello, type MailContent } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { orderPageUrl } from './order.mail';
import type { OrderItemRow, OrderRow } from './order.table';

/** Items of one order that have just moved to one status. */
export interface StatusChange {
  order: OrderRow;
  items: readonly OrderItemRow[];
  status: OrderItemStatus;
}

function orderItemStatus(input: {
  firstName: string;
  /** The number people read ("EKO-10042"). */
  number: string;
  status: OrderItemStatus;
  /** One line per item, already written out ("2 × Agbada (size M)"). */
  items: string[];
  orderUrl: string;
}): MailContent {
  const several = input.items.length > 1;
  const what: Record<OrderItemStatus, [one: string, many: string]> = {
    'Not processed': ['is waiting to be processed', 'are waiting to be processed'],
    Processing: ['is being prepared', 'are being prepared'],
    Shipped: [
      'has been shipped and is on its way to you',
      'have been shipped and are on their way to you',
    ],
    Delivered: ['has been delivered', 'have been delivered'],
    Cancelled: ['has been cancelled', 'have been cancelled'],
  };
  const [one, many] = what[input.status];
  return compose(`Order Update ${input.number}`, hello(input.firstName), {
    paragraphs: [
      `An update on your order ${input.number}: the following ${several ? `items ${many}` : `item ${one}`}.`,
      ...input.items.map((line) => `${line}: ${input.status}`),
      ...(input.status === 'Cancelled'
        ? [
            'If you did not ask for this, or if you have any questions, please contact us. Any stock of a cancelled item has gone back to the shop.',
          ]
        : []),
      ...(input.status === 'Delivered'
        ? ['We hope it fits well. If something is not right, you can ask to return it.']
        : []),
    ],
    action: { label: 'View your order', url: input.orderUrl },
  });
}

/** ", sent with DHL, tracking number 123" for a shipped item that has them. */
function trackingOf(item: OrderItemRow): string {
  if (item.status !== 'Shipped' || !item.carrier || !item.trackingNumber) return '';
  return `, sent with ${item.carrier}, tracking number ${item.trackingNumber}`;
}

/**
 * Tells the shopper (the checkout's email, where the confirmation went) which items changed,
 * to what (shipped ones with their carrier and tracking number), with a link to the order. An
 * item reaches each status once (a conditional move), so a double click mails once. Queued on the mail outbox; never throws into the caller.
 */
export function createOrderStatusNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return ({ order, items, status }: StatusChange): void => {
    if (items.length === 0) return;
    deps.mailer.send(
      order.contactEmail,
      orderItemStatus({
        firstName: order.contactName.split(/\s+/)[0] ?? '',
        number: order.number,
        status,
        items: items.map(
          (item) => `${item.quantity} × ${item.productName} (size ${item.size})${trackingOf(item)}`,
        ),
        orderUrl: orderPageUrl(deps.publicUrl, order),
      }),
    );
  };
}
export type OrderStatusNotifier = ReturnType<typeof createOrderStatusNotifier>;

import { formatCents } from '#shared/common/money';
import { RETURN_WINDOW_DAYS } from '#shared/return/return.constants';

import { compose, hello, type MailContent } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { orderPageUrl } from '../order/order.mail';
import type { OrderItemRow, OrderRow } from '../order/order.table';
import type { OrderReturnRow } from './return.table';

/** A return whose state the shopper is told of, with its order and item. */
export interface ReturnNews {
  kind: 'accepted' | 'refused' | 'refunded';
  row: OrderReturnRow;
  order: OrderRow;
  item: OrderItemRow;
}

function line(news: ReturnNews): string {
  return `${news.row.quantity} × ${news.item.productName} (size ${news.item.size})`;
}

export function returnMail(news: ReturnNews, publicUrl: string): MailContent {
  const { order, row } = news;
  const greeting = hello(order.contactName.split(/\s+/)[0] ?? '');
  const action = { label: 'View your order', url: orderPageUrl(publicUrl, order) };
  switch (news.kind) {
    case 'accepted':
      return compose(`Your return is accepted (order ${order.number})`, greeting, {
        paragraphs: [
          `Your return of ${line(news)} from order ${order.number} is accepted.`,
          `Please send the piece back within ${RETURN_WINDOW_DAYS} days, unworn and with its tags. We refund it as soon as it arrives.`,
        ],
        action,
      });
    case 'refused':
      return compose(`Your return request (order ${order.number})`, greeting, {
        paragraphs: [
          `We are sorry: your return of ${line(news)} from order ${order.number} could not be accepted.`,
          ...(row.refusalNote ? [`The seller's note: ${row.refusalNote}`] : []),
          'If you have any questions, please contact us.',
        ],
        action,
      });
    case 'refunded':
      return compose(
        `Your refund of ${formatCents(row.amountCents)} (order ${order.number})`,
        greeting,
        {
          paragraphs: [
            row.kind === 'cancellation'
              ? `We have refunded ${formatCents(row.amountCents)} for the cancelled ${line(news)} from order ${order.number}.`
              : `Your returned ${line(news)} from order ${order.number} has arrived, and we have refunded ${formatCents(row.amountCents)}.`,
            'The money goes back to the card or account you paid with; your bank may take a few days to show it.',
          ],
          action,
        },
      );
  }
}

/** Mails the shopper (the checkout's address) through the outbox; never throws into the caller. */
export function createReturnNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return (news: ReturnNews): void => {
    deps.mailer.send(news.order.contactEmail, returnMail(news, deps.publicUrl));
  };
}
export type ReturnNotifier = ReturnType<typeof createReturnNotifier>;

import { formatCents } from '#shared/common/money';

import { compose, pageUrl, type MailContent } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { orderShippingAddress } from './order.presenter';
import type { OrderItemRow, OrderRow } from './order.table';

/** The lines of a delivery address as a label would print them (empty parts left out). */
export function addressLines(order: OrderRow): string[] {
  const to = orderShippingAddress(order);
  if (!to) return [order.contactName, order.contactPhone].filter(Boolean);
  return [
    to.name,
    to.phone,
    to.address,
    [to.city, to.state, to.zipCode].filter(Boolean).join(', '),
    to.country,
  ].filter(Boolean);
}

function newSale(input: {
  brandName: string;
  /** The number people read ("EKO-10042"). */
  number: string;
  items: string[];
  total: string;
  shipTo: string[];
  orderUrl: string;
}): MailContent {
  return compose(`New sale ${input.number}`, 'Hello,', {
    paragraphs: [
      `A customer has bought ${input.items.length > 1 ? 'these items' : 'this item'} of ${input.brandName} (order ${input.number}). The payment has been received; please prepare ${input.items.length > 1 ? 'them' : 'it'} for shipping.`,
      ...input.items,
      `Your items: ${input.total}`,
      `Ship to: ${input.shipTo.join(', ')}`,
      'When you hand the parcel to the carrier, mark the items Shipped with the carrier and the tracking number on the order page; the customer is told at once.',
    ],
    action: { label: 'View the order', url: input.orderUrl },
  });
}

/** A merchant's items of one order, and where its mail goes. */
export interface Sale {
  brandName: string;
  emails: readonly string[];
  items: readonly OrderItemRow[];
}

/**
 * The "new sale" mail: to each merchant whose brand sold items of a just-placed order, one mail
 * listing only its items and where to ship them (no other merchant's items, no payment). It
 * follows the order's payment, which happens once, so a merchant gets one mail per sale.
 */
export function createSaleNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return (order: OrderRow, sales: readonly Sale[]): void => {
    for (const sale of sales) {
      if (sale.items.length === 0) continue;
      const content = newSale({
        brandName: sale.brandName,
        number: order.number,
        // What was paid for each item: its part of a discount code already off (decision 0054).
        items: sale.items.map(
          (item) =>
            `${item.quantity} × ${item.productName} (size ${item.size}): ${formatCents(item.totalPriceCents)}${item.discountCents > 0 ? ` (after ${formatCents(item.discountCents)} off with code ${order.discountCode ?? ''})` : ''}`,
        ),
        total: formatCents(sale.items.reduce((sum, item) => sum + item.totalPriceCents, 0)),
        shipTo: addressLines(order),
        orderUrl: pageUrl(deps.publicUrl, 'order', { id: order.id }),
      });
      for (const email of sale.emails) deps.mailer.send(email, content);
    }
  };
}

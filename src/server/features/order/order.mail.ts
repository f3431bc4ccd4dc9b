import { formatCents } from '#shared/common/money';
import type { OrderLine } from '#shared/order/order-line';
import { orderLabel } from '#shared/order/order-number';

import { compose, hello, pageUrl, type MailContent } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';

/** What the confirmation mail tells: order's own words, so any caller can fill it in. */
export interface OrderConfirmation {
  orderId: string;
  /** The number people read ("EKO-10042"); the id stays in the link. */
  number: string;
  contact: { name: string; email: string };
  lines: ReadonlyArray<Pick<OrderLine, 'name' | 'size' | 'quantity' | 'priceCents'>>;
  subtotalCents: number;
  shippingCents: number;
  /** The discount code used and what it took off (decision 0054), or null. */
  discount: { code: string; cents: number } | null;
  totalCents: number;
  /**
   * A guest's order (decision 0056): the token of its link, which the mail carries instead of
   * the account's order page. Never logged, never stored but as its hash.
   */
  guestToken?: string | null;
}

function orderConfirmation(input: {
  firstName: string;
  number: string;
  /** One line per item, already written out ("2 × Agbada (size M): $240.00"). */
  items: string[];
  subtotal: string;
  /** "Discount (WELCOME10): -$12.00", or null without one. */
  discount: string | null;
  shipping: string;
  total: string;
  orderUrl: string;
  isGuest: boolean;
}): MailContent {
  return compose(`Order Confirmation ${input.number}`, hello(input.firstName), {
    paragraphs: [
      'Thank you for your order. We have received your payment and are preparing your items; we will let you know when they ship.',
      orderLabel(input),
      ...input.items,
      `Subtotal: ${input.subtotal}`,
      ...(input.discount ? [input.discount] : []),
      `Shipping & Handling: ${input.shipping}`,
      `Total: ${input.total}`,
      ...(input.isGuest
        ? [
            'You checked out as a guest: the button below shows your order without signing in. Keep this email. You can also look your order up with its number and this email address, and creating an account with this address brings the order into it.',
          ]
        : []),
    ],
    action: { label: 'View your order', url: input.orderUrl },
  });
}

/** The order confirmation: items, totals and a link to /order/{id}, to the checkout's email. */
export function createOrderNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return (order: OrderConfirmation): void => {
    const firstName = order.contact.name.split(/\s+/)[0] ?? '';
    deps.mailer.send(
      order.contact.email,
      orderConfirmation({
        firstName,
        number: order.number,
        items: order.lines.map(
          (line) =>
            `${line.quantity} × ${line.name} (size ${line.size}): ${formatCents(line.priceCents * line.quantity)}`,
        ),
        subtotal: formatCents(order.subtotalCents),
        discount: order.discount
          ? `Discount (${order.discount.code}): -${formatCents(order.discount.cents)}`
          : null,
        shipping: order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents),
        total: formatCents(order.totalCents),
        orderUrl: order.guestToken
          ? pageUrl(deps.publicUrl, 'guestOrder', { token: order.guestToken })
          : pageUrl(deps.publicUrl, 'order', { id: order.orderId }),
        isGuest: Boolean(order.guestToken),
      }),
    );
  };
}

/**
 * Where a mail about an order sends its reader: the account's order page, or for a guest's
 * order no account holds (decision 0056) the lookup page with its number filled in (the
 * link's token is mailed once, with the confirmation, and not kept).
 */
export function orderPageUrl(
  publicUrl: string,
  order: { id: string; number: string; userId: string | null },
): string {
  return order.userId === null
    ? pageUrl(publicUrl, 'orderLookup', {}, { number: order.number })
    : pageUrl(publicUrl, 'order', { id: order.id });
}

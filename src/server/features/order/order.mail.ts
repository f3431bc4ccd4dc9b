import { formatCents } from '#shared/common/money';
import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';

/** What the confirmation mail tells: order's own words, so any caller can fill it in. */
export interface OrderConfirmation {
  orderId: string;
  contact: { name: string; email: string };
  lines: ReadonlyArray<{ name: string; size: string; quantity: number; priceCents: number }>;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/** The order confirmation: items, totals and a link to /order/{id}, to the checkout's email. */
export function createOrderNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return (order: OrderConfirmation): void => {
    const firstName = order.contact.name.split(/\s+/)[0] ?? '';
    deps.mailer.send(
      order.contact.email,
      templates.orderConfirmation({
        firstName,
        orderId: order.orderId,
        items: order.lines.map(
          (line) =>
            `${line.quantity} × ${line.name} (size ${line.size}): ${formatCents(line.priceCents * line.quantity)}`,
        ),
        subtotal: formatCents(order.subtotalCents),
        shipping: order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents),
        total: formatCents(order.totalCents),
        orderUrl: `${deps.publicUrl}/order/${order.orderId}`,
      }),
    );
  };
}

import { formatCents } from '#shared/common/money';
import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import type { PlacedOrder } from '../checkout/checkout.service';

/** The order confirmation: items, totals and a link to /order/{id}, to the checkout's email. */
export function createOrderNotifier(deps: { mailer: Mailer; publicUrl: string }) {
  return ({ orderId, session }: PlacedOrder): void => {
    const firstName = session.contactName.split(/\s+/)[0] ?? '';
    deps.mailer.send(
      session.contactEmail,
      templates.orderConfirmation({
        firstName,
        orderId,
        items: session.items.map(
          (line) =>
            `${line.quantity} × ${line.name} (size ${line.size}): ${formatCents(line.priceCents * line.quantity)}`,
        ),
        subtotal: formatCents(session.subtotalCents),
        shipping: session.shippingCents === 0 ? 'Free' : formatCents(session.shippingCents),
        total: formatCents(session.totalCents),
        orderUrl: `${deps.publicUrl}/order/${orderId}`,
      }),
    );
  };
}

import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import type { PlacedOrder } from '../checkout/checkout.service';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => dollars.format(cents / 100);

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
            `${line.quantity} × ${line.name} (size ${line.size}): ${money(line.priceCents * line.quantity)}`,
        ),
        subtotal: money(session.subtotalCents),
        shipping: session.shippingCents === 0 ? 'Free' : money(session.shippingCents),
        total: money(session.totalCents),
        orderUrl: `${deps.publicUrl}/order/${orderId}`,
      }),
    );
  };
}

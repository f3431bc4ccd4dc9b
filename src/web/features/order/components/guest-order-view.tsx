import { paidSentence } from '#shared/order/order-payment';

import { Breakable } from '../../../components/ui/breakable';
import { formatMoney } from '../../../lib/format';
import type { OrderDetail } from '../api/order.queries';
import { deliveryLines } from '../order.rules';
import { orderedOn } from './order-card';
import { OrderSummary } from './order-summary';

/**
 * A guest's order, read only (decision 0056): its number and date, its items with their
 * status, what was paid and where it goes. Changing it (cancelling, returns) needs an account:
 * creating one with the order's email and confirming the address brings the order into it.
 */
export function GuestOrderView({ order }: { order: OrderDetail }) {
  return (
    <div className="space-y-8">
      <div className="border-b border-line pb-6">
        <p className="text-sm text-ink">
          <span className="font-medium">Order </span>
          <span className="break-all tabular-nums">{order.number}</span>
        </p>
        <p className="mt-1 text-sm text-muted">
          Ordered on <time dateTime={order.created}>{orderedOn(order.created)}</time> ·{' '}
          {paidSentence(order)}
        </p>
      </div>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="guest-order-items" className="min-w-0">
          <h2 id="guest-order-items" className="font-display text-2xl font-semibold">
            Items
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {order.products.map((item) => (
              <li key={item._id} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-4">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">
                    {item.product?.name ?? 'Unavailable item'}
                  </p>
                  <p className="text-sm text-muted">
                    Size {item.size} · Quantity {item.quantity}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="tabular-nums">{formatMoney(item.totalPrice)}</p>
                  <p className="text-muted">{item.status}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <OrderSummary order={order} viewer="owner" />
          {order.shippingAddress ? (
            <section
              aria-labelledby="guest-order-deliver"
              className="border border-line bg-white p-6"
            >
              <h2 id="guest-order-deliver" className="font-display text-2xl font-semibold">
                Delivery Address
              </h2>
              <address className="mt-4 space-y-0.5 text-sm not-italic text-ink">
                {deliveryLines(order.shippingAddress).map((line) => (
                  <p key={line} className="break-words">
                    {line}
                  </p>
                ))}
              </address>
              {order.shipping ? (
                <p className="mt-3 text-sm text-muted">
                  {order.shipping.option}
                  {order.shipping.estimate ? ` · ${order.shipping.estimate}` : ''}
                </p>
              ) : null}
            </section>
          ) : null}
          {order.contact ? (
            <p className="text-sm text-muted">
              Confirmation sent to <Breakable text={order.contact.email} />. Create an account with
              this email and confirm it to keep this order with your others.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

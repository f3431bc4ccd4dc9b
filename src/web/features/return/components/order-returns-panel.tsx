import { useState } from 'react';

import type { OrderDetailDto } from '#shared/order/order-read.schemas';

import { Button } from '../../../components/ui/button';
import { formatDate, formatMoney } from '../../../lib/format';
import { useOrderReturns } from '../api/return.queries';
import { RefundItemButton } from './refund-item-button';
import { ReturnRequestDialog } from './return-request-dialog';
import { ReturnStatusBadge } from './return-status-badge';

type Item = OrderDetailDto['products'][number];

function nameOf(item: Item | undefined): string {
  return item?.product?.name ?? 'this item';
}

/**
 * The order page's returns and refunds: a "Return" for each delivered item still in its return
 * window (the shopper), a "Refund" for each cancelled paid item that never shipped (an admin),
 * and every return of the order with its state. Drawn only when there is something to show.
 */
export function OrderReturnsPanel({
  order,
  isOwnerOrAdmin,
}: {
  order: Pick<OrderDetailDto, '_id' | 'products'>;
  isOwnerOrAdmin: boolean;
}) {
  const answer = useOrderReturns(order._id, isOwnerOrAdmin);
  const [returning, setReturning] = useState<string | null>(null);
  if (!answer.data) return null;
  const { items, returns } = answer.data;
  const byId = new Map(order.products.map((item) => [item._id, item]));
  const returnable = items.filter((item) => item.returnable > 0);
  const refundable = items.filter((item) => item.refundable);
  if (returnable.length === 0 && refundable.length === 0 && returns.length === 0) return null;
  const open = returnable.find((item) => item.itemId === returning);

  return (
    <section aria-labelledby="order-returns-title" className="mt-10 border-t border-line pt-8">
      <h2 id="order-returns-title" className="font-display text-2xl font-semibold">
        Returns &amp; refunds
      </h2>
      {returnable.length + refundable.length > 0 ? (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {returnable.map((item) => (
            <li
              key={item.itemId}
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="text-sm text-ink">
                <span className="font-medium">{nameOf(byId.get(item.itemId))}</span>
                <span className="block text-muted">
                  {item.returnableUntil ? (
                    <>
                      Returnable until{' '}
                      <time dateTime={item.returnableUntil}>
                        {formatDate(item.returnableUntil)}
                      </time>
                    </>
                  ) : null}
                </span>
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setReturning(item.itemId)}
                aria-label={`Return ${nameOf(byId.get(item.itemId))}`}
              >
                Return
              </Button>
            </li>
          ))}
          {refundable.map((item) => {
            const product = byId.get(item.itemId);
            return (
              <li
                key={item.itemId}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm text-ink">
                  <span className="font-medium">{nameOf(product)}</span>
                  <span className="block text-muted">
                    Cancelled before it shipped, not refunded
                  </span>
                </p>
                <RefundItemButton
                  itemId={item.itemId}
                  name={nameOf(product)}
                  amount={product?.totalPrice ?? 0}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {returns.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Returns of this order">
          {returns.map((entry) => (
            <li key={entry._id} className="border border-line bg-white p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-ink">
                  {entry.quantity} × {entry.productName} (size {entry.size})
                </span>
                <ReturnStatusBadge status={entry.status} />
              </div>
              <p className="mt-1 text-muted">
                {entry.kind === 'cancellation' ? 'Cancelled item' : entry.reason} ·{' '}
                {formatMoney(entry.amount)} · asked{' '}
                <time dateTime={entry.created}>{formatDate(entry.created)}</time>
              </p>
              {entry.refusalNote ? (
                <p className="mt-1 text-ink-soft">Seller's note: {entry.refusalNote}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <ReturnRequestDialog
          isOpen
          onClose={() => setReturning(null)}
          itemId={open.itemId}
          name={nameOf(byId.get(open.itemId))}
          returnable={open.returnable}
          until={open.returnableUntil}
        />
      ) : null}
    </section>
  );
}

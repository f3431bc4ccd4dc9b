import { Link, useParams } from 'react-router';

import { MSG } from '#shared/common/messages';
import { paidSentence } from '#shared/order/order-payment';
import { pageLink } from '#shared/site/site-paths';

import { EmptyState } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/format';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useOrder } from '../api/order.queries';
import { PrintSheet, SheetBlock } from '../components/print-sheet';
import { deliveryLines, summaryRows } from '../order.rules';
import { Breakable } from '../../../components/ui/breakable';

/**
 * /order/{id}/receipt: the shopper's printable receipt of an order: the items with their prices,
 * the totals, where it goes and when it was paid (the order is placed when the payment is
 * confirmed). Only for whoever sees the order whole (its owner, an admin).
 */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useHandleQueryError(order.error);

  if (order.isPending) return <PageLoader label="Loading your receipt" />;
  // A merchant's view of a sale is not the shopper's receipt.
  const contact = order.data?.contact;
  if (!order.data || !contact) {
    return (
      <div className="container-page py-16">
        <EmptyState>{MSG.noOrder}</EmptyState>
      </div>
    );
  }
  const receipt = order.data;
  const to = receipt.shippingAddress;
  const totals = summaryRows(receipt, 'owner').rows;

  return (
    <div className="container-page py-10 sm:py-14">
      <PrintSheet
        title="Receipt"
        orderLabel={receipt.number}
        back={
          <Link to={pageLink('order', { id: receipt._id })} className="text-sm underline">
            <span aria-hidden="true">←</span> Back to the order
          </Link>
        }
      >
        <SheetBlock title="Paid">
          <p>{paidSentence(receipt)}</p>
        </SheetBlock>
        <div className="grid gap-2 sm:grid-cols-2">
          <SheetBlock title="Customer">
            <p>{contact.name}</p>
            <p>
              <Breakable text={contact.email} />
            </p>
          </SheetBlock>
          <SheetBlock title="Delivery address">
            {to ? (
              <address className="not-italic">
                {deliveryLines(to).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </address>
            ) : (
              <p>None given</p>
            )}
          </SheetBlock>
        </div>
        <table className="mt-8 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Items bought</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Price
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.products.map((item) => (
              <tr key={item._id} className="border-b border-line">
                <td className="py-3 pr-4">
                  {item.product?.name ?? 'Unavailable item'}
                  <span className="text-muted">
                    {' '}
                    · size {item.size}
                    {item.status === 'Cancelled' ? ' · cancelled' : ''}
                  </span>
                </td>
                <td className="py-3 pr-4 text-right tabular-nums">{item.quantity}</td>
                <td className="py-3 pr-4 text-right tabular-nums">
                  {formatMoney(item.purchasePrice)}
                </td>
                <td className="py-3 text-right tabular-nums">{formatMoney(item.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-6 ml-auto max-w-xs space-y-2 text-sm">
          {totals.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{formatMoney(row.value)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
            <dt>Total paid</dt>
            <dd className="tabular-nums">{formatMoney(receipt.totalWithTax)}</dd>
          </div>
        </dl>
      </PrintSheet>
    </div>
  );
}

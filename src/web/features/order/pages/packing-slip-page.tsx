import { Link, useParams } from 'react-router';

import { MSG } from '#shared/common/messages';
import { pageLink } from '#shared/site/site-paths';

import { EmptyState } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useOrder } from '../api/order.queries';
import { ItemMeasurements } from '../components/item-measurements';
import { PrintSheet, SheetBlock } from '../components/print-sheet';
import { deliveryLines } from '../order.rules';

/**
 * /dashboard/orders/{id}/packing-slip: what goes in the merchant's parcel of one order, to print
 * (the server sends a merchant only its items; an admin gets every item). No prices: the slip
 * travels with the parcel. Cancelled items are left out: they are not sent.
 */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useHandleQueryError(order.error);

  if (order.isPending) return <PageLoader label="Loading the packing slip" />;
  if (!order.data) return <EmptyState>{MSG.noOrder}</EmptyState>;
  const sale = order.data;
  const items = sale.products.filter((item) => item.status !== 'Cancelled');
  const to = sale.shippingAddress;

  return (
    <PrintSheet
      title="Packing Slip"
      orderLabel={sale.number}
      back={
        <Link to={pageLink('order', { id: sale._id })} className="text-sm underline">
          <span aria-hidden="true">←</span> Back to the order
        </Link>
      }
    >
      <p className="mt-1 text-sm text-muted">
        Ordered on <time dateTime={sale.created}>{formatDate(sale.created)}</time>
      </p>
      <SheetBlock title="Ship to">
        {to ? (
          <address className="not-italic">
            {deliveryLines(to).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </address>
        ) : (
          <p>No delivery address was given with this order.</p>
        )}
      </SheetBlock>
      <table className="mt-8 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Items in this parcel</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Size
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id} className="border-b border-line">
              <td className="py-3 pr-4">{item.product?.name ?? 'Unavailable item'}</td>
              <td className="py-3 pr-4">{item.size}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{item.quantity}</td>
              <td className="py-3 text-right" aria-label="Packed: to tick by hand">
                <span aria-hidden="true" className="inline-block h-4 w-4 border border-ink" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.map((item) =>
        item.madeToMeasure ? (
          <SheetBlock
            key={item._id}
            title={`Measurements: ${item.product?.name ?? 'Unavailable item'}`}
          >
            <ItemMeasurements madeToMeasure={item.madeToMeasure} />
          </SheetBlock>
        ) : null,
      )}
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Every item of this order was cancelled.</p>
      ) : null}
    </PrintSheet>
  );
}

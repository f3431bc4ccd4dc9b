import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import type { OrderDetail } from '../api/order.queries';
import { summaryRows, type OrderViewer } from '../order.rules';

/** An order's money as its viewer may see it: the lines, the total, and a seller's discount note. */
export function OrderSummary({ order, viewer }: { order: OrderDetail; viewer: OrderViewer }) {
  const { rows, includedDiscount } = summaryRows(order, viewer);
  return (
    <section aria-labelledby="order-summary-title" className="border border-line bg-cream p-6">
      <h2 id="order-summary-title" className="font-display text-2xl font-semibold">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn('flex justify-between gap-4', row.value < 0 && 'text-success')}
          >
            <dt className={row.value < 0 ? undefined : 'text-ink-soft'}>{row.label}</dt>
            <dd className="tabular-nums">{formatMoney(row.value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(order.totalWithTax)}</dd>
        </div>
      </dl>
      {includedDiscount > 0 ? (
        <p className="mt-3 text-xs text-muted">
          The discount code {order.discountCode} took {formatMoney(includedDiscount)} off these
          items; the amounts above are what was paid for them.
        </p>
      ) : null}
    </section>
  );
}

import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';

interface CheckoutTotalsProps {
  /** Units in the bag and what they cost before any discount. */
  count: number;
  itemsTotal: number;
  /** The code the server priced, and what it takes off (shown only when it takes something). */
  discount?: { code: string; amount: number } | null;
  /** The chosen shipping option's name, once a country shows the options. */
  shippingName?: string | null;
  shippingFee: number;
  total: number;
  className?: string;
}

/** What a checkout will charge, line by line: the member's checkout and a guest's alike. */
export function CheckoutTotals({
  count,
  itemsTotal,
  discount,
  shippingName,
  shippingFee,
  total,
  className,
}: CheckoutTotalsProps) {
  return (
    <dl className={cn('space-y-1.5 text-sm', className)}>
      <div className="flex justify-between">
        <dt className="text-ink-soft">
          {count} {count === 1 ? 'item' : 'items'}
        </dt>
        <dd className="tabular-nums">{formatMoney(itemsTotal)}</dd>
      </div>
      {discount && discount.amount > 0 ? (
        <div className="flex justify-between text-success">
          <dt>Discount ({discount.code})</dt>
          <dd className="tabular-nums">&minus;{formatMoney(discount.amount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-ink-soft">Shipping{shippingName ? ` (${shippingName})` : ''}</dt>
        <dd className="tabular-nums">{shippingFee > 0 ? formatMoney(shippingFee) : 'Free'}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(total)}</dd>
      </div>
    </dl>
  );
}

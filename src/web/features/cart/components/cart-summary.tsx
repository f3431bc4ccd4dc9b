import { FREE_SHIPPING_FROM } from '#shared/cart/cart.rules';
import { round2 } from '#shared/common/money';

import { formatMoney } from '../../../lib/format';
import type { CartState } from '../api/cart-store';
import { useDiscountQuote } from '../api/discount.queries';

/**
 * Subtotal, the discount of an applied code (the server's figure), shipping (Free or the fee)
 * and the total the shopper pays.
 */
export function CartSummary({ state }: { state: CartState }) {
  const { code, quote } = useDiscountQuote();
  const discount = quote?.discount ?? 0;
  const total = round2(state.total - discount);
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-2">
        <div className="flex justify-between">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd className="tabular-nums">{formatMoney(state.cartTotal)}</dd>
        </div>
        {code && discount > 0 ? (
          <div className="flex justify-between text-success">
            <dt>Discount ({code})</dt>
            <dd className="tabular-nums">&minus;{formatMoney(discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="tabular-nums">
            {state.shippingFee > 0 ? formatMoney(state.shippingFee) : 'Free'}
          </dd>
        </div>
      </dl>
      {/* Outside the lists: a <dl> holds only its terms and their definitions. */}
      {state.shippingFee > 0 ? (
        <p className="text-xs text-muted">
          Free shipping from {formatMoney(FREE_SHIPPING_FROM)}, and always to Nigeria and the United
          Kingdom.
        </p>
      ) : null}
      <dl>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(total)}</dd>
        </div>
      </dl>
    </div>
  );
}

import { Link } from 'react-router';

import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { ProductImage } from '../../../components/ui/product-image';
import { cart, quantityLimit, type CartItem } from '../api/cart-store';

/** One line of the bag: thumbnail, name, size, a stepper within the rules, line total, remove. */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const handleQuantity = (quantity: number) => {
    const error = cart.setQuantity(item._id, item.size, quantity);
    if (error) toast.error(error);
  };

  return (
    <li className="flex gap-4 py-5">
      <Link
        to={`/product/${item.slug}`}
        onClick={onNavigate}
        className="w-20 shrink-0"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={item.img} alt="" sizes="80px" width={80} className="w-20" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={`/product/${item.slug}`}
            className="font-display text-lg leading-snug font-semibold text-ink hover:underline"
            onClick={onNavigate}
          >
            {item.name}
          </Link>
          <p className="shrink-0 text-sm font-medium tabular-nums">
            {formatMoney(item.totalPrice)}
          </p>
        </div>
        <p className="text-xs tracking-[0.12em] text-muted uppercase">
          Size {item.size} · {formatMoney(item.price)} each
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={item.quantity}
            max={quantityLimit(item.inventory)}
            onChange={handleQuantity}
            label={`Quantity of ${item.name}, size ${item.size}`}
          />
          <button
            type="button"
            className="text-xs font-medium tracking-[0.12em] text-ink-soft uppercase underline-offset-4 hover:text-ink hover:underline"
            aria-label={`Remove ${item.name}, size ${item.size}`}
            onClick={() => cart.remove(item._id, item.size)}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

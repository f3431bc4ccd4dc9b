import { useId } from 'react';

import type { ProductSize } from '#shared/common/constants';
import { PRODUCT_SHOP_MESSAGES } from '#shared/product/product-shop.messages';
import { SIZE_LOW_STOCK, type SizeQuantity } from '#shared/product/size-stock';

import { cn } from '../../../lib/cn';

interface SizeSelectorProps {
  sizes: readonly string[];
  selected: string | null;
  onSelect: (size: string) => void;
  hasError?: boolean;
  /**
   * Stock per size (decision 0039); empty or left out: one shared stock, and no size is told
   * apart.
   */
  sizeStock?: readonly SizeQuantity[];
}

/** What a size's button says of its stock: sold out, a few left, or nothing. */
function stockNote(sizeStock: readonly SizeQuantity[], size: string) {
  const entry = sizeStock.find((item) => item.size === (size as ProductSize));
  if (!entry) return sizeStock.length > 0 ? PRODUCT_SHOP_MESSAGES.soldOut : null;
  if (entry.quantity <= 0) return PRODUCT_SHOP_MESSAGES.soldOut;
  if (entry.quantity <= SIZE_LOW_STOCK) return PRODUCT_SHOP_MESSAGES.onlyLeft(entry.quantity);
  return null;
}

/**
 * The product's own sizes as toggle buttons; one at a time. A sold-out size stays selectable
 * (so that its back-in-stock alert can be offered) but looks unavailable and says so; a size
 * with a few left says how many.
 */
export function SizeSelector({
  sizes,
  selected,
  onSelect,
  hasError,
  sizeStock = [],
}: SizeSelectorProps) {
  const labelId = useId();
  const selectedNote = selected ? stockNote(sizeStock, selected) : null;
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        Size
        {selected ? (
          <span className="ml-2 font-normal text-muted normal-case">{selected}</span>
        ) : null}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const note = stockNote(sizeStock, size);
          const isSoldOut = note === PRODUCT_SHOP_MESSAGES.soldOut;
          return (
            <li key={size} className="flex flex-col items-center">
              <button
                type="button"
                aria-pressed={size === selected}
                className={cn(
                  'inline-flex h-11 min-w-12 items-center justify-center border px-3 text-sm font-medium transition-colors',
                  size === selected
                    ? 'border-ink bg-ink text-white'
                    : cn(
                        'bg-white text-ink hover:border-ink',
                        hasError ? 'border-danger' : 'border-stone-300',
                      ),
                  isSoldOut && 'border-dashed line-through decoration-1 opacity-70',
                )}
                onClick={() => onSelect(size)}
              >
                {size}
                {note ? <span className="sr-only">{`, ${note}`}</span> : null}
              </button>
              {note ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1 text-[0.65rem] leading-none',
                    isSoldOut ? 'text-muted' : 'text-danger',
                  )}
                >
                  {note}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {selected && selectedNote === PRODUCT_SHOP_MESSAGES.soldOut ? (
        <p role="status" className="mt-3 text-sm text-danger">
          {sizes.some((size) => stockNote(sizeStock, size) !== PRODUCT_SHOP_MESSAGES.soldOut)
            ? PRODUCT_SHOP_MESSAGES.sizeSoldOutChosen(selected)
            : PRODUCT_SHOP_MESSAGES.sizeSoldOut(selected)}
        </p>
      ) : null}
    </div>
  );
}

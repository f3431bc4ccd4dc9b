import { useId } from 'react';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';

import { cn } from '../../../lib/cn';

/**
 * Only products with stock in one size (decision 0039): a size pressed again, or Any, shows
 * every product.
 */
export function SizeFilter({
  size,
  onChange,
}: {
  size: ProductSize | undefined;
  onChange: (size: ProductSize | undefined) => void;
}) {
  const labelId = useId();
  const options: Array<{ value: ProductSize | undefined; label: string }> = [
    { value: undefined, label: 'Any' },
    ...PRODUCT_SIZES.map((value) => ({ value, label: value })),
  ];
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        Size in stock
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {options.map((option) => {
          const isPressed = option.value === size;
          return (
            <li key={option.label}>
              <button
                type="button"
                aria-pressed={isPressed}
                className={cn(
                  'inline-flex h-10 min-w-10 items-center justify-center border px-2 text-xs font-medium transition-colors',
                  isPressed
                    ? 'border-ink bg-ink text-white'
                    : 'border-stone-300 bg-white text-ink hover:border-ink',
                )}
                onClick={() => onChange(isPressed ? undefined : option.value)}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

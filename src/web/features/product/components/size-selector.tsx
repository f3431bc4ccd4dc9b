import { useId } from 'react';

import { cn } from '../../../lib/cn';

interface SizeSelectorProps {
  sizes: readonly string[];
  selected: string | null;
  onSelect: (size: string) => void;
  hasError?: boolean;
  isDisabled?: boolean;
}

/** The product's own sizes as toggle buttons; one at a time. */
export function SizeSelector({
  sizes,
  selected,
  onSelect,
  hasError,
  isDisabled,
}: SizeSelectorProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        Size
        {selected ? (
          <span className="ml-2 font-normal text-muted normal-case">{selected}</span>
        ) : null}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <li key={size}>
            <button
              type="button"
              aria-pressed={size === selected}
              disabled={isDisabled}
              className={cn(
                'inline-flex h-11 min-w-12 items-center justify-center border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:text-stone-400',
                size === selected
                  ? 'border-ink bg-ink text-white'
                  : cn(
                      'bg-white text-ink hover:border-ink',
                      hasError ? 'border-danger' : 'border-stone-300',
                    ),
              )}
              onClick={() => onSelect(size)}
            >
              {size}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

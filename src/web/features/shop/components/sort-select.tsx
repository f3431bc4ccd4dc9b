import { useId } from 'react';

import { SORT_LABELS, SORT_ORDERS, type SortOrder } from '#shared/product/product.constants';

/** Newest First (0), Price High to Low (1), Price Low to High (2). */
export function SortSelect({
  order,
  onChange,
}: {
  order: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  const id = useId();
  return (
    <div className="ml-auto flex items-center gap-3">
      <label
        htmlFor={id}
        className="sr-only text-xs font-medium tracking-[0.14em] whitespace-nowrap text-ink-soft uppercase sm:not-sr-only"
      >
        Sort by
      </label>
      <select
        id={id}
        value={order}
        className="h-10 border border-stone-300 bg-white pr-8 pl-3 text-sm text-ink focus:border-ink"
        onChange={(event) => {
          const next = SORT_ORDERS.find((value) => String(value) === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {SORT_ORDERS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

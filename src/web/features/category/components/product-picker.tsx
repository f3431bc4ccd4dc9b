import { forwardRef, useId, useMemo, useState } from 'react';

import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export interface ProductOption {
  _id: string;
  name: string;
}

interface ProductPickerProps {
  /** Every product that may be picked; undefined while loading. */
  options: ProductOption[] | undefined;
  /** The picked product ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Names of picked products the options may not hold (from the loaded category). */
  knownNames?: ReadonlyMap<string, string>;
}

/**
 * 'Select Products': a multi-select as a filterable list of checkboxes, with the picked products
 * shown above it as removable chips. The ref goes to the filter box, so a form error focuses it.
 */
export const ProductPicker = forwardRef<HTMLInputElement, ProductPickerProps>(
  function ProductPicker({ options, value, onChange, onBlur, error, knownNames }, ref) {
    const id = useId();
    const [filter, setFilter] = useState('');
    const picked = useMemo(() => new Set(value), [value]);
    const names = useMemo(() => {
      const map = new Map(knownNames);
      for (const option of options ?? []) map.set(option._id, option.name);
      return map;
    }, [options, knownNames]);
    const term = filter.trim().toLowerCase();
    const shown = (options ?? []).filter((option) => option.name.toLowerCase().includes(term));

    const toggle = (productId: string, isPicked: boolean) => {
      onChange(isPicked ? [...value, productId] : value.filter((v) => v !== productId));
    };

    return (
      <fieldset
        className="flex min-w-0 flex-col gap-2"
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        aria-invalid={error ? true : undefined}
      >
        <legend className="mb-1.5 text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
          Select Products
        </legend>
        {value.length > 0 ? (
          <ul aria-label="Selected products" className="flex flex-wrap gap-2">
            {value.map((productId) => {
              const name = names.get(productId) ?? 'Unknown product';
              return (
                <li
                  key={productId}
                  className="inline-flex max-w-full items-center gap-1 bg-sand py-1 pl-3 pr-1 text-sm text-ink"
                >
                  <span className="truncate">{name}</span>
                  <button
                    type="button"
                    className="flex size-6 shrink-0 items-center justify-center text-ink-soft hover:bg-white hover:text-ink"
                    aria-label={`Remove ${name}`}
                    onClick={() => toggle(productId, false)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <input
          ref={ref}
          type="search"
          aria-label="Filter products"
          placeholder="Type to filter products"
          autoComplete="off"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onBlur={onBlur}
          className={cn(
            'block h-11 w-full border bg-white px-3.5 text-[15px] text-ink placeholder:text-stone-400 focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo',
            error ? 'border-danger' : 'border-stone-300',
          )}
        />
        <div
          className={cn(
            'max-h-64 overflow-y-auto border bg-white',
            error ? 'border-danger' : 'border-stone-300',
          )}
        >
          {options === undefined ? (
            <div className="flex justify-center py-6 text-muted">
              <Spinner className="size-5" label="Loading products" />
            </div>
          ) : shown.length === 0 ? (
            <p className="px-3.5 py-4 text-sm text-muted">No products match.</p>
          ) : (
            <ul>
              {shown.map((option) => (
                <li key={option._id} className="border-b border-line last:border-b-0">
                  <label className="flex cursor-pointer items-center gap-3 px-3.5 py-2.5 text-sm text-ink hover:bg-sand/60">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-ink"
                      checked={picked.has(option._id)}
                      onChange={(event) => toggle(option._id, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">{option.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p id={`${id}-count`} className="text-xs text-muted">
          {value.length} selected
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  },
);

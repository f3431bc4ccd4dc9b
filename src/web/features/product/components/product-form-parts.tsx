import { useId, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { PRODUCT_SIZES } from '#shared/common/constants';

import { cn } from '../../../lib/cn';

/** The Taxable select: Yes = 1, No = 0 (the default). */
export const TAXABLE_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

/** The first entry of a select list: value 0. */
export const NO_OPTION = { value: '0', label: 'No option selected' } as const;

/** Brand select options, after 'No option selected'. */
export function brandSelectOptions(
  brands: ReadonlyArray<{ _id: string; name: string }> | undefined,
): Array<{ value: string; label: string }> {
  return [NO_OPTION, ...(brands ?? []).map((brand) => ({ value: brand._id, label: brand.name }))];
}

const ALWAYS_BLOCKED = new Set(['e', 'E', '+', '-']);
const DECIMAL_KEYS = new Set(['.', ',']);

/**
 * Number inputs take digits only (no sign, no exponent, and no decimal point where decimals are
 * not allowed); the shared schema still checks whatever is pasted.
 */
export function numberKeyFilter(allowDecimals: boolean) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (ALWAYS_BLOCKED.has(event.key) || (!allowDecimals && DECIMAL_KEYS.has(event.key))) {
      event.preventDefault();
    }
  };
}

/** One checkbox per allowed size, as a labelled group with its first error. */
export function SizesField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
        Sizes
      </legend>
      <div className="flex flex-wrap gap-2">
        {PRODUCT_SIZES.map((size) => (
          <label
            key={size}
            className={cn(
              'relative inline-flex h-10 min-w-12 cursor-pointer items-center justify-center border px-3 text-sm font-medium transition-colors',
              'has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo',
              error ? 'border-danger' : 'border-stone-300 text-ink hover:border-ink',
            )}
          >
            <input type="checkbox" value={size} className="sr-only" {...registration} />
            {size}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

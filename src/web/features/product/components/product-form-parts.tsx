import { useId, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import type { SizeQuantity } from '#shared/product/size-stock';

import { CheckboxField, TextField } from '../../../components/ui/form-fields';
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

/** One size's stock as the form holds it (typed text until the schema reads it). */
export interface SizeStockRow {
  size: ProductSize;
  quantity: string | number;
}

/**
 * The form's stock per size (decision 0039): a row for every size, so that choosing sizes
 * again keeps what was typed; empty is one shared stock. A product's own rows, else none.
 */
export function sizeStockRows(sizeStock: readonly SizeQuantity[] = []): SizeStockRow[] {
  if (sizeStock.length === 0) return [];
  return PRODUCT_SIZES.map((size) => ({
    size,
    quantity: String(sizeStock.find((entry) => entry.size === size)?.quantity ?? 0),
  }));
}

/** The rows of the chosen sizes, as sent; none for a shared stock. */
export function chosenSizeStock<Row extends { size: ProductSize }>(
  rows: readonly Row[] | undefined,
  sizes: readonly string[],
): Row[] {
  return (rows ?? []).filter((row) => sizes.includes(row.size));
}

/** The total of the chosen sizes' rows (what the quantity becomes). */
export function sizeStockTotal(rows: readonly SizeStockRow[], sizes: readonly string[]): number {
  return chosenSizeStock(rows, sizes).reduce((sum, row) => {
    const n = Number(row.quantity);
    return sum + (Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
}

/**
 * The switch between one shared stock (the spec's Quantity field) and a stock per size: a
 * number field for each chosen size, and their total.
 */
export function SizeStockField({
  sizes,
  rows,
  quantity,
  onChange,
  error,
}: {
  /** The sizes chosen in the form. */
  sizes: readonly string[];
  rows: SizeStockRow[];
  /** The shared quantity typed so far: a single size starts from it. */
  quantity: string;
  onChange: (rows: SizeStockRow[]) => void;
  error?: string;
}) {
  const id = useId();
  const isPerSize = rows.length > 0;
  const chosen = PRODUCT_SIZES.filter((size) => sizes.includes(size));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
        Stock
      </legend>
      <CheckboxField
        label="Keep stock per size (the quantity becomes their total)"
        checked={isPerSize}
        onChange={(event) =>
          onChange(
            event.target.checked
              ? PRODUCT_SIZES.map((size) => ({
                  size,
                  quantity: chosen.length === 1 && chosen[0] === size ? quantity || '0' : '0',
                }))
              : [],
          )
        }
      />
      {isPerSize ? (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {chosen.map((size) => (
              <TextField
                key={size}
                label={`Stock in size ${size}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={rows.find((row) => row.size === size)?.quantity ?? '0'}
                onKeyDown={numberKeyFilter(false)}
                onChange={(event) =>
                  onChange(
                    rows.map((row) =>
                      row.size === size ? { ...row, quantity: event.target.value } : row,
                    ),
                  )
                }
              />
            ))}
          </div>
          <p className="text-sm text-ink-soft" aria-live="polite">
            Total in stock:{' '}
            <span className="font-medium tabular-nums">{sizeStockTotal(rows, sizes)}</span>
          </p>
        </>
      ) : (
        <p className="text-xs text-muted">One stock shared by every size (the Quantity above).</p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export interface SwitchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role'
> {
  label: ReactNode;
  /** A short explanation shown as a tooltip beside the label, and read with the switch. */
  tooltip?: string;
  error?: string;
}

/**
 * An on/off switch (a checkbox with the switch role): works with `register` in a form, or
 * controlled with `checked` and `onChange` for a switch that saves at once.
 */
export const SwitchField = forwardRef<HTMLInputElement, SwitchFieldProps>(function SwitchField(
  { label, tooltip, error, className, id, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const tooltipId = `${fieldId}-tooltip`;
  const errorId = `${fieldId}-error`;
  const describedBy = [tooltip ? tooltipId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('group relative flex flex-col gap-1', className)}>
      <div className="flex items-center gap-3">
        <label
          htmlFor={fieldId}
          className={cn(
            'relative inline-flex cursor-pointer items-center gap-3',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            ref={ref}
            id={fieldId}
            type="checkbox"
            role="switch"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="peer sr-only"
            {...rest}
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          <span className="text-sm font-medium text-ink">{label}</span>
        </label>
        {tooltip ? (
          <span
            aria-hidden="true"
            className="flex size-5 cursor-help items-center justify-center rounded-full border border-stone-400 text-[11px] font-semibold text-ink-soft"
          >
            i
          </span>
        ) : null}
      </div>
      {tooltip ? (
        <span
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none invisible absolute left-0 top-full z-10 mt-2 max-w-xs bg-ink px-3 py-2 text-xs leading-5 text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {tooltip}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});

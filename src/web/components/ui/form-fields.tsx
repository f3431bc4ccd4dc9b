import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { cn } from '../../lib/cn';

const CONTROL =
  'block w-full border bg-white px-3.5 text-[15px] text-ink placeholder:text-stone-400 transition-colors focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo disabled:bg-stone-100';

function controlClasses(hasError: boolean, extra?: string): string {
  return cn(CONTROL, hasError ? 'border-danger' : 'border-stone-300', extra);
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label, control, then the first error message under it, tied together for screen readers. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  hideLabel,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={id}
        className={cn(
          'text-xs font-medium uppercase tracking-[0.12em] text-ink-soft',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel, containerClassName, className, id, type = 'text', ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      <input
        ref={ref}
        id={fieldId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={controlClasses(Boolean(error), cn('h-11', className))}
        {...rest}
      />
    </FieldShell>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField({ label, error, hint, containerClassName, className, id, ...rest }, ref) {
    const autoId = useId();
    const fieldId = id ?? autoId;
    const [isVisible, setIsVisible] = useState(false);
    return (
      <FieldShell
        id={fieldId}
        label={label}
        error={error}
        hint={hint}
        className={containerClassName}
      >
        <div className="relative">
          <input
            ref={ref}
            id={fieldId}
            type={isVisible ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(fieldId, error, hint)}
            className={controlClasses(Boolean(error), cn('h-11 pr-16', className))}
            {...rest}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium uppercase tracking-wider text-ink-soft hover:text-ink"
            aria-pressed={isVisible}
            aria-controls={fieldId}
            onClick={() => setIsVisible((v) => !v)}
          >
            {isVisible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      </FieldShell>
    );
  },
);

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField(
    { label, error, hint, containerClassName, className, id, rows = 5, ...rest },
    ref,
  ) {
    const autoId = useId();
    const fieldId = id ?? autoId;
    return (
      <FieldShell
        id={fieldId}
        label={label}
        error={error}
        hint={hint}
        className={containerClassName}
      >
        <textarea
          ref={ref}
          id={fieldId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={controlClasses(Boolean(error), cn('py-2.5', className))}
          {...rest}
        />
      </FieldShell>
    );
  },
);

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  containerClassName?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, options, placeholder, containerClassName, className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} className={containerClassName}>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error)}
        className={controlClasses(Boolean(error), cn('h-11 pr-8', className))}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, error, className, id, ...rest }, ref) {
    const autoId = useId();
    const fieldId = id ?? autoId;
    return (
      <div className={cn('flex flex-col gap-1', className)}>
        <div className="flex items-center gap-3">
          <input
            ref={ref}
            id={fieldId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="size-4 accent-ink"
            {...rest}
          />
          <label htmlFor={fieldId} className="text-sm text-ink-soft">
            {label}
          </label>
        </div>
        {error ? (
          <p id={`${fieldId}-error`} className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);

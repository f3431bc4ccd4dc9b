import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-ink text-white hover:bg-ink-soft disabled:bg-stone-400',
  secondary:
    'border border-ink bg-white text-ink hover:bg-sand disabled:text-stone-400 disabled:border-stone-300',
  ghost: 'text-ink hover:bg-sand disabled:text-stone-400',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-stone-400',
  link: 'text-ink underline underline-offset-4 hover:text-indigo px-0',
};

const SIZES: Record<Size, string> = {
  sm: 'h-9 px-3 text-xs',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-sm',
};

export function buttonClasses(
  variant: Variant = 'primary',
  size: Size = 'md',
  extra?: string,
): string {
  return cn(
    'inline-flex items-center justify-center gap-2 font-medium uppercase tracking-[0.12em] transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    variant === 'link' ? 'h-auto normal-case tracking-normal' : SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  isLoading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}

import { cn } from '../../lib/cn';

interface QuantityStepperProps {
  value: number;
  /** The highest value plus allows; minus stops at 1. */
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for screen readers ("Quantity of Kente Agbada"). */
  label: string;
  isDisabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * Minus, the number, plus: minus is disabled at 1 or less, plus once the maximum is reached.
 * Each press is a step, even two pressed before the app could answer (`data-tap="each"`, boot.js).
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  isDisabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const button = cn(
    'inline-flex items-center justify-center text-lg text-ink hover:bg-sand disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-11',
  );
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center border border-stone-300', isDisabled && 'opacity-60')}
    >
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        data-tap="each"
        disabled={isDisabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        className={cn('text-center tabular-nums', size === 'sm' ? 'w-8 text-sm' : 'w-12 text-base')}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        data-tap="each"
        disabled={isDisabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

import { useId, useState } from 'react';

import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { useDeferredCommit } from '../hooks/use-deferred-commit';
import { PRICE_RANGE } from '../lib/shop-filters';

interface PriceRangeFilterProps {
  min: number;
  max: number;
  onChange: (range: { min: number; max: number }) => void;
}

/** Both inputs lie on one track; `range-dual` (styles.css) draws their handles. */
const THUMB = 'range-dual absolute inset-x-0 top-1/2 h-0 w-full -translate-y-1/2';

function percent(value: number): number {
  return ((value - PRICE_RANGE.min) / (PRICE_RANGE.max - PRICE_RANGE.min)) * 100;
}

/** Two handles from $1 to $5,000, at least $10 apart; the list follows once they rest. */
export function PriceRangeFilter({ min, max, onChange }: PriceRangeFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState({ min, max });
  // A new value from outside (the URL, "Clear all") replaces the draft.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setDraft({ min, max });
  }
  const commit = useDeferredCommit(onChange);

  const update = (next: { min: number; max: number }) => {
    setDraft(next);
    commit(next);
  };

  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        Price range
      </legend>
      <p
        className="mt-3 flex justify-between text-sm text-ink-soft tabular-nums"
        aria-hidden="true"
      >
        <span>{formatMoney(draft.min)}</span>
        <span>{formatMoney(draft.max)}</span>
      </p>
      <div className="relative mt-3 h-6">
        <div className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 bg-stone-200" />
        <div
          className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-ink"
          style={{ left: `${percent(draft.min)}%`, right: `${100 - percent(draft.max)}%` }}
        />
        <label htmlFor={`${id}-min`} className="sr-only">
          Minimum price
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={1}
          value={draft.min}
          aria-valuetext={formatMoney(draft.min)}
          className={cn(THUMB, 'z-10')}
          onChange={(event) =>
            update({
              min: Math.min(Number(event.target.value), draft.max - PRICE_RANGE.gap),
              max: draft.max,
            })
          }
        />
        <label htmlFor={`${id}-max`} className="sr-only">
          Maximum price
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={1}
          value={draft.max}
          aria-valuetext={formatMoney(draft.max)}
          className={cn(THUMB, 'z-20')}
          onChange={(event) =>
            update({
              min: draft.min,
              max: Math.max(Number(event.target.value), draft.min + PRICE_RANGE.gap),
            })
          }
        />
      </div>
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';

import { OverviewQuerySchema, type OverviewPeriod } from '#shared/overview/overview.schemas';

import { Button } from '../../../components/ui/button';
import type { OverviewParams } from '../api/overview.queries';

const FIXED: { period: Exclude<OverviewPeriod, 'custom'>; label: string }[] = [
  { period: 'today', label: 'Today' },
  { period: '7d', label: '7 days' },
  { period: '30d', label: '30 days' },
  { period: '90d', label: '90 days' },
];

/**
 * The overview's period: a button per fixed period (the pressed one is shown), and custom dates
 * checked by the API's own query schema before they go into the URL.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: OverviewParams;
  onChange: (params: OverviewParams) => void;
}) {
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OverviewQuerySchema.safeParse({ period: 'custom', from, to });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onChange({ period: 'custom', from, to });
  };

  return (
    <div className="mb-8 flex flex-col gap-4">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {FIXED.map((entry) => (
          <Button
            key={entry.period}
            type="button"
            size="sm"
            variant={value.period === entry.period ? 'primary' : 'secondary'}
            aria-pressed={value.period === entry.period}
            onClick={() => onChange({ period: entry.period })}
          >
            {entry.label}
          </Button>
        ))}
      </div>
      <form
        onSubmit={submit}
        aria-label="Custom dates"
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
          From
          <input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'overview-dates-error' : undefined}
            className="mt-1 h-9 border border-line bg-white px-2 text-sm normal-case tracking-normal text-ink"
          />
        </label>
        <label className="flex flex-col text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
          To
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'overview-dates-error' : undefined}
            className="mt-1 h-9 border border-line bg-white px-2 text-sm normal-case tracking-normal text-ink"
          />
        </label>
        <Button
          type="submit"
          size="sm"
          variant={value.period === 'custom' ? 'primary' : 'secondary'}
          aria-pressed={value.period === 'custom'}
        >
          Show these dates
        </Button>
        <p
          id="overview-dates-error"
          role={error ? 'alert' : undefined}
          className={error ? 'w-full text-sm text-danger' : 'sr-only'}
        >
          {error ?? ''}
        </p>
      </form>
    </div>
  );
}

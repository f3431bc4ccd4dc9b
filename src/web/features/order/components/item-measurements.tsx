import { MEASUREMENT_KEYS, MEASUREMENT_LABELS } from '#shared/user/measurements';
import type { OrderItemDto } from '#shared/order/order-read.schemas';

import { formatDate } from '../../../lib/format';

type MadeToMeasure = NonNullable<OrderItemDto['madeToMeasure']>;

/** "Made in 21 days" (the lead time the item was bought with). */
export function leadTimeText(leadDays: number): string {
  return leadDays > 0
    ? `Made to measure in ${leadDays} ${leadDays === 1 ? 'day' : 'days'}`
    : 'Made to measure';
}

/**
 * A made-to-measure item's measurements as they were when it was ordered (decision 0042): the
 * buyer, the item's merchant and admins read them; the server sends them to nobody else.
 */
export function ItemMeasurements({ madeToMeasure }: { madeToMeasure: MadeToMeasure }) {
  const { measurements, leadDays } = madeToMeasure;
  return (
    <div className="text-sm">
      <p className="font-medium text-ink">{leadTimeText(leadDays)}</p>
      <p className="text-xs text-muted">
        Measurements in {measurements.unit}
        {measurements.takenAt ? (
          <>
            , taken <time dateTime={measurements.takenAt}>{formatDate(measurements.takenAt)}</time>
          </>
        ) : null}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-5">
        {MEASUREMENT_KEYS.map((key) => (
          <div key={key}>
            <dt className="text-[11px] uppercase tracking-[0.12em] text-muted">
              {MEASUREMENT_LABELS[key]}
            </dt>
            <dd className="tabular-nums text-ink">
              {measurements[key] === null ? '—' : `${measurements[key]} ${measurements.unit}`}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

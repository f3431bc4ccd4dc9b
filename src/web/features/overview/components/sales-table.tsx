import { formatCents } from '#shared/common/money';
import type { OverviewDay } from '#shared/overview/overview.schemas';

import { cn } from '../../../lib/cn';
import { FigureTable } from './figure-table';
import { formatDay } from './overview-format';

/**
 * The chart's figures as a table: always there for screen readers (visually hidden), and shown
 * to anyone who asks for it with the toggle above the chart.
 */
export function SalesTable({ days, isShown }: { days: readonly OverviewDay[]; isShown: boolean }) {
  return (
    <div id="sales-per-day-table" className={cn(isShown ? 'mt-4 overflow-x-auto' : 'sr-only')}>
      <FigureTable
        caption="Sales per day"
        columns={['Day', 'Orders', 'Sales']}
        rows={days.map((day) => ({
          key: day.date,
          name: formatDay(day.date),
          figures: [day.orders, formatCents(day.salesCents)],
        }))}
      />
    </div>
  );
}

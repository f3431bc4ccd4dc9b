import { formatCents } from '#shared/common/money';
import type { OverviewDay } from '#shared/overview/overview.schemas';

import { cn } from '../../../lib/cn';
import { formatDay } from './overview-format';

/**
 * The chart's figures as a table: always there for screen readers (visually hidden), and shown
 * to anyone who asks for it with the toggle above the chart.
 */
export function SalesTable({ days, isShown }: { days: readonly OverviewDay[]; isShown: boolean }) {
  return (
    <div id="sales-per-day-table" className={cn(isShown ? 'mt-4 overflow-x-auto' : 'sr-only')}>
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Sales per day</caption>
        <thead className="text-xs uppercase tracking-[0.12em] text-ink-soft">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3 font-medium">
              Day
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Orders
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Sales
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 font-normal">
                {formatDay(day.date)}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{day.orders}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(day.salesCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formatCents } from '#shared/common/money';
import {
  DEFAULT_OVERVIEW_PERIOD,
  OverviewQuerySchema,
  type OverviewFigure,
  type OverviewResponse,
  type OverviewWaitingKind,
} from '#shared/overview/overview.schemas';

import { Button } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useOverview, type OverviewParams } from '../api/overview.queries';
import { FigureTable } from '../components/figure-table';
import { changeText, formatDay } from '../components/overview-format';
import { PeriodPicker } from '../components/period-picker';
import { SalesChart } from '../components/sales-chart';
import { SalesTable } from '../components/sales-table';

const WAITING_LABELS: Record<OverviewWaitingKind, string> = {
  merchantApplications: 'Merchant applications',
  reviewsToModerate: 'Reviews to moderate',
  unreadSupportChats: 'Unread support messages',
  itemsToShip: 'Items to ship',
  returnsToDecide: 'Returns to decide',
};

/** The period in the URL (?period=7d, or ?period=custom&from=…&to=…); the default if it is wrong. */
function paramsOf(search: URLSearchParams): OverviewParams {
  const parsed = OverviewQuerySchema.safeParse({
    period: search.get('period') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : { period: DEFAULT_OVERVIEW_PERIOD };
}

function FigureCard({
  label,
  figure,
  show,
  to,
}: {
  label: string;
  figure: OverviewFigure;
  show: (value: number) => string;
  to: string;
}) {
  const tone =
    figure.change === null || figure.change === 0
      ? 'text-muted'
      : figure.change > 0
        ? 'text-success'
        : 'text-danger';
  return (
    <li>
      <Link
        to={to}
        className="block h-full border border-line bg-white p-4 transition-colors hover:bg-sand/60"
      >
        <span className="block text-xs uppercase tracking-[0.14em] text-ink-soft">{label}</span>
        <span className="mt-2 block text-2xl font-semibold tabular-nums text-ink">
          {show(figure.current)}
        </span>
        <span className={cn('mt-1 block text-xs', tone)}>{changeText(figure)}</span>
        <span className="block text-xs text-muted">Previous: {show(figure.previous)}</span>
      </Link>
    </li>
  );
}

function TopTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; name: string; units: number; salesCents: number }[];
}) {
  return (
    <section className="min-w-0">
      <h2 className="mb-3 text-lg font-semibold text-ink">{caption}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No sales in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <FigureTable
            caption={caption}
            columns={['Name', 'Units', 'Sales']}
            rows={rows.map((row) => ({
              key: row.key,
              name: row.name,
              figures: [row.units, formatCents(row.salesCents)],
            }))}
          />
        </div>
      )}
    </section>
  );
}

function OverviewBody({ data }: { data: OverviewResponse }) {
  const [showsTable, setShowsTable] = useState(false);
  const { figures } = data;
  const count = (value: number) => String(value);
  return (
    <>
      <p className="mb-4 text-sm text-muted">
        {data.from === data.to
          ? `${formatDay(data.from)} (UTC)`
          : `${formatDay(data.from)} to ${formatDay(data.to)} (UTC days)`}
        {`, against ${formatDay(data.previousFrom)} to ${formatDay(data.previousTo)}.`}
      </p>
      <ul aria-label="Figures" className="mb-10 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard
          label="Sales"
          figure={figures.salesCents}
          show={formatCents}
          to={data.ordersPath}
        />
        <FigureCard label="Orders" figure={figures.orders} show={count} to={data.ordersPath} />
        <FigureCard
          label="Average order"
          figure={figures.averageOrderValueCents}
          show={formatCents}
          to={data.ordersPath}
        />
        <FigureCard label="Units sold" figure={figures.units} show={count} to={data.ordersPath} />
      </ul>

      <section className="mb-10">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink">Sales per day</h2>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-expanded={showsTable}
            aria-controls="sales-per-day-table"
            onClick={() => setShowsTable((shown) => !shown)}
          >
            {showsTable ? 'Hide table' : 'Show as table'}
          </Button>
        </div>
        <SalesChart days={data.days} />
        <SalesTable days={data.days} isShown={showsTable} />
      </section>

      <div className={cn('mb-10 grid gap-8', data.topBrands && 'lg:grid-cols-2')}>
        <TopTable
          caption="Top products"
          rows={data.topProducts.map((row) => ({ ...row, key: row.productId ?? row.name }))}
        />
        {data.topBrands ? (
          <TopTable
            caption="Top brands"
            rows={data.topBrands.map((row) => ({
              ...row,
              key: row.brandId ?? 'none',
              name: row.name || 'No brand',
            }))}
          />
        ) : null}
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <section>
          <h2 className="mb-3 text-lg font-semibold text-ink">Waiting for you</h2>
          <ul className="divide-y divide-line border-y border-line">
            {data.waiting.map((entry) => (
              <li key={entry.kind}>
                <Link
                  to={entry.path}
                  className="flex items-center justify-between gap-3 py-3 text-sm hover:bg-sand/60"
                >
                  <span>{WAITING_LABELS[entry.kind]}</span>
                  <span className="font-semibold tabular-nums">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-3 text-lg font-semibold text-ink">Low stock</h2>
          {data.lowStock.items.length === 0 ? (
            <p className="text-sm text-muted">
              {`No size has ${data.lowStock.threshold} or fewer left.`}
            </p>
          ) : (
            <ul className="divide-y divide-line border-y border-line">
              {data.lowStock.items.map((item) => (
                <li
                  key={`${item.productId}-${item.size ?? 'shared'}`}
                  className="flex items-center justify-between gap-3 py-3 text-sm"
                >
                  <Link
                    to={`/dashboard/product/edit/${item.productId}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {item.name}
                    <span className="text-muted">
                      {item.size ? ` · Size ${item.size}` : ' · Every size'}
                    </span>
                  </Link>
                  <span
                    className={cn('tabular-nums', item.quantity === 0 && 'font-medium text-danger')}
                  >
                    {item.quantity === 0 ? 'Sold out' : `${item.quantity} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={data.lowStock.path}
            className="mt-3 inline-block text-sm underline underline-offset-4"
          >
            {`All low stock (${data.lowStock.count})`}
          </Link>
        </section>
      </div>
    </>
  );
}

/**
 * /dashboard/overview, the dashboard's home for admins and merchants (decision 0043): how the
 * shop did in a period against the previous one, its sales per day, what sold best, what runs
 * low and what waits, each figure a link to the list behind it. The period lives in the URL.
 */
export function OverviewPage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const overview = useOverview(params);
  useHandleQueryError(overview.error);

  const choose = (next: OverviewParams) =>
    setSearch(
      next.period === 'custom'
        ? { period: 'custom', from: next.from ?? '', to: next.to ?? '' }
        : { period: next.period },
    );

  return (
    <div>
      <SectionTitle>Overview</SectionTitle>
      <PeriodPicker
        key={`${params.period}-${params.from ?? ''}-${params.to ?? ''}`}
        value={params}
        onChange={choose}
      />
      {overview.isPending ? (
        <PageLoader label="Loading the overview" />
      ) : overview.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void overview.refetch()}>
              Try again
            </Button>
          }
        >
          The overview could not be loaded.
        </EmptyState>
      ) : (
        <OverviewBody data={overview.data} />
      )}
    </div>
  );
}

import type { OverviewFigure } from '#shared/overview/overview.schemas';

/** "27 Nov 2026" for a UTC day (YYYY-MM-DD), read in UTC so it never shifts a day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "+12.5% vs previous period", "−3% …", "No sales in the previous period" when it had none. */
export function changeText(figure: OverviewFigure): string {
  if (figure.change === null) return figure.current === 0 ? 'No change' : 'New this period';
  if (figure.change === 0) return 'No change vs previous period';
  const sign = figure.change > 0 ? '+' : '−';
  return `${sign}${Math.abs(figure.change)}% vs previous period`;
}

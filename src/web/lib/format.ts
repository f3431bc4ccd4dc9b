/** Money is shown in dollars with a $ sign, the same way as in the store's mail. */
export { formatDollars as formatMoney } from '#shared/common/money';

/** Dates are shown in the en-US format, in UTC. */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...options,
  });
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is shown in dollars with a $ sign. */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

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

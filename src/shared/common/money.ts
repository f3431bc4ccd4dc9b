/** Money is stored as integer cents and sent as dollars with 2 decimals. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Rounds an amount in dollars to 2 decimals (line totals, cart totals). */
export function round2(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The one way money is shown to people, on screen and in mail: "$1,234.50". */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

/** {@link formatDollars} for an amount the server holds in cents. */
export function formatCents(cents: number): string {
  return usd.format(centsToDollars(cents));
}

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

/** Beyond this, whole cents are not exact in a double: Intl formats those. */
const MAX_EXACT_CENTS = Number.MAX_SAFE_INTEGER;

let intlUsd: Intl.NumberFormat | undefined;

/**
 * "$1,234.50" for a whole number of cents, as `Intl.NumberFormat('en-US', { style: 'currency',
 * currency: 'USD' })` writes it (money.test.ts holds them to it), written out by hand: creating
 * that formatter costs a phone's CPU some 40 ms, in the task that starts the app.
 */
function formatWholeCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_EXACT_CENTS) {
    intlUsd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return intlUsd.format(cents / 100);
  }
  const abs = Math.abs(cents);
  let whole = String(Math.floor(abs / 100));
  let groups = '';
  while (whole.length > 3) {
    groups = `,${whole.slice(-3)}${groups}`;
    whole = whole.slice(0, -3);
  }
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}${groups}.${fraction}`;
}

/** The one way money is shown to people, on screen and in mail: "$1,234.50". */
export function formatDollars(dollars: number): string {
  return formatWholeCents(Math.round(dollars * 100));
}

/** {@link formatDollars} for an amount the server holds in cents. */
export function formatCents(cents: number): string {
  return formatWholeCents(Math.round(cents));
}

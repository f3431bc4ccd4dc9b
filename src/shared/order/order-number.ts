/**
 * Order numbers people can read and type: `EKO-10042`. The database gives each order the next
 * value of one sequence (never reused, unique across servers), written with this prefix; this
 * module is the one place that knows the format, for pages, mails and search alike.
 */

/** What every order number starts with. The orders table's default writes the same text. */
export const ORDER_NUMBER_PREFIX = 'EKO-';

/** The first number the sequence gives (the first order is EKO-10001). */
export const ORDER_NUMBER_START = 10001;

/** Longer typed text cannot be an order number (the digits of a bigint and some spaces). */
export const ORDER_NUMBER_INPUT_MAX = 40;

/** The most digits a number can have (a PostgreSQL bigint has 19). */
const MAX_DIGITS = 19;

/** The order number of a sequence value: 10042 -> "EKO-10042". */
export function formatOrderNumber(sequence: number | bigint): string {
  return `${ORDER_NUMBER_PREFIX}${String(sequence)}`;
}

/** How pages and mails name an order: "Order EKO-10042". */
export function orderLabel(order: { number: string }): string {
  return `Order ${order.number}`;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * The order number someone typed, written the way the store writes it, or null when the text is
 * not one. Spaces around it, the case, a leading "#", and the prefix (with or without its dash,
 * or with a space instead) do not matter: "EKO-10042", "eko-10042", "#EKO 10042", "eko10042" and
 * "10042" all read as "EKO-10042". A scan by hand, no regex, so any input costs its length.
 */
export function parseOrderNumber(typed: string): string | null {
  if (typed.length > ORDER_NUMBER_INPUT_MAX) return null;
  let text = typed.trim().toUpperCase();
  if (text.startsWith('#')) text = text.slice(1).trimStart();
  const word = ORDER_NUMBER_PREFIX.slice(0, -1);
  if (text.startsWith(word)) {
    text = text.slice(word.length);
    if (text.startsWith('-')) text = text.slice(1);
    else text = text.trimStart();
  }
  if (text.length === 0 || text.length > MAX_DIGITS) return null;
  for (let index = 0; index < text.length; index += 1) {
    if (!isDigit(text.charCodeAt(index))) return null;
  }
  // Leading zeros are not part of any number the sequence gives: "010042" is EKO-10042.
  return formatOrderNumber(BigInt(text));
}

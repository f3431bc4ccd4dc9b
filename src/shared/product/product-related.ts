/*
 * "You may also like" and "Recently viewed" (decision 0053): their plain constants and rules,
 * without zod, for the product page (and its server drawing) and the API alike.
 */

/** How many products "You may also like" shows below a product. */
export const RELATED_PRODUCTS_LIMIT = 4;

/** How many product ids the browser keeps as recently viewed (newest first), and asks for at most. */
export const RECENTLY_VIEWED_MAX = 8;

/** How many of them a product page shows (the product on screen is never one). */
export const RECENTLY_VIEWED_SHOWN = 4;

/** The browser's localStorage key of the recently viewed ids: kept there only, never on the server. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';

/** The query parameter of /support that starts a message about a product ("Ask a tailor"). */
export const ASK_TAILOR_PARAM = 'product';

/** What a slug in a link of ours may be: letters, digits, dashes and underscores, 120 at most. */
export function isProductSlug(value: string): boolean {
  if (value.length === 0 || value.length > 120) return false;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const isLetterOrDigit =
      (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (!isLetterOrDigit && code !== 45 && code !== 95) return false;
  }
  return true;
}

/**
 * The first message "Ask a tailor" writes in the member's composer: the product's name and its
 * page's address, for the tailor to open. The member adds the question and sends it.
 */
export function askTailorDraft(productName: string, productUrl: string): string {
  return `Hello, I have a question about ${productName}: ${productUrl}\n`;
}

/**
 * The original store's links were hash style (`/#/faq`). A legacy link is rewritten to the clean
 * path before the router starts, so both forms land on the same page. Answers whether it did
 * (the server then drew another page than the one to show).
 */
export function redirectLegacyHash(
  location: Pick<Location, 'hash' | 'pathname'>,
  history: Pick<History, 'replaceState'>,
): boolean {
  if (!location.hash.startsWith('#/')) return false;
  if (location.pathname !== '/' && location.pathname !== '') return false;
  history.replaceState(null, '', location.hash.slice(1));
  return true;
}

/**
 * The original store's links were hash style (`/#/faq`). A legacy link is rewritten to the clean
 * path before the router starts, so both forms land on the same page.
 */
export function redirectLegacyHash(
  location: Pick<Location, 'hash' | 'pathname'>,
  history: Pick<History, 'replaceState'>,
): void {
  if (!location.hash.startsWith('#/')) return;
  const target = location.hash.slice(1);
  if (location.pathname === '/' || location.pathname === '') history.replaceState(null, '', target);
}

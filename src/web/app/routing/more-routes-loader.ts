import { loadOnce } from './readable-promise';
import type * as MoreRoutes from './more-routes';

/**
 * The table of more-routes.tsx, fetched once (again after a failed fetch), marked for React's
 * use() (readable-promise.ts): a table already in is read at once.
 */
export const loadMoreRoutes: () => Promise<typeof MoreRoutes> = loadOnce(
  () => import('./more-routes'),
);

/** What tells a person is there: from then on, a click on a link may need the other routes. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Fetches the other routes' table on the shopper's first interaction with the page, so that
 * following a link to an account or content page waits for one chunk (the page's), not two.
 */
export function preloadMoreRoutesOnIntent(): void {
  const preload = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, preload);
    void loadMoreRoutes().catch(() => {
      // Fetched again when such a path is visited.
    });
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, preload, { passive: true });
}

import type { RouteObject } from 'react-router';

import type { RouteLoad } from '../../lib/route-load';

/** A route of the app's tables: React Router's, with its data and a way to fetch its code. */
export type AppRoute = RouteObject & {
  load?: RouteLoad;
  /** Fetches the code the route draws (a lazy page's). */
  preload?: () => Promise<unknown>;
  children?: AppRoute[];
  /** Its title (route.tsx), or `'page'` when the page writes its own. */
  title?: string;
};

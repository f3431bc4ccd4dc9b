import type { QueryClient } from '@tanstack/react-query';
import { Component, Suspense, use, useEffect, useMemo, type ReactNode } from 'react';
import {
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type RouteMatch,
} from 'react-router';

import { setNavigator } from '../../lib/navigation';
import type { StartQuery } from '../../lib/route-load';
import type { AppRoute } from './app-route';
import { loadMoreRoutes } from './more-routes-loader';
import { RouteError } from '../route-error';
import { ShellFallback } from '../shell/shell-fallback';
import { isCorePath } from './core-routes';

/*
 * The app's routing (decisions 0025, 0032; README.md): React Router's matching, links and hooks
 * over our own tables (core-routes.tsx, more-routes.tsx, declared with route.tsx), with lazy
 * pages (lazy-page.tsx), each route's data started as it is entered and the routes of
 * more-routes.tsx added when a path needs them.
 */

const withMore = new WeakMap<AppRoute[], AppRoute[]>();

/** The core table with more-routes.tsx's pages under the shell's route, next to the core's. */
function withMoreRoutes(core: AppRoute[], more: AppRoute[]): AppRoute[] {
  const known = withMore.get(core);
  if (known) return known;
  const [shell, ...rest] = core;
  if (!shell || shell.index === true) return core;
  const table: AppRoute[] = [{ ...shell, children: [...(shell.children ?? []), ...more] }, ...rest];
  withMore.set(core, table);
  return table;
}

/** The table that routes `pathname`, fetching more-routes.tsx's first when the path needs it. */
export async function routeTableFor(core: AppRoute[], pathname: string): Promise<AppRoute[]> {
  if (isCorePath(pathname)) return core;
  const { moreRoutes } = await loadMoreRoutes();
  return withMoreRoutes(core, moreRoutes);
}

/**
 * Fetches the code of the pages `url` draws and, with `start`, their data. A page is then drawn
 * in one pass: the server's with its data, and the browser's hydration exactly as the server
 * drew it.
 */
export async function preparePage(core: AppRoute[], url: URL, start?: StartQuery): Promise<void> {
  const matches = matchRoutes(await routeTableFor(core, url.pathname), url.pathname) ?? [];
  await Promise.all([
    ...matches.map(({ route }) => route.preload?.()),
    ...(start ? startRouteLoads(matches, url.search, start) : []),
  ]);
}

/** Starts the data of every matched route. */
function startRouteLoads(
  matches: RouteMatch<string, AppRoute>[],
  search: string,
  start: StartQuery,
): Promise<unknown>[] {
  const query = new URLSearchParams(search);
  return matches.map(({ route, params }) =>
    route.load ? route.load({ params, search: query, start }) : Promise.resolve(),
  );
}

/** Starts the data of the routes a location enters (the browser's, as the router moves). */
export interface RouteData {
  enter(table: AppRoute[], location: Location): void;
}

/**
 * The browser's route data: each history entry's routes' data is started once as it is entered
 * (a render may run twice), and only what the cache does not hold (a page the server drew came
 * with its data).
 */
export function browserRouteData(client: QueryClient): RouteData {
  const start: StartQuery = (query) =>
    client.getQueryState(query.queryKey) ? Promise.resolve() : client.prefetchQuery(query);
  let entered = '';
  return {
    enter(table, location) {
      if (location.key === entered) return;
      entered = location.key;
      const matches = matchRoutes(table, location.pathname) ?? [];
      for (const loading of startRouteLoads(matches, location.search, start)) {
        loading.catch(() => {
          // The page's own queries ask again.
        });
      }
    },
  };
}

/** The server's start: every query, waited for. */
export function startAll(client: QueryClient): StartQuery {
  return (query) => client.prefetchQuery(query);
}

interface RoutesProps {
  core: AppRoute[];
  /** Starts a page's data as it is entered (the browser); the server's came before drawing. */
  data?: RouteData;
  /** `core` routes every path by itself (a page test's table): more-routes.tsx is not read. */
  isComplete?: boolean;
}

/** The page at the router's location, in the shell. */
function Routes({ core, data, isComplete }: RoutesProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const more = isComplete || isCorePath(location.pathname) ? null : use(loadMoreRoutes());
  const table = useMemo(() => (more ? withMoreRoutes(core, more.moreRoutes) : core), [core, more]);
  // During render, so that the data comes side by side with a page's code, not after it.
  data?.enter(table, location);
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return useRoutes(table, location);
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** A page that fails to load or to draw shows RouteError, until the shopper goes elsewhere. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page failed.') };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/**
 * The app's pages. Until the first page's code is in (a page the server did not draw), the
 * shell's frame holds its place; a navigation keeps the page it leaves until the next is ready
 * (the router's updates are transitions).
 */
export function AppRoutes({ core, data, isComplete }: RoutesProps) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<ShellFallback />}>
        <Routes core={core} data={data} isComplete={isComplete} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

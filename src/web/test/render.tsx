import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router';

import { DASHBOARD_SCREENS } from '#shared/site/site-paths';
import type { UserDto } from '#shared/user/user.schemas';

import { Toaster } from '../components/ui/toaster';
import { RoleGate } from '../app/dashboard/role-gate';
import type { AppRoute } from '../app/routing/app-route';
import { AppRoutes, browserRouteData } from '../app/routing/app-routes';
import type { DashboardContext } from '../components/admin/dashboard-user';

/*
 * Pages are tested under the router the app runs on (decision 0032): React Router's declarative
 * mode, the app's own AppRoutes (app/routing/) over the test's table, its history in memory
 * (BrowserRouter's is the window's, which some tests read on their own).
 */

/** Where the router is, and a way to move it, as a test sees them. */
export interface TestRouter {
  state: { location: Location };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

export interface RenderPageResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: TestRouter;
  queryClient: QueryClient;
}

export interface RenderPageOptions {
  /** Where the page lives (a route pattern such as `/dashboard/address/edit/:id`). */
  path?: string;
  /** The URL to open; defaults to `path`. */
  at?: string;
  /** A screen opened before this one, so that "go back" has somewhere to return to. */
  from?: string;
  /** More routes next to the page. */
  routes?: AppRoute[];
  /** Under React's StrictMode, as main.tsx draws the app (effects run twice on mount). */
  strict?: boolean;
}

interface Seen {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Keeps the router's location and navigate function where the test can read them. */
function RouterProbe({ report }: { report: (seen: Seen) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    report({ location, navigate });
  });
  return null;
}

function drawing(route: AppRoute): AppRoute {
  if (route.children) return { ...route, children: route.children.map(drawing) };
  return route.element === undefined ? { ...route, element: null } : route;
}

function renderRoutes(
  routes: AppRoute[],
  entries: string[],
  options: RenderPageOptions,
): RenderPageResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A test's route with nothing to draw (somewhere to go) draws nothing, without the router's
  // warning about an empty page.
  const table: AppRoute[] = [...routes.map(drawing), { path: '*', element: <p>Other page</p> }];
  let seen: Seen = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!seen.location) throw new Error('The router has not drawn yet.');
        return seen.location;
      },
    },
    async navigate(to, navigateOptions) {
      if (!seen.navigate) throw new Error('The router has not drawn yet.');
      if (typeof to === 'number') await seen.navigate(to);
      else await seen.navigate(to, navigateOptions);
    },
  };
  const user = userEvent.setup();
  const app = (
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <RouterProbe
          report={(now) => {
            seen = now;
          }}
        />
        <AppRoutes core={table} data={browserRouteData(queryClient)} isComplete />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, user, router, queryClient };
}

function entriesOf(options: RenderPageOptions, path: string): string[] {
  const at = options.at ?? path;
  return options.from ? [options.from, at] : [at];
}

/**
 * Renders a page under the app's router (with the given routes around it) and a fresh query
 * client; `path` is where the page lives, `at` the URL to open.
 */
export function renderPage(element: ReactNode, options: RenderPageOptions = {}): RenderPageResult {
  const path = options.path ?? '/';
  return renderRoutes(
    [{ path, element }, ...(options.routes ?? [])],
    entriesOf(options, path),
    options,
  );
}

/**
 * Renders a dashboard screen the way DashboardLayout and more-routes.tsx do: inside a parent route
 * whose outlet hands `{ user }` to the screen, behind the role gate of the screen at `path`.
 */
export function renderDashboardPage(
  element: ReactNode,
  options: RenderPageOptions & { user: UserDto },
): RenderPageResult {
  const path = options.path ?? '/dashboard';
  const context: DashboardContext = { user: options.user };
  const screen = Object.values(DASHBOARD_SCREENS).find((entry) => entry.path === path);
  const gated = screen ? <RoleGate screen={screen}>{element}</RoleGate> : element;
  return renderRoutes(
    [
      {
        element: <Outlet context={context} />,
        children: [{ path, element: gated }, ...(options.routes ?? [])],
      },
    ],
    entriesOf(options, path),
    options,
  );
}

/** Stubs fetch with a handler per "METHOD /api/path"; unmatched calls fail the test. */
export function mockApi(
  handlers: Record<
    string,
    (body: unknown) => { status?: number; body: unknown } | { response: Response }
  >,
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const reply = handler(body);
    // A streamed answer (a CSV export) is given whole, headers and body.
    if ('response' in reply) return reply.response;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}

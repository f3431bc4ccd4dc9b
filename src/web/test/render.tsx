import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

import { DASHBOARD_SCREENS } from '#shared/site/site-paths';
import type { UserDto } from '#shared/user/user.schemas';

import { Toaster } from '../components/ui/toaster';
import { RoleGate } from '../app/dashboard/role-gate';
import type { DashboardContext } from '../components/admin/dashboard-user';
import { setNavigator } from '../lib/navigation';

export interface RenderPageResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
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
  routes?: RouteObject[];
}

function renderRoutes(routes: RouteObject[], entries: string[]): RenderPageResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Other page</p> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

function entriesOf(options: RenderPageOptions, path: string): string[] {
  const at = options.at ?? path;
  return options.from ? [options.from, at] : [at];
}

/**
 * Renders a page inside a memory router (with the given routes around it) and a fresh query
 * client; `path` is where the page lives, `at` the URL to open.
 */
export function renderPage(element: ReactNode, options: RenderPageOptions = {}): RenderPageResult {
  const path = options.path ?? '/';
  return renderRoutes([{ path, element }, ...(options.routes ?? [])], entriesOf(options, path));
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
  );
}

/** Stubs fetch with a handler per "METHOD /api/path"; unmatched calls fail the test. */
export function mockApi(
  handlers: Record<string, (body: unknown) => { status?: number; body: unknown }>,
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
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}

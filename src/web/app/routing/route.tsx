import type { ComponentType, ReactNode } from 'react';

import type { DashboardScreen } from '#shared/site/site-paths';
// The first load carries the storefront's part of the site table only.
import { childPath } from '#shared/site/storefront-paths';

import type { RouteLoad } from '../../lib/route-load';
import type { AppRoute } from './app-route';
import { lazyPage, type LazyPage } from './lazy-page';

/*
 * The one way to declare a page (README.md, "Add a page"): its path from the site table, its
 * lazy code, the data it starts as it is entered, and who may see it.
 */

/** Fetches a page's component: `() => import('…/x-page').then((m) => m.XPage)`. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Who may see the page. `guest`: a signed-in person goes to the dashboard (sign-in and sign-up
 * forms); `signed-in`: a guest goes to /login; a dashboard screen (DASHBOARD_SCREENS): a role the
 * screen does not list sees the dashboard's not-found screen. A gate's code comes with the page's.
 */
export type Gate = 'guest' | 'signed-in' | DashboardScreen;

export interface RouteDeclaration {
  /** The page's whole path, from the site table (src/shared/site/): `MORE_PATHS.faq.path`. */
  path: string;
  /** The page's code, fetched when the page is first needed. A section without one draws its children. */
  page?: PageLoader;
  /** Starts the page's queries as it is entered (the server waits for them: lib/route-load.ts). */
  load?: RouteLoad;
  gate?: Gate;
  /** Routes under this one (declared with their whole paths), drawn in its `<Outlet />`. */
  children?: AppRoute[];
}

type Wrapper = ComponentType<{ children: ReactNode }>;

/** The gate's component; imported with the page, so that no table carries the gates' code. */
async function gateOf(gate: Gate): Promise<Wrapper> {
  if (gate === 'guest')
    return (await import('../../features/auth/components/route-guards')).GuestOnly;
  if (gate === 'signed-in')
    return (await import('../../features/auth/components/route-guards')).RequireAuth;
  const { RoleGate } = await import('../dashboard/role-gate');
  return function ScreenGate({ children }) {
    return <RoleGate screen={gate}>{children}</RoleGate>;
  };
}

/**
 * One lazy page per loader and gate: routes that draw the same page (the shop's lists, the
 * dashboard's frame under /dashboard and /support) draw the same component, so moving between
 * them keeps it (and its state) instead of drawing it anew.
 */
const pages = new WeakMap<PageLoader, Map<Gate | undefined, LazyPage>>();

function lazyPageOf(page: PageLoader, gate: Gate | undefined): LazyPage {
  let byGate = pages.get(page);
  if (!byGate) pages.set(page, (byGate = new Map()));
  let known = byGate.get(gate);
  if (!known) {
    known = lazyPage(async () => {
      if (!gate) return page();
      const [Gate, Page] = await Promise.all([gateOf(gate), page()]);
      return function GatedPage() {
        return (
          <Gate>
            <Page />
          </Gate>
        );
      };
    });
    byGate.set(gate, known);
  }
  return known;
}

/** Children declared with whole paths, as routes under `parent` (`''` becomes its index). */
export function under(parent: string, routes: AppRoute[]): AppRoute[] {
  return routes.map((child) => {
    if (child.index || child.path === undefined || !child.path.startsWith('/')) return child;
    const path = childPath(parent, child.path);
    if (path !== '') return { ...child, path };
    const { path: _path, children: _children, ...rest } = child;
    return { ...rest, index: true };
  });
}

/** A route of the app's tables (core-routes.tsx, more-routes.tsx). */
export function route({ path, page, load, gate, children }: RouteDeclaration): AppRoute {
  return {
    path,
    ...(load ? { load } : {}),
    ...(page ? lazyPageOf(page, gate) : {}),
    ...(children ? { children: under(path, children) } : {}),
  };
}

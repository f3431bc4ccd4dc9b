import type { ComponentType } from 'react';

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

/** Who may see the page (gates.tsx): its loader, drawing the page inside the gate's wrapper. */
export interface Gate {
  wrap: (page: PageLoader) => PageLoader;
}

export interface RouteDeclaration {
  /** The page's whole path, from the site table (src/shared/site/): `MORE_PATHS.faq.path`. */
  path: string;
  /** The page's code, fetched when the page is first needed. A section without one draws its children. */
  page?: PageLoader;
  /** Starts the page's queries as it is entered (the server waits for them: lib/route-load.ts). */
  load?: RouteLoad;
  /** Who may see it (gates.tsx): `guestOnly`, `signedIn`, `screenGate(DASHBOARD_SCREENS.x)`. */
  gate?: Gate;
  /** Routes under this one (declared with their whole paths), drawn in its `<Outlet />`. */
  children?: AppRoute[];
  /**
   * The browser's title while the page is open, from the site table (`PAGE_TITLES.faq.title`,
   * `screenTitle(screen)`): drawn as the page's `<title>`, which React puts first in the head,
   * so a page drawn in the browser after another says what it is. `'page'` for a page that
   * writes its own from its data (a product's name). A page needs one or the other
   * (route-tables.test.tsx walks the tables); a frame with children needs neither.
   */
  title?: string | 'page';
}

/**
 * One lazy page per loader: routes that draw the same page (the shop's lists, the dashboard's
 * frame under /dashboard and /support) draw the same component, so moving between them keeps it
 * (and its state) instead of drawing it anew. A loader is declared once, with one gate.
 */
const pages = new WeakMap<PageLoader, LazyPage>();

function lazyPageOf(page: PageLoader, gate: Gate | undefined): LazyPage {
  let known = pages.get(page);
  if (!known) {
    known = lazyPage(gate ? gate.wrap(page) : page);
    pages.set(page, known);
  }
  return known;
}

/** Children declared with whole paths, as routes under `parent` (its own path: its index). */
export function under(parent: string, routes: AppRoute[]): AppRoute[] {
  return routes.map((child) => {
    const path = child.path?.startsWith('/') ? childPath(parent, child.path) : child.path;
    return (
      path === '' ? { ...child, path: undefined, index: true } : { ...child, path }
    ) as AppRoute;
  });
}

/** The page's element with its title ahead of it. */
function titled(element: React.ReactElement, title: string | undefined): React.ReactElement {
  if (!title || title === 'page') return element;
  return (
    <>
      <title>{title}</title>
      {element}
    </>
  );
}

/** A route of the app's tables (core-routes.tsx, more-routes.tsx). */
export function route({ path, page, load, gate, children, title }: RouteDeclaration): AppRoute {
  const lazy = page && lazyPageOf(page, gate);
  return {
    path,
    load,
    title,
    children: children && under(path, children),
    ...(lazy && { element: titled(lazy.element, title), preload: lazy.preload }),
  };
}

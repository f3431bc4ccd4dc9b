import type { ComponentType } from 'react';

import type { DashboardScreen } from '#shared/site/site-paths';

import type { AppRoute } from './app-route';
import { screenGate } from './gates';
import { route, type PageLoader } from './route';

/**
 * Every page file of the features, each fetched only when asked for (Vite makes one chunk per
 * page, as a written `import()` would): a dashboard screen's route is made from its line in
 * DASHBOARD_SCREENS, which names its page, so a new screen touches its page and that line only.
 */
const pageFiles = import.meta.glob<Record<string, unknown>>('../../features/*/pages/*-page.tsx');

/** `order/customer-orders-page` → `CustomerOrdersPage`, the component the file exports. */
export function componentNameOf(page: DashboardScreen['page']): string {
  const file = page.slice(page.lastIndexOf('/') + 1);
  return file
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The loader of the screen's page; an unknown file or component fails at once, naming both. */
export function screenPage(screen: DashboardScreen): PageLoader {
  const slash = screen.page.indexOf('/');
  const file = `../../features/${screen.page.slice(0, slash)}/pages/${screen.page.slice(slash + 1)}.tsx`;
  const load = pageFiles[file];
  if (!load) throw new Error(`No page file ${file} for the dashboard screen ${screen.path}.`);
  const name = componentNameOf(screen.page);
  return async () => {
    const component = (await load())[name];
    if (typeof component !== 'function') {
      throw new Error(`${file} exports no ${name} for the dashboard screen ${screen.path}.`);
    }
    return component as ComponentType;
  };
}

/** The screen's route: its path, its page, behind the gate of its roles. */
export function screenRoute(screen: DashboardScreen): AppRoute {
  return route({ path: screen.path, page: screenPage(screen), gate: screenGate(screen) });
}

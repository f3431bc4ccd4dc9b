import type { ComponentType } from 'react';

import { screenTitle, type DashboardScreen } from '#shared/site/site-paths';

import type { AppRoute } from './app-route';
import { screenGate } from './gates';
import { route, type PageLoader } from './route';

/** `order/customer-orders-page` → `CustomerOrdersPage`, the component the file exports. */
export function componentNameOf(page: DashboardScreen['page']): string {
  const file = page.slice(page.lastIndexOf('/') + 1);
  return file
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The loader of the screen's page. The import names the features' page files by a pattern, so
 * Vite makes one chunk per page (as a written `import()` does) and Node (the server-drawn page
 * tests) resolves it as it stands; a file or a component that is not there fails when the
 * screen is first opened, naming both, and `site-paths.test.ts` opens every screen's page.
 */
export function screenPage(screen: DashboardScreen): PageLoader {
  const slash = screen.page.indexOf('/');
  const feature = screen.page.slice(0, slash);
  // `-page` stays outside the variable so that the pattern is `*-page.tsx`: no test file.
  const stem = screen.page.slice(slash + 1, -'-page'.length);
  const name = componentNameOf(screen.page);
  const where = `features/${feature}/pages/${stem}-page.tsx`;
  return async () => {
    const module: Record<string, unknown> = await import(
      `../../features/${feature}/pages/${stem}-page.tsx`
    ).catch((error: unknown) => {
      throw new Error(`No page file ${where} for the dashboard screen ${screen.path}.`, {
        cause: error,
      });
    });
    const component = module[name];
    if (typeof component !== 'function') {
      throw new Error(`${where} exports no ${name} for the dashboard screen ${screen.path}.`);
    }
    return component as ComponentType;
  };
}

/** The screen's route: its path, its page and its title, behind the gate of its roles. */
export function screenRoute(screen: DashboardScreen): AppRoute {
  return route({
    path: screen.path,
    page: screenPage(screen),
    gate: screenGate(screen),
    title: screenTitle(screen),
  });
}

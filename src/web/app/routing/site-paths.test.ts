import { matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

import { DASHBOARD_SCREENS, SITE_PATHS } from '#shared/site/site-paths';

import type { AppRoute } from './app-route';
import { routeTableFor } from './app-routes';
import { coreRoutes, isCorePath } from './core-routes';
import { componentNameOf, screenPage } from './screen-routes';

/** The shell's route with both tables under it, as once more-routes.tsx has come. */
let allRoutes: AppRoute[] = [];
beforeAll(async () => {
  allRoutes = await routeTableFor(coreRoutes, '/faq');
});

/** The route patterns matched, from the root down, for the path with its parameters filled. */
function matched(pattern: string): string[] {
  const path = pattern.replace(/:[^/]+/g, 'x');
  return (matchRoutes(allRoutes, path) ?? []).map((m) => m.route.path ?? '(index)');
}

describe('the table of web paths', () => {
  it('has a route for every page and every dashboard screen', () => {
    const pages = [...Object.values(SITE_PATHS), ...Object.values(DASHBOARD_SCREENS)];
    for (const { path } of pages) {
      const found = matched(path);
      expect(found.length, path).toBeGreaterThan(1);
      expect(found.at(-1), path).not.toBe('*');
    }
  });

  it('puts only the storefront in the first load', () => {
    expect(
      Object.values(SITE_PATHS)
        .filter(({ path }) => isCorePath(path.replace(/:[^/]+/g, 'x')))
        .map((p) => p.path),
    ).toEqual([
      '/',
      '/shop',
      '/shop/category/:categorySlug',
      '/shop/brand/:brandSlug',
      '/brands',
      '/product/:slug',
      '/404',
    ]);
  });
});

describe('a dashboard screen made from its line of DASHBOARD_SCREENS', () => {
  it("finds every screen's page file and the component it names", async () => {
    for (const screen of Object.values(DASHBOARD_SCREENS)) {
      const component = await screenPage(screen)();
      expect(component.name, screen.page).toBe(componentNameOf(screen.page));
    }
  }, 60_000);

  it('fails, naming the file, when the line names a page that does not exist', async () => {
    const screen = {
      path: '/dashboard/reports',
      title: 'Reports',
      page: 'report/reports-page',
      roles: [],
    } as const;
    await expect(screenPage(screen)()).rejects.toThrow(
      'No page file features/report/pages/reports-page.tsx for the dashboard screen /dashboard/reports.',
    );
  });
});

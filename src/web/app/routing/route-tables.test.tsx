import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { STORE_NAME } from '#shared/common/constants';
import {
  DASHBOARD_SCREENS,
  PAGE_TITLES,
  screenTitle,
  SITE_PATHS,
  type PageKey,
} from '#shared/site/site-paths';

import type { AppRoute } from './app-route';
import { routeTableFor } from './app-routes';
import { coreRoutes, isCorePath } from './core-routes';

/** The paths of the routes the table settles on for `path`, from the shell down. */
async function settle(path: string): Promise<string[]> {
  const table = await routeTableFor(coreRoutes, path);
  return (matchRoutes(table, path) ?? []).map(({ route }) =>
    route.index ? '(index)' : (route.path ?? '(shell)'),
  );
}

describe('the route tables', () => {
  it('keeps the storefront core in the first table', () => {
    for (const path of ['/', '/shop', '/shop/brand/bakare-tailoring', '/brands', '/product/x']) {
      expect(isCorePath(path), path).toBe(true);
    }
    for (const path of ['/login', '/faq', '/dashboard/users', '/order/1', '/shopping']) {
      expect(isCorePath(path), path).toBe(false);
    }
  });

  it('routes the core with the first table alone', async () => {
    expect(await routeTableFor(coreRoutes, '/product/x')).toBe(coreRoutes);
    expect(await settle('/product/x')).toEqual(['(shell)', 'product/:slug']);
    expect(await settle('/shop/brand/x')).toEqual(['(shell)', 'shop', 'brand/:brandSlug']);
  });

  it('routes account, content and dashboard paths once their table has come', async () => {
    expect(await settle('/faq')).toEqual(['(shell)', 'faq']);
    expect(await settle('/reset-password/abc')).toEqual(['(shell)', 'reset-password/:token']);
    expect(await settle('/dashboard/product/edit/7')).toEqual([
      '(shell)',
      'dashboard',
      'product/edit/:id',
    ]);
  });

  it('leaves an unknown path to the not-found page', async () => {
    expect(await settle('/no-such-page')).toEqual(['(shell)', '*']);
  });
});

describe('the titles of the pages', () => {
  /** Every route of the whole table, with the whole path it answers. */
  function walk(routes: AppRoute[], parent = ''): { path: string; route: AppRoute }[] {
    return routes.flatMap((route) => {
      const own = route.index ? '' : (route.path ?? '');
      const path = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
      return [{ path, route }, ...walk(route.children ?? [], path)];
    });
  }

  it('gives every page of the tables its own title (or its page writes one from its data)', async () => {
    const table = await routeTableFor(coreRoutes, '/faq');
    const pages = walk(table).filter(({ route }) => route.element && !route.children?.length);
    expect(pages.length).toBeGreaterThan(50);
    const untitled = pages.filter(({ route }) => !route.title);
    expect(untitled.map(({ path }) => path)).toEqual([]);
    for (const { route, path } of pages) {
      if (route.title === 'page') continue;
      expect(route.title, path).toMatch(new RegExp(` \\| ${STORE_NAME}$`));
    }
  });

  it('names every screen of the dashboard and every path of the site table', async () => {
    const table = await routeTableFor(coreRoutes, '/faq');
    const titleAt = (path: string) => {
      const matches = matchRoutes(table, path) ?? [];
      return matches.at(-1)?.route.title;
    };
    for (const screen of Object.values(DASHBOARD_SCREENS)) {
      const path = screen.path.replaceAll(/:\w+/g, '7');
      expect(titleAt(path), screen.path).toBe(screenTitle(screen));
    }
    for (const [key, head] of Object.entries(PAGE_TITLES)) {
      const path = SITE_PATHS[key as PageKey].path.replaceAll(/:\w+/g, 'x');
      const title = titleAt(path);
      expect(title === 'page' || title === head.title, `${key}: ${title}`).toBe(true);
    }
    // The screens' names are their own: no two screens read the same.
    const names = Object.values(DASHBOARD_SCREENS).map((screen) => screen.title);
    expect(new Set(names).size).toBe(names.length);
  });
});

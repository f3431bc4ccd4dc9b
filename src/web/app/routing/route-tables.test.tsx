import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

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

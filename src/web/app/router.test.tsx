import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { discoverMoreRoutes, isCorePath } from './router';

/** The paths of the routes a memory router settles on, from the root down. */
async function settle(path: string): Promise<string[]> {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: '*', element: null }] }],
    { initialEntries: [path], patchRoutesOnNavigation: discoverMoreRoutes },
  );
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const paths = router.state.matches.map((match) => match.route.path ?? '(index)');
  router.dispose();
  return paths;
}

describe('lazy route discovery', () => {
  it('keeps the storefront core in the first table', () => {
    for (const path of ['/', '/shop', '/shop/brand/bakare-tailoring', '/brands', '/product/x']) {
      expect(isCorePath(path), path).toBe(true);
    }
    for (const path of ['/login', '/faq', '/dashboard/users', '/order/1', '/shopping']) {
      expect(isCorePath(path), path).toBe(false);
    }
  });

  it('routes account, content and dashboard paths once their table has come', async () => {
    expect(await settle('/faq')).toEqual(['/', 'faq']);
    expect(await settle('/reset-password/abc')).toEqual(['/', 'reset-password/:token']);
    expect(await settle('/dashboard/product/edit/7')).toEqual([
      '/',
      'dashboard',
      'product/edit/:id',
    ]);
  });

  it('leaves an unknown path to the not-found page', async () => {
    expect(await settle('/no-such-page')).toEqual(['/', '*']);
  });
});

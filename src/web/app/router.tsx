import { childPath, pathMatcher, STOREFRONT_PATHS } from '#shared/site/storefront-paths';

import { brandsLoader } from '../features/brand/brands.loader';
import { productLoader } from '../features/product/product.loader';
import { shopLoader } from '../features/shop/shop.loader';
import type { AppRoute } from './app-route';
import { page } from './lazy-page';
import { AppShell } from './shell/app-shell';

const notFoundPage = page(
  () => import('../features/not-found/pages/not-found-page'),
  (m) => m.NotFoundPage,
);

const shopPage = page(
  () => import('./routes/shop/shop-page'),
  (m) => m.ShopPage,
);

/** /shop and its nested lists; an unknown path inside /shop gets the shop's not-found page. */
const shopRoutes: AppRoute[] = [
  { index: true, load: shopLoader, ...shopPage },
  {
    path: childPath(STOREFRONT_PATHS.shop.path, STOREFRONT_PATHS.shopCategory.path),
    load: shopLoader,
    ...shopPage,
  },
  {
    path: childPath(STOREFRONT_PATHS.shop.path, STOREFRONT_PATHS.shopBrand.path),
    load: shopLoader,
    ...shopPage,
  },
  {
    path: '*',
    ...page(
      () => import('../features/shop/pages/shop-not-found-page'),
      (m) => m.ShopNotFoundPage,
    ),
  },
];

/**
 * The storefront's core (STOREFRONT_PATHS): the paths whose routes are in this table. Every other path (account,
 * dashboard, checkout return, orders, content pages) is routed by more-routes.tsx, whose table
 * is fetched the first time such a path is visited (or earlier, on the shopper's first
 * interaction): it stays out of the first load.
 */
const CORE_PATHS = Object.values(STOREFRONT_PATHS).map(pathMatcher);

export function isCorePath(path: string): boolean {
  return CORE_PATHS.some((matcher) => matcher.test(path));
}

/**
 * The core route table: the shell, with the storefront's pages under it (more-routes.tsx adds
 * the others under the shell). The same table draws a page on the server and in the browser.
 */
export const coreRoutes: AppRoute[] = [
  {
    element: <AppShell />,
    children: [
      {
        index: true,
        ...page(
          () => import('./routes/home/home-page'),
          (m) => m.HomePage,
        ),
      },
      { path: childPath('/', STOREFRONT_PATHS.shop.path), children: shopRoutes },
      {
        path: childPath('/', STOREFRONT_PATHS.brands.path),
        load: brandsLoader,
        ...page(
          () => import('../features/brand/pages/brands-page'),
          (m) => m.BrandsPage,
        ),
      },
      {
        path: childPath('/', STOREFRONT_PATHS.product.path),
        load: productLoader,
        ...page(
          () => import('./routes/product/product-page'),
          (m) => m.ProductPage,
        ),
      },
      { path: childPath('/', STOREFRONT_PATHS.notFound.path), ...notFoundPage },
      { path: '*', ...notFoundPage },
    ],
  },
];

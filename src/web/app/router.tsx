import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';

import { childPath, pathMatcher, STOREFRONT_PATHS } from '#shared/site/storefront-paths';

import { productLoader } from '../features/product/product.loader';
import { shopLoader } from '../features/shop/shop.loader';
import { page } from './lazy-page';
import { loadMoreRoutes, preloadMoreRoutesOnIntent } from './more-routes-loader';
import { queryClient } from './query-client';
import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';
import { ShellFallback } from './shell/shell-fallback';

const notFoundPage = page(
  () => import('../features/not-found/pages/not-found-page'),
  (m) => m.NotFoundPage,
);

const shopPage = page(
  () => import('./routes/shop/shop-page'),
  (m) => m.ShopPage,
);

/** Starts the product list's request with the page's code (see shop.loader). */
const loadShop = shopLoader(queryClient);

/** /shop and its nested lists; an unknown path inside /shop gets the shop's not-found page. */
const shopRoutes: RouteObject[] = [
  { index: true, loader: loadShop, lazy: shopPage },
  {
    path: childPath(STOREFRONT_PATHS.shop.path, STOREFRONT_PATHS.shopCategory.path),
    loader: loadShop,
    lazy: shopPage,
  },
  {
    path: childPath(STOREFRONT_PATHS.shop.path, STOREFRONT_PATHS.shopBrand.path),
    loader: loadShop,
    lazy: shopPage,
  },
  {
    path: '*',
    lazy: page(
      () => import('../features/shop/pages/shop-not-found-page'),
      (m) => m.ShopNotFoundPage,
    ),
  },
];

/** The shell's route: the pages of more-routes.tsx are patched in as its children. */
const ROOT_ID = 'root';

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
 * Lazy route discovery: the router calls this for a path that no route (or only a splat or a
 * parameter) matches yet.
 */
export const discoverMoreRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isCorePath(path)) return;
  const { moreRoutes } = await loadMoreRoutes();
  patch(ROOT_ID, moreRoutes);
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <AppShell />,
    errorElement: <RouteError />,
    // The first paint, while a lazy page's code loads.
    HydrateFallback: ShellFallback,
    children: [
      {
        index: true,
        lazy: page(
          () => import('./routes/home/home-page'),
          (m) => m.HomePage,
        ),
      },
      { path: childPath('/', STOREFRONT_PATHS.shop.path), children: shopRoutes },
      {
        path: childPath('/', STOREFRONT_PATHS.brands.path),
        lazy: page(
          () => import('../features/brand/pages/brands-page'),
          (m) => m.BrandsPage,
        ),
      },
      {
        path: childPath('/', STOREFRONT_PATHS.product.path),
        loader: productLoader(queryClient),
        lazy: page(
          () => import('./routes/product/product-page'),
          (m) => m.ProductPage,
        ),
      },
      { path: childPath('/', STOREFRONT_PATHS.notFound.path), lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

export function createRouter() {
  preloadMoreRoutesOnIntent();
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverMoreRoutes });
}

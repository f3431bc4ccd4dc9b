import type { QueryClient } from '@tanstack/react-query';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

import { childPath, pathMatcher, STOREFRONT_PATHS } from '#shared/site/storefront-paths';

import { brandsLoader } from '../features/brand/brands.loader';
import { productLoader } from '../features/product/product.loader';
import { shopLoader } from '../features/shop/shop.loader';
import type { DataLoading } from '../lib/data-loading';
import { page } from './lazy-page';
import { loadMoreRoutes } from './more-routes-loader';
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

/** /shop and its nested lists; an unknown path inside /shop gets the shop's not-found page. */
function shopRoutes(queryClient: QueryClient, loading: DataLoading): RouteObject[] {
  // Starts the product list's request with the page's code (see shop.loader).
  const loadShop = shopLoader(queryClient, loading);
  return [
    { id: 'shop', index: true, loader: loadShop, lazy: shopPage },
    {
      id: 'shop-category',
      path: childPath(STOREFRONT_PATHS.shop.path, STOREFRONT_PATHS.shopCategory.path),
      loader: loadShop,
      lazy: shopPage,
    },
    {
      id: 'shop-brand',
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
}

/** The shell's route: the pages of more-routes.tsx are patched in as its children. */
export const ROOT_ID = 'root';

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

/**
 * The core route table. The browser gives its one query client and lets loaders start requests
 * without waiting (`prefetch`); the server's renderer gives a client per page and waits for the
 * data (`await`), so the page is drawn with it. Routes with a loader carry a fixed id: the
 * server's loader data is matched to the browser's routes by id.
 */
export function createRoutes(queryClient: QueryClient, loading: DataLoading): RouteObject[] {
  return [
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
        {
          path: childPath('/', STOREFRONT_PATHS.shop.path),
          children: shopRoutes(queryClient, loading),
        },
        {
          id: 'brands',
          path: childPath('/', STOREFRONT_PATHS.brands.path),
          loader: brandsLoader(queryClient, loading),
          lazy: page(
            () => import('../features/brand/pages/brands-page'),
            (m) => m.BrandsPage,
          ),
        },
        {
          id: 'product',
          path: childPath('/', STOREFRONT_PATHS.product.path),
          loader: productLoader(queryClient, loading),
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
}

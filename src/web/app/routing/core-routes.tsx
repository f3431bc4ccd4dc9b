import { pathMatcher, STOREFRONT_PATHS, STOREFRONT_TITLES } from '#shared/site/storefront-paths';

import { brandsLoader } from '../../features/brand/brands.loader';
import { productLoader } from '../../features/product/product.loader';
import { shopLoader } from '../../features/shop/shop.loader';
import { AppShell } from '../shell/app-shell';
import type { AppRoute } from './app-route';
import { route, under } from './route';

/*
 * The storefront's core (STOREFRONT_PATHS): the first load and the first route table. Every
 * other page is declared in more-routes.tsx, whose table is fetched the first time such a path
 * is visited (or earlier, on the shopper's first interaction). A page drawn by several routes
 * is declared once, as a const, so that moving between them keeps it.
 */

const shopPage = () => import('../routes/shop/shop-page').then((m) => m.ShopPage);
const notFoundPage = () =>
  import('../../features/not-found/pages/not-found-page').then((m) => m.NotFoundPage);

/** The not-found page's title (the server writes the same for a 404). */
const NOT_FOUND_TITLE = STOREFRONT_TITLES.notFound;

const CORE_PATHS = Object.values(STOREFRONT_PATHS).map(pathMatcher);

/** Whether `path` is routed by this table alone (more-routes.tsx is not needed). */
export function isCorePath(path: string): boolean {
  return CORE_PATHS.some((matcher) => matcher.test(path));
}

/** The shell, with the storefront's pages under it (more-routes.tsx adds the others there). */
export const coreRoutes: AppRoute[] = [
  {
    element: <AppShell />,
    children: under('/', [
      route({
        path: STOREFRONT_PATHS.home.path,
        page: () => import('../routes/home/home-page').then((m) => m.HomePage),
        title: 'page',
      }),
      route({
        path: STOREFRONT_PATHS.shop.path,
        children: [
          route({
            path: STOREFRONT_PATHS.shop.path,
            page: shopPage,
            load: shopLoader,
            title: 'page',
          }),
          route({
            path: STOREFRONT_PATHS.shopCategory.path,
            page: shopPage,
            load: shopLoader,
            title: 'page',
          }),
          route({
            path: STOREFRONT_PATHS.shopBrand.path,
            page: shopPage,
            load: shopLoader,
            title: 'page',
          }),
          // An unknown path inside /shop gets the shop's own not-found page.
          route({
            path: '*',
            page: () =>
              import('../../features/shop/pages/shop-not-found-page').then(
                (m) => m.ShopNotFoundPage,
              ),
            title: 'page',
          }),
        ],
      }),
      route({
        path: STOREFRONT_PATHS.brands.path,
        page: () => import('../../features/brand/pages/brands-page').then((m) => m.BrandsPage),
        load: brandsLoader,
        title: 'page',
      }),
      route({
        path: STOREFRONT_PATHS.product.path,
        page: () => import('../routes/product/product-page').then((m) => m.ProductPage),
        load: productLoader,
        title: 'page',
      }),
      route({ path: STOREFRONT_PATHS.notFound.path, page: notFoundPage, title: NOT_FOUND_TITLE }),
      route({ path: '*', page: notFoundPage, title: NOT_FOUND_TITLE }),
    ]),
  },
];

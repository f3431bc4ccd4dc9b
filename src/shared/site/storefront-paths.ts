import { STORE_NAME } from '../common/constants';

/*
 * The storefront's part of the table of web paths (site-paths.ts holds the rest): its own
 * module because the first load carries it, and only it.
 */

export interface SitePath {
  /** The route pattern, as the router matches it (`:name` a parameter). */
  path: string;
  /** Everything below the path is the same area (the shop's lists and its own not-found page). */
  isSection?: boolean;
  /** Listed in /sitemap.xml. */
  inSitemap?: boolean;
  /** Per-user: served, never indexed; for a pattern, every path from its first parameter on. */
  isPrivate?: boolean;
  /**
   * Outside the core: drawn by the server too (a content page anyone may read). The core's
   * pages always are; the other pages (account, dashboard, checkout) are drawn in the browser.
   */
  isServerRendered?: boolean;
}

/** The storefront's core, in the first load and the first route table (web app/routing/core-routes.tsx). */
export const STOREFRONT_PATHS = {
  home: { path: '/', inSitemap: true },
  shop: { path: '/shop', isSection: true, inSitemap: true },
  shopCategory: { path: '/shop/category/:categorySlug' },
  shopBrand: { path: '/shop/brand/:brandSlug' },
  brands: { path: '/brands', inSitemap: true },
  product: { path: '/product/:slug' },
  notFound: { path: '/404' },
} as const satisfies Record<string, SitePath>;

/**
 * The query parameters a storefront page reads (the shop's filters, shop-filters.ts): the server
 * draws and caches a page for these only, so other parameters cannot multiply its drawings.
 */
export const STOREFRONT_QUERY_KEYS = [
  'name',
  'min',
  'max',
  'rating',
  'order',
  'page',
  // The shop's facets (decision 0052), each possibly repeated.
  'size',
  'brand',
  'category',
  'price',
] as const;

/** The fixed titles of storefront pages the browser sets itself (site-paths.ts lists all). */
export const STOREFRONT_TITLES = {
  home: `${STORE_NAME} | Traditional and tailored menswear`,
  brands: `Brands | ${STORE_NAME}`,
  notFound: `Page not found | ${STORE_NAME}`,
} as const;

/** The route's path under its parent's (`''` for the parent's index route). */
export function childPath(parent: string, path: string): string {
  if (path === parent) return '';
  return path.slice(parent === '/' ? 1 : parent.length + 1);
}

/**
 * A matcher for the path and (for a section) everything below it; a parameter stands for the
 * rest of the path, as the router's splat routes of that area then answer it. The table's
 * paths are plain words, nothing in them to escape.
 */
export function pathMatcher({ path, isSection }: SitePath): RegExp {
  const body = path.replace(/:[^/]+/g, '.*');
  return new RegExp(`^${body === '/' ? body : `${body}${isSection ? '(?:/.*)?' : '/?'}`}$`);
}

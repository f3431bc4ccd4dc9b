import {
  PAGE_TITLES,
  privatePrefix,
  SITE_PATHS,
  STOREFRONT_PATHS,
  type PageKey,
} from '#shared/site/site-paths';

import type { BrandService } from '../brand/brand.service';
import type { CategoryService } from '../category/category.service';
import type { ProductService } from '../product/product.service';

/** Well under the 50,000 URLs a sitemap file may hold. */
export const PRODUCTS_PER_SITEMAP = 40_000;

/** Private or per-user areas (the site table's `isPrivate`): served, never indexed. */
export const PRIVATE_PREFIXES = Object.values(SITE_PATHS)
  .filter((page) => page.isPrivate)
  .map((page) => privatePrefix(page.path));

/**
 * What robots.txt keeps crawlers out of, from the site table: the API, the private areas and the
 * pages whose head says noindex (sign-in, thank-you and the like).
 */
const NOT_FOR_CRAWLERS = [
  ...new Set([
    '/api/',
    ...PRIVATE_PREFIXES,
    ...Object.entries(PAGE_TITLES)
      .filter(([, head]) => head?.noindex)
      .map(([key]) => privatePrefix(SITE_PATHS[key as PageKey].path)),
  ]),
];

const PUBLIC_PAGES = Object.values(SITE_PATHS)
  .filter((page) => page.inSitemap)
  .map((page) => page.path);

/** The pattern with its one parameter filled in, URL-encoded. */
function pathTo(pattern: string, value: string): string {
  return pattern.replace(/:[^/]+/, () => encodeURIComponent(value));
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function urlset(entries: Array<{ loc: string; lastmod?: Date }>): string {
  const body = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const body = locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml lists the public pages, active brands and categories and every product in the
 * shop; past PRODUCTS_PER_SITEMAP products it becomes an index of numbered product sitemaps.
 */
export function createSitemaps(deps: {
  publicUrl: string;
  products: ProductService;
  brands: BrandService;
  categories: CategoryService;
}) {
  const absolute = (path: string) => `${deps.publicUrl}${path}`;

  async function pageEntries() {
    const [brands, categories] = await Promise.all([
      deps.brands.listActive(),
      deps.categories.listActive(),
    ]);
    return [
      ...PUBLIC_PAGES.map((path) => ({ loc: absolute(path) })),
      ...brands.map((b) => ({ loc: absolute(pathTo(STOREFRONT_PATHS.shopBrand.path, b.slug)) })),
      ...categories.map((c) => ({
        loc: absolute(pathTo(STOREFRONT_PATHS.shopCategory.path, c.slug)),
      })),
    ];
  }

  async function productEntries(part: number) {
    const rows = await deps.products.sitemapEntries(
      (part - 1) * PRODUCTS_PER_SITEMAP,
      PRODUCTS_PER_SITEMAP,
    );
    return rows.map((row) => ({
      loc: absolute(pathTo(STOREFRONT_PATHS.product.path, row.slug)),
      lastmod: row.updated,
    }));
  }

  return {
    async root(): Promise<string> {
      const total = await deps.products.countVisible();
      if (total <= PRODUCTS_PER_SITEMAP) {
        return urlset([...(await pageEntries()), ...(await productEntries(1))]);
      }
      const parts = Math.ceil(total / PRODUCTS_PER_SITEMAP);
      return sitemapIndex([
        absolute('/sitemap-pages.xml'),
        ...Array.from({ length: parts }, (_, i) => absolute(`/sitemap-products-${i + 1}.xml`)),
      ]);
    },
    pages: async () => urlset(await pageEntries()),
    /** Null past the last part. */
    async products(part: number): Promise<string | null> {
      const entries = await productEntries(part);
      return entries.length ? urlset(entries) : null;
    },
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}
export type Sitemaps = ReturnType<typeof createSitemaps>;

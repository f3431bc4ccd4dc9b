import { STORE_NAME } from '#shared/common/constants';
import {
  DASHBOARD_SCREENS,
  PAGE_TITLES,
  screenTitle,
  SITE_PATHS,
  STOREFRONT_PATHS,
  type PageKey,
  type PageTitle,
} from '#shared/site/site-paths';

import { AppError } from '../../kernel/app-error';
import type { PageHead } from '../../http/page-head';
import type { BrandService } from '../brand/brand.service';
import type { CategoryService } from '../category/category.service';
import type { ProductService } from '../product/product.service';
import { PRIVATE_PREFIXES } from './sitemap';

const DEFAULT_DESCRIPTION =
  'Agbada, suits, native wear and ready-to-wear for men, tailored in Lagos and delivered in 3-5 working days.';

/**
 * Pages of the SPA with a fixed title, the dashboard's screens included (those of a path
 * without a parameter: the others get the private pages' head); any other path that no
 * pattern below matches is a 404.
 */
const STATIC_PAGES = new Map<string, PageTitle>([
  ...Object.values(DASHBOARD_SCREENS)
    .filter((screen) => !screen.path.includes(':'))
    .map((screen) => [screen.path, { title: screenTitle(screen), noindex: true }] as const),
  ...Object.entries(PAGE_TITLES).map(
    ([key, head]) => [SITE_PATHS[key as PageKey].path, head] as const,
  ),
]);

/** The pattern's parameters as capture groups: `/product/:slug` matches `/product/x`. */
function patternOf(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[^/]+/g, '([^/]+)')}$`);
}

const PRODUCT_PATH = patternOf(STOREFRONT_PATHS.product.path);
const BRAND_PATH = patternOf(STOREFRONT_PATHS.shopBrand.path);
const CATEGORY_PATH = patternOf(STOREFRONT_PATHS.shopCategory.path);

function truncate(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The path without its trailing slashes. A scan from the end: /\/+$/ retries from every slash
 * of a long run of slashes that does not end the path, quadratic in the length of the URL.
 */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47 /* / */) end -= 1;
  return path.slice(0, end);
}

export function createSeoService(deps: {
  publicUrl: string;
  products: ProductService;
  brands: BrandService;
  categories: CategoryService;
}) {
  const absolute = (path: string) => `${deps.publicUrl}${path}`;

  function basic(
    path: string,
    title: string,
    description = DEFAULT_DESCRIPTION,
    noindex = false,
  ): PageHead {
    return {
      status: 200,
      title,
      description,
      canonical: absolute(path),
      noindex,
      meta: {
        'og:site_name': STORE_NAME,
        'og:type': 'website',
        'og:title': title,
        'og:description': description,
        'og:url': absolute(path),
        'twitter:card': 'summary',
      },
    };
  }

  function notFound(): PageHead {
    return {
      status: 404,
      title: PAGE_TITLES.notFound.title,
      description: 'The page you are looking for was not found.',
      noindex: true,
    };
  }

  async function productHead(path: string, slug: string): Promise<PageHead> {
    let product;
    try {
      product = await deps.products.item(slug);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound();
      throw error;
    }
    const title = `${product.name} | ${STORE_NAME}`;
    const description = truncate(product.description || `${product.name} from ${STORE_NAME}.`);
    // Paths, or absolute URLs already when other origins read the catalog (decision 0030).
    const images = [product.imageUrl, product.imgs, product.imgss]
      .filter((url): url is string => Boolean(url))
      .map((url) => (url.startsWith('/') ? absolute(url) : url));
    const head = basic(path, title, description);
    head.meta = {
      ...head.meta,
      'og:type': 'product',
      'twitter:card': images.length ? 'summary_large_image' : 'summary',
      ...(images[0] ? { 'og:image': images[0], 'og:image:alt': product.name } : {}),
      'product:price:amount': product.price.toFixed(2),
      'product:price:currency': 'USD',
    };
    head.jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.sku,
      ...(images.length ? { image: images } : {}),
      url: absolute(path),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      offers: {
        '@type': 'Offer',
        url: absolute(path),
        priceCurrency: 'USD',
        price: product.price.toFixed(2),
        availability:
          product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(product.totalReviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.averageRating,
              reviewCount: product.totalReviews,
            },
          }
        : {}),
    };
    return head;
  }

  return {
    /** The head of any page path the SPA serves. */
    async headFor(path: string): Promise<PageHead> {
      let clean: string;
      try {
        clean = decodeURI(path.length > 1 ? withoutTrailingSlashes(path) : path);
      } catch {
        return notFound();
      }
      const fixed = STATIC_PAGES.get(clean);
      if (fixed) return basic(clean, fixed.title, fixed.description, fixed.noindex);
      if (
        PRIVATE_PREFIXES.some(
          (prefix) =>
            clean === prefix || clean.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
        )
      ) {
        return basic(clean, STORE_NAME, DEFAULT_DESCRIPTION, true);
      }
      const productMatch = PRODUCT_PATH.exec(clean);
      if (productMatch?.[1]) return productHead(clean, productMatch[1]);
      const brandMatch = BRAND_PATH.exec(clean);
      if (brandMatch?.[1]) {
        const brand = await deps.brands.findActiveBySlug(brandMatch[1].toLowerCase());
        if (!brand) return notFound();
        return basic(
          clean,
          `${brand.name} | ${STORE_NAME}`,
          truncate(brand.description || DEFAULT_DESCRIPTION),
        );
      }
      const categoryMatch = CATEGORY_PATH.exec(clean);
      if (categoryMatch?.[1]) {
        const category = await deps.categories.findActiveBySlug(categoryMatch[1].toLowerCase());
        if (!category) return notFound();
        return basic(
          clean,
          `${category.name} | ${STORE_NAME}`,
          truncate(category.description || DEFAULT_DESCRIPTION),
        );
      }
      return notFound();
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

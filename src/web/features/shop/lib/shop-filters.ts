import { LIMITS, PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { FACET_CHOICES_MAX, PRICE_BAND_IDS, type PriceBandId } from '#shared/product/facets';
import { SORT_ORDERS, type SortOrder } from '#shared/product/product.constants';
import type { ProductListQuery } from '#shared/product/product.schemas';
import { STAR_COUNT } from '#shared/review/review.rules';

/** The price filter's range in dollars, and the least distance between its two handles. */
export const PRICE_RANGE = { min: 1, max: 5000, gap: 10 } as const;

/** The shop's filters, sort and page as kept in the URL query. */
export interface ShopFilters {
  /** Only set when the shopper moved the handle. */
  min?: number;
  max?: number;
  /** Minimum average stars, 0 (any) to 5. */
  rating: number;
  /** Facets (decision 0052): choices of one facet combine with OR, facets with AND. */
  sizes: ProductSize[];
  brands: string[];
  categories: string[];
  prices: PriceBandId[];
  order: SortOrder;
  page: number;
}

function readInteger(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

function isSortOrder(value: number | undefined): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

/** Distinct slugs, at most FACET_CHOICES_MAX, in a stable order (the same choices, the same link). */
function slugsOf(values: string[]): string[] {
  const slugs = values
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value && value.length <= 120);
  return [...new Set(slugs)].sort().slice(0, FACET_CHOICES_MAX);
}

/** Reads the filters from a URL query, ignoring what is out of range (a shared or old link). */
export function readShopFilters(search: URLSearchParams): ShopFilters {
  let min = readInteger(search.get('min'));
  let max = readInteger(search.get('max'));
  if (min !== undefined) {
    min = Math.min(Math.max(min, PRICE_RANGE.min), PRICE_RANGE.max - PRICE_RANGE.gap);
  }
  if (max !== undefined) {
    max = Math.min(Math.max(max, PRICE_RANGE.min + PRICE_RANGE.gap), PRICE_RANGE.max);
  }
  if (min !== undefined && max !== undefined && max - min < PRICE_RANGE.gap) max = undefined;
  if (min === PRICE_RANGE.min) min = undefined;
  if (max === PRICE_RANGE.max) max = undefined;
  const rating = readInteger(search.get('rating'));
  const order = readInteger(search.get('order'));
  const page = readInteger(search.get('page'));
  const sizes = search.getAll('size').map((value) => value.trim().toUpperCase());
  const prices = search.getAll('price').map((value) => value.trim().toLowerCase());
  return {
    sizes: PRODUCT_SIZES.filter((size) => sizes.includes(size)),
    brands: slugsOf(search.getAll('brand')),
    categories: slugsOf(search.getAll('category')),
    prices: PRICE_BAND_IDS.filter((id) => prices.includes(id)),
    min,
    max,
    rating: rating !== undefined && rating >= 0 && rating <= STAR_COUNT ? rating : 0,
    order: isSortOrder(order) ? order : 0,
    page: page !== undefined && page >= 1 ? page : 1,
  };
}

/**
 * Writes the filters into a URL query, leaving out the defaults so that a plain /shop link
 * stays plain. Other keys of `base` (a search term, say) are kept.
 */
export function writeShopFilters(
  filters: ShopFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams(base);
  const keys = ['min', 'max', 'rating', 'order', 'page'] as const;
  // Always in the same order, so the same filters make the same link.
  [...FACET_KEYS, ...keys].forEach((key) => search.delete(key));
  const choices: Record<(typeof FACET_KEYS)[number], readonly string[]> = {
    size: filters.sizes,
    brand: filters.brands,
    category: filters.categories,
    price: filters.prices,
  };
  for (const key of FACET_KEYS) for (const value of choices[key]) search.append(key, value);
  const values: Record<(typeof keys)[number], number | string | undefined> = {
    min: filters.min === PRICE_RANGE.min ? undefined : filters.min,
    max: filters.max === PRICE_RANGE.max ? undefined : filters.max,
    rating: filters.rating || undefined,
    order: filters.order || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}

/** The URL parameters of the facets, in the order a link writes them. */
export const FACET_KEYS = ['size', 'brand', 'category', 'price'] as const;

/** How many filters the shopper has set (the price range counts once, each facet choice once). */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    (filters.min !== undefined || filters.max !== undefined ? 1 : 0) +
    (filters.rating ? 1 : 0) +
    filters.sizes.length +
    filters.brands.length +
    filters.categories.length +
    filters.prices.length
  );
}

/** Every filter off (the sort kept). */
export const NO_FILTERS = {
  min: undefined,
  max: undefined,
  rating: 0,
  sizes: [],
  brands: [],
  categories: [],
  prices: [],
} satisfies Partial<ShopFilters>;

/** 'Showing: x-y products of n products', the range computed from the page size and page. */
export function showingText(currentPage: number, limit: number, count: number): string {
  const from = count === 0 ? 0 : (currentPage - 1) * limit + 1;
  const to = Math.min(currentPage * limit, count);
  return `Showing: ${from}-${to} products of ${count} products`;
}

/**
 * Which list a shop URL shows: its filters, plus the brand or category of its path (a brand's
 * or category's page is that brand or category: the facet of its own is not offered there).
 */
export function shopListParams(
  search: URLSearchParams,
  slugs: { brandSlug?: string; categorySlug?: string },
): Pick<ProductListQuery, 'order' | 'page' | 'limit'> &
  Partial<Omit<ProductListQuery, 'order' | 'page' | 'limit'>> {
  const filters = readShopFilters(search);
  return {
    name: search.get('name')?.trim() || undefined,
    categories: slugs.categorySlug ? [slugs.categorySlug] : filters.categories,
    brands: slugs.brandSlug ? [slugs.brandSlug] : filters.brands,
    min: filters.min,
    max: filters.max,
    rating: filters.rating || undefined,
    sizes: filters.sizes,
    prices: filters.prices,
    order: filters.order,
    page: filters.page,
    limit: LIMITS.productPageSize,
  };
}

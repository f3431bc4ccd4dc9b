import { LIMITS, PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
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
  /** Only products with stock in this size (decision 0039). */
  size?: ProductSize;
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
  const size = search.get('size')?.trim().toUpperCase();
  return {
    size: PRODUCT_SIZES.find((known) => known === size),
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
  const keys = ['min', 'max', 'rating', 'size', 'order', 'page'] as const;
  // Always in the same order, so the same filters make the same link.
  keys.forEach((key) => search.delete(key));
  const values: Record<(typeof keys)[number], number | string | undefined> = {
    min: filters.min === PRICE_RANGE.min ? undefined : filters.min,
    max: filters.max === PRICE_RANGE.max ? undefined : filters.max,
    rating: filters.rating || undefined,
    size: filters.size,
    order: filters.order || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}

/** How many filters the shopper has set (price counts once). */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    (filters.min !== undefined || filters.max !== undefined ? 1 : 0) +
    (filters.rating ? 1 : 0) +
    (filters.size ? 1 : 0)
  );
}

/** 'Showing: x-y products of n products', the range computed from the page size and page. */
export function showingText(currentPage: number, limit: number, count: number): string {
  const from = count === 0 ? 0 : (currentPage - 1) * limit + 1;
  const to = Math.min(currentPage * limit, count);
  return `Showing: ${from}-${to} products of ${count} products`;
}

/** Which list a shop URL shows: its filters, plus the brand or category of its path. */
export function shopListParams(
  search: URLSearchParams,
  slugs: { brandSlug?: string; categorySlug?: string },
): Pick<ProductListQuery, 'order' | 'page' | 'limit'> &
  Partial<Omit<ProductListQuery, 'order' | 'page' | 'limit'>> {
  const filters = readShopFilters(search);
  return {
    name: search.get('name')?.trim() || undefined,
    category: slugs.categorySlug,
    brand: slugs.brandSlug,
    min: filters.min,
    max: filters.max,
    rating: filters.rating || undefined,
    size: filters.size,
    order: filters.order,
    page: filters.page,
    limit: LIMITS.productPageSize,
  };
}

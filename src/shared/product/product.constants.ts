/*
 * The catalog's plain constants, without zod: the storefront's first load uses them (sort
 * dropdown, search field) and must not pull zod in. product.schemas re-exports them.
 */

export const SORT_ORDERS = [0, 1, 2] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SORT_LABELS: Record<SortOrder, string> = {
  0: 'Newest First',
  1: 'Price High to Low',
  2: 'Price Low to High',
};

/** Longest search term the suggestions accept. */
export const SEARCH_TERM_MAX = 60;

/** Product administration's limits (dashboard spec §5). */
export const SKU_MAX = 64;
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_SLUG_MAX = 120;
export const PRODUCT_QUANTITY_MAX = 1_000_000;
export const PRODUCT_PRICE_MIN = 1;
export const PRODUCT_PRICE_MAX = 1_000_000;

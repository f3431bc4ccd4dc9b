import { PRODUCT_SIZES, type ProductSize } from '../common/constants';

/*
 * The shop's facets (decision 0052), without zod: the shop page's filter panel and the server
 * read them. A facet's choices combine with OR, the facets with AND; a facet's counts apply every
 * other facet's choices but not its own.
 */

/** The facets, in the order the filter panel shows them; each is also its URL parameter. */
export const FACETS = ['size', 'brand', 'category', 'price'] as const;
export type Facet = (typeof FACETS)[number];

/** The most choices one facet takes in one request (more is refused with 400). */
export const FACET_CHOICES_MAX = 20;

/** The price bands' values in the URL (`price=100-250`). */
export const PRICE_BAND_IDS = ['under-100', '100-250', '250-500', '500-plus'] as const;
export type PriceBandId = (typeof PRICE_BAND_IDS)[number];

export interface PriceBand {
  id: PriceBandId;
  label: string;
  /** From this many cents (inclusive)... */
  fromCents: number;
  /** ...to this many (exclusive); null: no upper bound. */
  toCents: number | null;
}

/** Fixed price bands in the store's currency (dollars), from the cheapest cap to an agbada set. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-100', label: 'Under $100', fromCents: 0, toCents: 10_000 },
  { id: '100-250', label: '$100 to $250', fromCents: 10_000, toCents: 25_000 },
  { id: '250-500', label: '$250 to $500', fromCents: 25_000, toCents: 50_000 },
  { id: '500-plus', label: '$500 and over', fromCents: 50_000, toCents: null },
];

export const FACET_MESSAGES = {
  tooMany: (what: string) => `Please choose at most ${FACET_CHOICES_MAX} ${what}.`,
  sizeInvalid: `Size may only be ${PRODUCT_SIZES.join(', ')}.`,
  priceInvalid: `Price may only be ${PRICE_BAND_IDS.join(', ')}.`,
  slugInvalid: (what: string) => `Each of the ${what} must be at most 120 characters.`,
} as const;

/** One choice of a facet and how many products it leaves under the other facets' choices. */
export interface FacetChoice {
  value: string;
  label: string;
  count: number;
}

/** GET /api/product/list/facets: the products matching every filter, and each facet's choices. */
export interface ProductFacets {
  count: number;
  sizes: Array<FacetChoice & { value: ProductSize }>;
  brands: FacetChoice[];
  categories: FacetChoice[];
  prices: FacetChoice[];
}

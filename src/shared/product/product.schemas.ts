import { z } from 'zod';

import { LIMITS, PRODUCT_SIZES } from '../common/constants';
import { rawMax, REF_MAX } from '../common/fields';
import { MSG } from '../common/messages';
import { FitCountsSchema, SizeGuideViewSchema } from '../size-guide/size-guide.schemas';
import { FACET_CHOICES_MAX, FACET_MESSAGES, PRICE_BAND_IDS } from './facets';
import { SORT_ORDERS, type SortOrder } from './product.constants';

// Plain constants live in a zod-free module (the storefront's first load uses them).
export { SEARCH_TERM_MAX, SORT_LABELS, SORT_ORDERS, type SortOrder } from './product.constants';

export const BrandRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type BrandRef = z.infer<typeof BrandRefSchema>;

/** One size's units in stock. */
export const SizeStockEntrySchema = z.object({
  size: z.enum(PRODUCT_SIZES),
  quantity: z.number().int(),
});

/** A product as the storefront sees it. Prices are dollars; images are URLs (or null). */
export const ProductDtoSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The stock on hand; `inventory` is the same number under the spec's other name. */
  quantity: z.number().int(),
  inventory: z.number().int(),
  sizes: z.array(z.enum(PRODUCT_SIZES)),
  /** Stock per size, in size order (decision 0039); empty: `quantity` is shared by every size. */
  sizeStock: z.array(SizeStockEntrySchema),
  price: z.number(),
  taxable: z.boolean(),
  isActive: z.boolean(),
  brand: BrandRefSchema.nullable(),
  /** Main image (the largest variant); `img` is the same for the original client. */
  imageUrl: z.string().nullable(),
  img: z.string().nullable(),
  /** The two gallery images. */
  imgs: z.string().nullable(),
  imgss: z.string().nullable(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  /** How many approved reviews say it runs small, true to size or large (decision 0041). */
  fit: FitCountsSchema,
  /** The item read only: the size guide that applies (brand, category or the store's). */
  sizeGuide: SizeGuideViewSchema.optional(),
  isLiked: z.boolean().optional(),
  created: z.string(),
  /**
   * Offered made to measure (decision 0042): the surcharge in dollars and the lead time in
   * days; null when not. Absent from an older server's answer.
   */
  madeToMeasure: z.object({ surcharge: z.number(), leadDays: z.number().int() }).nullish(),
});
export type ProductDto = z.infer<typeof ProductDtoSchema>;

/** The original client's sortOrder JSON: {"_id":-1}, {"price":-1}, {"price":1}. */
function sortOrderFromJson(value: string): SortOrder | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'number' && SORT_ORDERS.includes(parsed as SortOrder))
      return parsed as SortOrder;
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      if (record.price === -1) return 1;
      if (record.price === 1) return 2;
      if (record._id === -1) return 0;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * A filter given once (the original client's `brand=agbada`) or repeated (`brand=a&brand=b`, the
 * shop's facets, decision 0052): the distinct choices, `all` and empty ones left out, at most
 * FACET_CHOICES_MAX of them.
 */
const choices = <Item extends string>(what: string, item: z.ZodType<Item, string>) =>
  z
    .union([z.string(), z.array(z.string())], { error: FACET_MESSAGES.slugInvalid(what) })
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(
          z
            .string()
            .max(REF_MAX, { message: FACET_MESSAGES.slugInvalid(what), abort: true })
            .trim(),
        )
        .max(FACET_CHOICES_MAX, FACET_MESSAGES.tooMany(what)),
    )
    .transform((values) => [
      ...new Set(values.filter((value) => value !== '' && value.toLowerCase() !== 'all')),
    ])
    .pipe(z.array(item));

const slugChoices = (what: string) =>
  choices(what, z.string().toLowerCase().max(120, FACET_MESSAGES.slugInvalid(what))).transform(
    (slugs) => slugs.sort(),
  );

/** Longer than any number a filter needs: refused before it is read. */
const NUMBER_TEXT_MAX = 40;

const optionalNumber = (min: number, max: number, options: { isWhole?: boolean } = {}) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '' || value === 'all') return undefined;
      const n = typeof value === 'string' && value.length > NUMBER_TEXT_MAX ? NaN : Number(value);
      if (!Number.isFinite(n) || n < min || n > max || (options.isWhole && !Number.isInteger(n))) {
        const kind = options.isWhole ? 'a whole number' : 'a number';
        ctx.addIssue({ code: 'custom', message: `Must be ${kind} from ${min} to ${max}.` });
        return z.NEVER;
      }
      return n;
    });

/** The most products one page of a list may hold. */
export const PRODUCT_LIMIT_MAX = 50;

export const ProductListQuerySchema = z
  .object({
    name: z
      .string()
      .max(rawMax(LIMITS.searchMax), {
        message: MSG.tooLong('Name', LIMITS.searchMax),
        abort: true,
      })
      .trim()
      .max(LIMITS.searchMax, MSG.tooLong('Name', LIMITS.searchMax))
      .optional()
      .transform((value) => (value && value !== 'all' ? value : undefined)),
    /** Facets (decision 0052): one value or several (OR); sizes in stock, price bands. */
    category: slugChoices('categories'),
    brand: slugChoices('brands'),
    min: optionalNumber(0, 1_000_000),
    max: optionalNumber(0, 1_000_000),
    rating: optionalNumber(0, 5),
    size: choices(
      'sizes',
      z
        .string()
        .toUpperCase()
        .pipe(z.enum(PRODUCT_SIZES, { error: FACET_MESSAGES.sizeInvalid })),
    ).transform((sizes) => PRODUCT_SIZES.filter((size) => sizes.includes(size))),
    price: choices(
      'price bands',
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(PRICE_BAND_IDS, { error: FACET_MESSAGES.priceInvalid })),
    ).transform((ids) => PRICE_BAND_IDS.filter((id) => ids.includes(id))),
    order: optionalNumber(0, 2, { isWhole: true }),
    sortOrder: z.string().max(40).optional(),
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
    // Over 50 is capped at 50; anything that is not a whole number from 1 is the default 10.
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(LIMITS.productPageSize)
      .transform((value) => Math.min(value, PRODUCT_LIMIT_MAX)),
  })
  .transform(({ sortOrder, order, category, brand, size, price, ...rest }) => ({
    ...rest,
    categories: category,
    brands: brand,
    sizes: size,
    prices: price,
    order: (order ?? (sortOrder ? sortOrderFromJson(sortOrder) : undefined) ?? 0) as SortOrder,
  }));
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductDtoSchema),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  count: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const FacetChoiceSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});

/** GET /api/product/list/facets (decision 0052). */
export const ProductFacetsResponseSchema = z.object({
  /** Products matching every filter: the list's `count`. */
  count: z.number().int(),
  sizes: z.array(FacetChoiceSchema.extend({ value: z.enum(PRODUCT_SIZES) })),
  brands: z.array(FacetChoiceSchema),
  categories: z.array(FacetChoiceSchema),
  prices: z.array(FacetChoiceSchema),
});

export const ProductSuggestionSchema = z.object({
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;

export const ProductSearchResponseSchema = z.object({ products: z.array(ProductSuggestionSchema) });

export const ProductItemResponseSchema = z.object({ product: ProductDtoSchema });

export const BrandProductsResponseSchema = z.object({
  products: z.array(ProductDtoSchema),
  pages: z.number().int(),
  page: z.number().int(),
  totalProducts: z.number().int(),
});

export const SelectOptionSchema = z.object({ _id: z.string(), name: z.string() });
export const ProductSelectResponseSchema = z.object({ products: z.array(SelectOptionSchema) });

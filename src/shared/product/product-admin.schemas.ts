import { z } from 'zod';

import { LIMITS, PRODUCT_SIZES, type ProductSize } from '../common/constants';
import { rawMax, REF_MAX, requiredText } from '../common/fields';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_QUANTITY_MAX,
  PRODUCT_SLUG_MAX,
  SKU_MAX,
} from './product.constants';
import { MADE_TO_MEASURE_LEAD_DAYS_MAX } from './made-to-measure';
import { PRODUCT_MESSAGES } from './product.messages';
import { ProductDtoSchema } from './product.schemas';

/*
 * Product administration (dashboard spec §2, §5, §7): the add and edit contracts shared by the
 * server and the dashboard forms, with the spec's messages.
 */

/** The main image and the two gallery images. */
export const PRODUCT_IMAGE_FIELDS = ['image', 'image2', 'image3'] as const;
export type ProductImageField = (typeof PRODUCT_IMAGE_FIELDS)[number];
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Letters, digits, dashes and underscores (the original client's `alpha_dash`). */
export const ALPHA_DASH = /^[A-Za-z0-9_-]+$/;

const M = PRODUCT_MESSAGES;

const skuField = z
  .string({ error: M.skuRequired })
  .max(rawMax(SKU_MAX), { message: M.skuMax, abort: true })
  .trim()
  .min(1, { message: M.skuRequired, abort: true })
  .max(SKU_MAX, { message: M.skuMax, abort: true })
  .regex(ALPHA_DASH, M.skuPattern);

const slugField = z
  .string({ error: M.slugRequired })
  .max(rawMax(PRODUCT_SLUG_MAX), { message: M.slugMax, abort: true })
  .trim()
  .min(1, { message: M.slugRequired, abort: true })
  .max(PRODUCT_SLUG_MAX, { message: M.slugMax, abort: true })
  .regex(ALPHA_DASH, M.slugPattern)
  .transform((slug) => slug.toLowerCase());

interface NumberRules {
  required: string;
  numeric: string;
  min: number;
  minMessage: string;
  max: number;
  maxMessage: string;
  integer?: string;
  cents?: string;
}

// No two repeats may match the same digits: /^-?(\d+\.?\d*|\.\d+)$/ took 14 s on 100 KB of "1".
const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Longer than any number a form sends: refused as "must be a number" before it is read. */
const NUMBER_TEXT_MAX = 100;

/**
 * A number typed in a form or sent in multipart text or JSON: "12", "12.5" or 12.5. Empty is
 * "required"; anything else that is not a plain decimal number is "must be a number".
 */
function numberField(rules: NumberRules) {
  return z.union([z.string(), z.number()], { error: rules.required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.length > NUMBER_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: rules.numeric });
      return z.NEVER;
    }
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: rules.required });
      return z.NEVER;
    }
    if (typeof text === 'string' && !NUMERIC.test(text)) {
      ctx.addIssue({ code: 'custom', message: rules.numeric });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: rules.numeric });
      return z.NEVER;
    }
    if (rules.integer && !Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: rules.integer });
      return z.NEVER;
    }
    if (n < rules.min) {
      ctx.addIssue({ code: 'custom', message: rules.minMessage });
      return z.NEVER;
    }
    if (n > rules.max) {
      ctx.addIssue({ code: 'custom', message: rules.maxMessage });
      return z.NEVER;
    }
    if (rules.cents && Math.abs(Math.round(n * 100) - n * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: rules.cents });
      return z.NEVER;
    }
    return n;
  });
}

const quantityField = numberField({
  required: M.quantityRequired,
  numeric: M.quantityNumeric,
  integer: M.quantityInteger,
  min: 0,
  minMessage: M.quantityMin,
  max: PRODUCT_QUANTITY_MAX,
  maxMessage: M.quantityMax,
});

/** Dollars, at least 1, at most 2 decimals (stored as cents). */
const priceField = numberField({
  required: M.priceRequired,
  numeric: M.priceNumeric,
  min: PRODUCT_PRICE_MIN,
  minMessage: M.priceMin,
  max: PRODUCT_PRICE_MAX,
  maxMessage: M.priceMax,
  cents: M.priceCents,
});

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false']);

/** A yes/no value: a boolean in JSON, 1/0 from the Taxable select, "true"/"false" in multipart. */
function flagField(message: string) {
  return z
    .union([z.boolean(), z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      if (TRUE_VALUES.has(value)) return true;
      if (FALSE_VALUES.has(value)) return false;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/**
 * A brand id from the brand select; its "No option selected" entry (value 0) and an empty
 * value mean none was chosen.
 */
const optionalBrandField = z
  .union([z.string(), z.number()], { error: M.brandRequired })
  .nullish()
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.length > REF_MAX) {
      ctx.addIssue({ code: 'custom', message: M.brandUnknown });
      return z.NEVER;
    }
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' || text === '0' ? undefined : text;
  });

const requiredBrandField = optionalBrandField.refine((value) => value !== undefined, {
  message: M.brandRequired,
});

/** Longer than every size listed a few times over: refused before it is read. */
const SIZES_TEXT_MAX = 100;

/**
 * The sizes a product comes in: a list (JSON, repeated multipart fields, checkboxes) or one
 * comma-separated text. Kept in the order of PRODUCT_SIZES, without repeats.
 */
const sizesField = z
  .union([z.array(z.string()), z.string()], { error: M.sizesInvalid })
  .transform((value, ctx) => {
    const length = Array.isArray(value)
      ? value.reduce((sum, item) => sum + item.length + 1, 0)
      : value.length;
    if (length > SIZES_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: M.sizesInvalid });
      return z.NEVER;
    }
    const items = (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim().toUpperCase())
      .filter((item) => item !== '');
    if (items.some((item) => !PRODUCT_SIZES.includes(item as ProductSize))) {
      ctx.addIssue({ code: 'custom', message: M.sizesInvalid });
      return z.NEVER;
    }
    if (items.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.sizesRequired });
      return z.NEVER;
    }
    return PRODUCT_SIZES.filter((size) => items.includes(size));
  });

/** Longer than any stock per size a form sends: refused before it is read. */
const SIZE_STOCK_TEXT_MAX = 400;

/**
 * Stock per size (decision 0039): a list of { size, quantity }, in JSON or as one JSON text in
 * a multipart form, each size once. An empty list puts the product back on one shared stock.
 */
const sizeStockList = z
  .array(
    z.object(
      {
        size: z.enum(PRODUCT_SIZES, { error: M.sizeStockInvalid }),
        quantity: quantityField,
      },
      { error: M.sizeStockInvalid },
    ),
    { error: M.sizeStockInvalid },
  )
  .max(PRODUCT_SIZES.length, M.sizeStockInvalid)
  .refine(
    (entries) => new Set(entries.map((entry) => entry.size)).size === entries.length,
    M.sizeStockInvalid,
  );

const sizeStockField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.length > SIZE_STOCK_TEXT_MAX) return null;
  try {
    return value.trim() === '' ? [] : (JSON.parse(value) as unknown);
  } catch {
    return null;
  }
}, sizeStockList);

/** Left empty in a form: not given (an update keeps what the product had). */
const emptyAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Made to measure (decision 0042): whether it is offered, the surcharge in dollars (stored as
 * cents) and the lead time in days. Each left out keeps the product's (a new one: off, 0, 0).
 */
const madeToMeasureFields = {
  madeToMeasure: flagField(M.madeToMeasureInvalid).optional(),
  madeToMeasureSurcharge: z.preprocess(
    emptyAsMissing,
    numberField({
      required: M.surchargeNumeric,
      numeric: M.surchargeNumeric,
      min: 0,
      minMessage: M.surchargeRange,
      max: PRODUCT_PRICE_MAX,
      maxMessage: M.surchargeRange,
      cents: M.surchargeCents,
    }).optional(),
  ),
  madeToMeasureLeadDays: z.preprocess(
    emptyAsMissing,
    numberField({
      required: M.leadDaysNumeric,
      numeric: M.leadDaysNumeric,
      integer: M.leadDaysNumeric,
      min: 0,
      minMessage: M.leadDaysRange,
      max: MADE_TO_MEASURE_LEAD_DAYS_MAX,
      maxMessage: M.leadDaysRange,
    }).optional(),
  ),
};

const productFields = {
  sku: skuField,
  name: requiredText(M.nameRequired, PRODUCT_NAME_MAX, 'Name'),
  description: requiredText(M.descriptionRequired, LIMITS.descriptionMax, 'Description'),
  quantity: quantityField,
  price: priceField,
  taxable: flagField(M.taxableRequired),
};

/**
 * The text fields of POST /api/product/add. The brand is optional here because a merchant's
 * product always goes to its own brand; the server requires it from an admin. Without sizes a
 * product comes in every size; with `sizeStock` its stock is kept per size and `quantity` is
 * their sum.
 */
export const ProductAddFieldsSchema = z.object({
  ...productFields,
  sizes: sizesField.optional(),
  sizeStock: sizeStockField.optional(),
  isActive: flagField(M.activeInvalid).default(true),
  brand: optionalBrandField,
  ...madeToMeasureFields,
});
export type ProductAddFields = z.output<typeof ProductAddFieldsSchema>;

/** What the dashboard needs to know of a picked file (a browser File has all of it). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

function isPickedFile(value: unknown): value is PickedFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number'
  );
}

const IMAGE_MIME_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const IMAGE_EXTENSION = /\.(jpe?g|png)$/i;

/** A jpg, jpeg or png by its name and type; the server checks the content itself. */
export function isAcceptedImageFile(file: PickedFile): boolean {
  return IMAGE_EXTENSION.test(file.name) && (file.type === '' || IMAGE_MIME_TYPES.has(file.type));
}

const pickedImage = z
  .custom<PickedFile>(isPickedFile, { error: M.imageType })
  .refine(isAcceptedImageFile, { message: M.imageType, abort: true })
  .refine((file) => file.size <= PRODUCT_IMAGE_MAX_BYTES, M.imageTooLarge);

/** The add form: the same fields, a brand (the merchant's own is preset) and the images. */
export const ProductAddFormSchema = ProductAddFieldsSchema.extend({
  sizes: sizesField,
  sizeStock: sizeStockList.optional(),
  brand: requiredBrandField,
  image: pickedImage,
  image2: pickedImage.nullish(),
  image3: pickedImage.nullish(),
});
export type ProductAddFormInput = z.input<typeof ProductAddFormSchema>;
export type ProductAddForm = z.output<typeof ProductAddFormSchema>;

/**
 * The product of PUT /api/product/{id}. `brand` counts only for an admin; sizes left out stay
 * as they are.
 */
export const ProductUpdateSchema = z.object(
  {
    ...productFields,
    slug: slugField,
    sizes: sizesField.optional(),
    /** Stock per size; left out, the product keeps its way (shared, or per size). */
    sizeStock: sizeStockField.optional(),
    brand: optionalBrandField,
    ...madeToMeasureFields,
  },
  { error: M.productRequired },
);
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

export const ProductUpdateBodySchema = z.object({ product: ProductUpdateSchema });

/**
 * The edit form. The brand is required: an admin chooses it, a merchant's form holds its
 * product's own brand and leaves it out of the call.
 */
export const ProductEditFormSchema = ProductUpdateSchema.extend({
  sizes: sizesField,
  sizeStock: sizeStockList.optional(),
  brand: requiredBrandField,
});
export type ProductEditFormInput = z.input<typeof ProductEditFormSchema>;
export type ProductEditForm = z.output<typeof ProductEditFormSchema>;

export const ProductActiveBodySchema = z.object({
  product: z.object(
    { isActive: z.boolean({ error: M.activeInvalid }) },
    { error: M.productRequired },
  ),
});

/** A product as the dashboard sees it: the storefront fields, its brand's state and merchant. */
export const ProductAdminDtoSchema = ProductDtoSchema.omit({ isLiked: true }).extend({
  brand: z
    .object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      isActive: z.boolean(),
      merchant: z.object({ _id: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type ProductAdminDto = z.infer<typeof ProductAdminDtoSchema>;

export const ProductAdminListResponseSchema = z.object({
  products: z.array(ProductAdminDtoSchema),
});
export const ProductAdminResponseSchema = z.object({ product: ProductAdminDtoSchema });
export const ProductWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: ProductAdminDtoSchema,
});
export const ProductDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/**
 * A product, or one size of a product kept per size, at or below the low-stock mark
 * (SIZE_LOW_STOCK, decision 0039); size null is a shared stock.
 */
export const LowStockEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  isActive: z.boolean(),
  brand: z.object({ _id: z.string(), name: z.string() }).nullable(),
  size: z.enum(PRODUCT_SIZES).nullable(),
  quantity: z.number().int(),
});
export type LowStockEntry = z.infer<typeof LowStockEntrySchema>;

export const LowStockResponseSchema = z.object({
  /** The mark: at or below this many units. */
  threshold: z.number().int(),
  items: z.array(LowStockEntrySchema),
});
export type LowStockResponse = z.infer<typeof LowStockResponseSchema>;

import { z } from 'zod';

import { LIMITS, PRODUCT_SIZES } from '../common/constants';
import { SORT_DIRS, listChoice, listId, listNumber, listText } from '../common/list-query';
import { ProductAdminDtoSchema } from './product-admin.schemas';
import { SKU_MAX } from './product.constants';
import { PRODUCT_MESSAGES } from './product.messages';

/*
 * The dashboard's product table (issue 25, decision 0044): the optional filters, sort and paging
 * of GET /api/product, and the bulk actions of POST /api/product/bulk. The same names are the
 * screen's URL search params, so a view can be shared and reloaded.
 */

const M = PRODUCT_MESSAGES;

export const PRODUCT_LIST_STATUSES = ['active', 'inactive'] as const;
/** in: some units; low: a size (or the shared stock) at or below the low mark; out: none at all. */
export const PRODUCT_LIST_STOCKS = ['in', 'low', 'out'] as const;
export const PRODUCT_LIST_SORTS = ['created', 'name', 'sku', 'price', 'stock'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

export const PRODUCT_LIST_PAGE_SIZE_MAX = 100;
export const PRODUCT_LIST_PAGE_MAX = 100_000;
/** The most products one bulk action changes. */
export const PRODUCT_BULK_MAX = 100;
/** The most units one bulk stock adjustment adds or removes per size. */
export const PRODUCT_BULK_DELTA_MAX = 100_000;

/** GET /api/product's optional query: none given lists every product, as before. */
export const ProductListQuerySchema = z.object({
  /** Name (any part, the trigram index) or sku (its start). */
  q: listText(LIMITS.searchMax, M.listSearchMax),
  /** The start of the sku, any letter case. */
  sku: listText(SKU_MAX, M.listSkuMax),
  brand: listId(M.listBrandInvalid),
  category: listId(M.listCategoryInvalid),
  status: listChoice(PRODUCT_LIST_STATUSES, M.listStatusInvalid),
  stock: listChoice(PRODUCT_LIST_STOCKS, M.listStockInvalid),
  sort: listChoice(PRODUCT_LIST_SORTS, M.listSortInvalid),
  dir: listChoice(SORT_DIRS, M.listDirInvalid),
  page: listNumber(PRODUCT_LIST_PAGE_MAX, M.listPageInvalid),
  pageSize: listNumber(PRODUCT_LIST_PAGE_SIZE_MAX, M.listPageSizeInvalid),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/**
 * GET /api/product/export (decision 0046): the table's filters without paging; `sort` and `dir`
 * are read (the screen sends its URL as it is) but the file is in creation order.
 */
export const ProductExportQuerySchema = ProductListQuerySchema.omit({ page: true, pageSize: true });
export type ProductExportQuery = z.infer<typeof ProductExportQuerySchema>;

/**
 * The list's answer: `products` alone when nothing was asked (as the spec's screens read it),
 * else with the total that matched and the page shown.
 */
export const ProductAdminPageResponseSchema = z.object({
  products: z.array(ProductAdminDtoSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  /** Rows per page; when no page was asked for, every row that matched. */
  pageSize: z.number().int().optional(),
});
export type ProductAdminPage = z.infer<typeof ProductAdminPageResponseSchema>;

export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'move', 'adjustStock'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const SizeDeltaSchema = z.object({
  /** null: the stock of a product that keeps one stock for every size. */
  size: z.enum(PRODUCT_SIZES, { error: M.bulkStockDeltaInvalid }).nullable(),
  delta: z
    .number({ error: M.bulkStockDeltaInvalid })
    .int(M.bulkStockDeltaInvalid)
    .min(-PRODUCT_BULK_DELTA_MAX, M.bulkStockDeltaInvalid)
    .max(PRODUCT_BULK_DELTA_MAX, M.bulkStockDeltaInvalid),
});
export type SizeDelta = z.infer<typeof SizeDeltaSchema>;

export const ProductBulkBodySchema = z
  .object({
    action: z.enum(PRODUCT_BULK_ACTIONS, { error: M.bulkActionInvalid }),
    ids: z
      .array(z.string().max(40, M.notFound), { error: M.bulkIdsRequired })
      .min(1, M.bulkIdsRequired)
      .max(PRODUCT_BULK_MAX, M.bulkIdsMax(PRODUCT_BULK_MAX)),
    /** move: the category the products go to (they leave every other one). */
    categoryId: z.string().max(40, M.bulkCategoryUnknown).optional(),
    /** adjustStock: units added (or, negative, removed) per size. */
    stock: z
      .array(SizeDeltaSchema, { error: M.bulkStockRequired })
      .max(PRODUCT_SIZES.length + 1, M.bulkStockRequired)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'move' && !body.categoryId) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: M.bulkCategoryRequired });
    }
    if (body.action === 'adjustStock' && !body.stock?.length) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: M.bulkStockRequired });
    }
  });
export type ProductBulkBody = z.infer<typeof ProductBulkBodySchema>;

/** One product a bulk action changed, before and after (the audit log's entry, decision 0044). */
export const ProductBulkChangeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  field: z.enum(['isActive', 'categories', 'stock']),
  before: z.unknown(),
  after: z.unknown(),
});
export type ProductBulkChange = z.infer<typeof ProductBulkChangeSchema>;

export const ProductBulkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The products that changed (those already as asked are left out). */
  changed: z.array(ProductBulkChangeSchema),
});
export type ProductBulkResponse = z.infer<typeof ProductBulkResponseSchema>;

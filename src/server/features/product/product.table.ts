import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

import type { ProductSize } from '#shared/common/constants';

import { createdColumn, idColumn, updatedColumn } from '../../db/columns';
import { brands } from '../brand/brand.table';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    /** Units in stock ("quantity" on the wire). */
    inventory: integer('inventory').notNull().default(0),
    sizes: text('sizes')
      .array()
      .$type<ProductSize[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The sizes it has stock in (decision 0052), kept by triggers (drizzle/0030_facets.sql) from
     * the stock per size, or from the shared stock and the sizes offered: the shop's size filter
     * and facet counts read it without reading product_size_stock. Never written by the
     * application (a write is recomputed).
     */
    sizesInStock: text('sizes_in_stock')
      .array()
      .$type<ProductSize[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    taxable: boolean('taxable').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** Storage keys of the main image and the two gallery images (see storage/image-store.ts). */
    imageKey: text('image_key'),
    image2Key: text('image2_key'),
    image3Key: text('image3_key'),
    /** Sum and count of the ratings of approved reviews, kept by the review service. */
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** How many approved reviews say it runs small, true to size, large; kept with the rating. */
    fitSmall: integer('fit_small').notNull().default(0),
    fitTrue: integer('fit_true').notNull().default(0),
    fitLarge: integer('fit_large').notNull().default(0),
    /**
     * Offered made to measure (decision 0042): the shopper may choose "Made to my measurements"
     * instead of a size, for the price plus the surcharge, made in the lead time.
     */
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    madeToMeasureSurchargeCents: integer('made_to_measure_surcharge_cents').notNull().default(0),
    madeToMeasureLeadDays: integer('made_to_measure_lead_days').notNull().default(0),
    created: createdColumn(),
    updated: updatedColumn(),
  },
  (table) => [
    check('products_inventory_not_negative', sql`${table.inventory} >= 0`),
    check('products_price_positive', sql`${table.priceCents} >= 100`),
    check(
      'products_made_to_measure_valid',
      sql`${table.madeToMeasureSurchargeCents} >= 0 and ${table.madeToMeasureLeadDays} >= 0`,
    ),
    index('products_brand_idx').on(table.brandId),
    // The shop's orders over active products. brand_id rides along so the active-brand check,
    // counts and deep pages can be answered from the index alone (index-only scans).
    index('products_visible_id_idx')
      .on(table.id.desc(), table.brandId)
      .where(sql`${table.isActive}`),
    index('products_visible_price_idx')
      .on(table.priceCents, table.id, table.brandId)
      .where(sql`${table.isActive}`),
    index('products_visible_brand_id_idx')
      .on(table.brandId, table.id.desc())
      .where(sql`${table.isActive}`),
    index('products_visible_brand_price_idx')
      .on(table.brandId, table.priceCents, table.id)
      .where(sql`${table.isActive}`),
    // The facet counts (decision 0052): one index-only scan of the shop's products gives each
    // one's brand, price and sizes in stock.
    index('products_visible_facets_idx')
      .on(table.brandId, table.priceCents, table.id, table.sizesInStock)
      .where(sql`${table.isActive}`),
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // The dashboard's sku search (decision 0044): the start of a sku in any letter case.
    index('products_sku_lower_prefix_idx').using(
      'btree',
      sql`lower(${table.sku}) text_pattern_ops`,
    ),
  ],
);

/**
 * Active products per brand, kept exact by the `product_counts_sync` trigger on products (see
 * drizzle/0003_catalog_indexes.sql), so the shop's unfiltered and brand-only totals are a sum over
 * a handful of brands instead of a count over every product. No foreign key: a deleted brand's
 * row is never read (totals join active brands) and products moving off it keep it in step.
 */
export const productCounts = pgTable('product_counts', {
  brandId: uuid('brand_id').primaryKey(),
  active: integer('active').notNull().default(0),
});

/**
 * One row: a number raised, in the same transaction (once per transaction), by every write that
 * can move a product in or out of a shop list or along its order (products, their brands,
 * categories and links; see drizzle/0012_catalog_version.sql). A reader that sees the same number in two statements saw the
 * same lists, so positions read once (product-anchors.ts) still hold.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_version_one_row', sql`${table.id} = 1`)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * Stock per size (decision 0039). A product with rows here keeps its stock per size: one row for
 * each size it offers, and `products.inventory` is their sum, kept equal in the transaction of
 * every change by the stock service. A product without rows keeps one shared stock
 * (`products.inventory`) for all its sizes, as before. Every writer of these rows holds the
 * product's row lock first (the stock service's updates of `products` take it), so two writers
 * never lock one product's sizes in a cycle.
 */
export const productSizeStock = pgTable(
  'product_size_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<ProductSize>().notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check('product_size_stock_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);

export type ProductSizeStockRow = typeof productSizeStock.$inferSelect;

/**
 * The shop's facet counts (decision 0052), kept by triggers (drizzle/0032_facet_counts.sql),
 * never written by the application. Each product's facet key, followed from the product (brand,
 * active switch, price band, sizes in stock) and from its category links, so that the counts
 * below can be kept from this table alone, a product's deletion included (its row goes with it).
 * `band` is the index of its price band in PRICE_BANDS; `sizes` a bit per size of
 * PRODUCT_SIZES (bit i: PRODUCT_SIZES[i] in stock); `category_ids` its categories, sorted,
 * active or not.
 */
export const productFacetKeys = pgTable('product_facet_keys', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  brandId: uuid('brand_id'),
  active: boolean('active').notNull(),
  band: smallint('band').notNull(),
  sizes: smallint('sizes').notNull(),
  categoryIds: uuid('category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
});

/**
 * Active products (with a brand) per brand, price band and set of categories: `products[s + 1]`
 * counts those with a size of the size choice `s` in stock (s a bit set as in
 * product_facet_keys.sizes; `products[1]`, s = 0, counts them all). At most 64 × brands × bands ×
 * sets of categories in use, whatever the catalog's size. Changes are staged in
 * `product_facet_pending` and applied once per transaction, at commit, in key order. No foreign
 * keys: a deleted brand's rows are never read (reads join the active brands).
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    brandId: uuid('brand_id').notNull(),
    band: smallint('band').notNull(),
    categoryIds: uuid('category_ids').array().notNull(),
    products: integer('products').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.band, table.categoryIds] })],
);

/** A transaction's changes to product_facet_counts, until it commits (emptied by then). */
export const productFacetPending = pgTable('product_facet_pending', {
  brandId: uuid('brand_id').notNull(),
  band: smallint('band').notNull(),
  categoryIds: uuid('category_ids').array().notNull(),
  sizes: smallint('sizes').notNull(),
  delta: integer('delta').notNull(),
});

/**
 * The benchmarks' bulk catalog: thousands of generated products on top of the demo catalog, for
 * bench/lib/prepare.ts. Not part of the store: nothing under src/ calls it.
 */
import { and, asc, count, eq, isNotNull, like, not } from 'drizzle-orm';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { slugify } from '#shared/common/slug';
import { escapeLike } from '#shared/common/text';

import type { Db, DbOrTx } from '../../src/server/db/client';
import { brands } from '../../src/server/features/brand/brand.table';
import { categories } from '../../src/server/features/category/category.table';
import { products, type NewProductRow } from '../../src/server/features/product/product.table';
import { insertCategoryLinks, insertProducts } from '../../src/server/seed/catalog-seed.repository';

export async function countProductsWithSkuPrefix(db: DbOrTx, prefix: string): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(products)
    .where(like(products.sku, `${escapeLike(prefix)}%`));
  return rows[0]?.total ?? 0;
}

export async function listBrandIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.id));
  return rows.map((row) => row.id);
}

export async function listCategoryIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.id));
  return rows.map((row) => row.id);
}

/** Image keys of products outside the bulk prefix (the demo catalog's), to reuse. */
export async function listImageSets(db: DbOrTx, skuPrefix: string, limit = 100) {
  return db
    .select({
      imageKey: products.imageKey,
      image2Key: products.image2Key,
      image3Key: products.image3Key,
    })
    .from(products)
    .where(and(isNotNull(products.imageKey), not(like(products.sku, `${escapeLike(skuPrefix)}%`))))
    .orderBy(asc(products.id))
    .limit(limit);
}

const COLOURS = [
  'Indigo',
  'Ivory',
  'Charcoal',
  'Navy',
  'Wine',
  'Emerald',
  'Saffron',
  'Rust',
  'Olive',
  'Sky Blue',
  'Champagne',
  'Black',
  'Teal',
  'Coral',
  'Sand',
  'Plum',
  'Forest',
  'Slate',
  'Gold',
  'Cream',
  'Burgundy',
  'Mustard',
  'Cobalt',
  'Ash',
];
const CLOTHS = [
  'Adire',
  'Aso-Oke',
  'Damask',
  'Brocade',
  'Ankara',
  'Linen',
  'Cotton',
  'Voile',
  'Wool',
  'Velvet',
  'Lace',
  'Guinea',
  'Kente-Stripe',
  'Chambray',
  'Twill',
];
const PIECES = [
  'Agbada Set',
  'Agbada',
  'Two-Piece Suit',
  'Three-Piece Suit',
  'Blazer',
  'Senator Kaftan',
  'Kaftan',
  'Buba and Sokoto',
  'Tunic',
  'Shirt',
  'Dinner Jacket',
  'Fila Cap',
  'Abeti-Aja Cap',
  'Waistcoat',
  'Sokoto Trousers',
];
const FINISHES = [
  'hand-finished in Lagos',
  'cut in our London studio',
  'with gold chain-stitch embroidery',
  'with tone-on-tone embroidery',
  'in a breathable weave',
  'with a soft half lining',
  'woven on a narrow loom',
  'pressed and packed by hand',
];

/** A small deterministic generator (mulberry32): the same seed gives the same catalog. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list.');
  return item;
}

export interface BulkSeedOptions {
  /** Every bulk product's sku starts with it; the count of existing ones makes it idempotent. */
  skuPrefix?: string;
  batchSize?: number;
  seed?: number;
  now?: Date;
}

export interface BulkSeedResult {
  inserted: number;
  total: number;
}

/**
 * Adds active products until `count` products with the sku prefix exist: varied names (for
 * search), prices from 20 to 900, every active brand, some categories, and the demo catalog's
 * pictures reused. Multi-row inserts of `batchSize`, each batch in its own transaction.
 */
export async function seedBulkProducts(
  db: Db,
  count: number,
  options: BulkSeedOptions = {},
): Promise<BulkSeedResult> {
  const prefix = options.skuPrefix ?? 'BULK-';
  const batchSize = options.batchSize ?? 1000;
  const existing = await countProductsWithSkuPrefix(db, prefix);
  if (existing >= count) return { inserted: 0, total: existing };

  const brandIds = await listBrandIds(db);
  if (brandIds.length === 0) throw new Error('Bulk products need a brand: seed the demo first.');
  const categoryIds = await listCategoryIds(db);
  const imageSets = await listImageSets(db, prefix);
  const now = (options.now ?? new Date()).getTime();
  const seed = options.seed ?? 42;

  for (let start = existing; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    const rows: NewProductRow[] = [];
    const links: { sku: string; categoryId: string }[] = [];
    for (let i = start; i < end; i += 1) {
      const random = generator(seed * 1_000_003 + i);
      const name = `${pick(random, COLOURS)} ${pick(random, CLOTHS)} ${pick(random, PIECES)}`;
      const sku = `${prefix}${String(i + 1).padStart(6, '0')}`;
      const roll = random();
      const inventory =
        roll < 0.05
          ? 0
          : roll < 0.25
            ? 1 + Math.floor(random() * 14)
            : 15 + Math.floor(random() * 186);
      const sizes = PRODUCT_SIZES.filter(() => random() < 0.7);
      const images = imageSets.length > 0 ? imageSets[i % imageSets.length] : undefined;
      rows.push({
        sku,
        name,
        slug: `${slugify(name)}-${slugify(sku)}`,
        description: `${name}, ${pick(random, FINISHES)}.`,
        inventory,
        sizes: sizes.length > 0 ? sizes : (['M'] satisfies ProductSize[]),
        priceCents: 2000 + Math.floor(random() * 1761) * 50,
        taxable: random() < 0.85,
        isActive: true,
        brandId: pick(random, brandIds),
        imageKey: images?.imageKey ?? null,
        image2Key: images?.image2Key ?? null,
        image3Key: images?.image3Key ?? null,
        created: new Date(now - (count - i) * 60_000),
      });
      if (categoryIds.length > 0 && random() < 0.4) {
        links.push({ sku, categoryId: pick(random, categoryIds) });
      }
    }
    await db.transaction(async (tx) => {
      const inserted = new Map((await insertProducts(tx, rows)).map((row) => [row.sku, row.id]));
      await insertCategoryLinks(
        tx,
        links.flatMap(({ sku, categoryId }) => {
          const productId = inserted.get(sku);
          return productId ? [{ categoryId, productId }] : [];
        }),
      );
    });
  }
  return { inserted: count - existing, total: count };
}

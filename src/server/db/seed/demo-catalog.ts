import { randomBytes } from 'node:crypto';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { dollarsToCents } from '#shared/common/money';
import { slugify } from '#shared/common/slug';

import { hashPassword } from '../../features/auth/password';
import type { NewProductRow } from '../../features/product/product.table';
import { insertUser } from '../../features/user/user.repository';
import type { ImageStore } from '../../storage/image-store';
import type { Db } from '../client';
import {
  countProductsWithSkuPrefix,
  findBrandSlugs,
  findMerchantIdOfUser,
  findUserIdsByEmail,
  hasBrandOfMerchant,
  insertBrands,
  insertCategories,
  insertCategoryLinks,
  insertProducts,
  insertReviews,
  listBrandIds,
  listCategoryIds,
  listImageSets,
} from './catalog-seed.repository';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_MEMBER_EMAIL,
  DEMO_MERCHANT_EMAIL,
  DEMO_PRODUCTS,
  DEMO_REVIEWERS,
  DEMO_REVIEWS,
  MERCHANT_BRAND,
  type DemoProduct,
} from './demo-catalog-data';
import { renderArt, type ArtView } from './product-art';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CatalogSeedResult {
  brands: number;
  categories: number;
  products: number;
  reviews: number;
  images: number;
  ms: number;
}

export interface CatalogSeedOptions {
  images: ImageStore;
  /** Products whose pictures are drawn at the same time (each picture already uses a core). */
  concurrency?: number;
  now?: Date;
  /** Checked before each product's pictures: a stop leaves no catalog and no stray picture. */
  signal?: AbortSignal;
}

/**
 * Runs `task` over `items`, at most `limit` at a time, keeping the order of the answers. After a
 * failure no new task starts, and it is thrown once the running ones have ended, so the caller's
 * clean-up sees every picture that was saved.
 */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  async function worker() {
    while (next < items.length && !failure) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item === undefined) continue;
      try {
        results[index] = await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

interface ProductImages {
  imageKey: string | null;
  image2Key: string | null;
  image3Key: string | null;
}

function viewsOf(product: DemoProduct): ArtView[] {
  if (product.images === 'none') return [];
  return product.images === 'main' ? ['front'] : ['front', 'fabric', 'detail'];
}

/** Draws a product's pictures and stores them through the real upload pipeline. */
async function makeImages(product: DemoProduct, store: ImageStore, saved: string[]) {
  const keys: string[] = [];
  for (const view of viewsOf(product)) {
    const key = await store.save(await renderArt(product.art, view));
    saved.push(key);
    keys.push(key);
  }
  return {
    imageKey: keys[0] ?? null,
    image2Key: keys[1] ?? null,
    image3Key: keys[2] ?? null,
  } satisfies ProductImages;
}

/** The reviewers' accounts, created when missing; nobody knows their passwords. */
async function ensureReviewers(db: Db): Promise<Map<string, string>> {
  const emails = [DEMO_MEMBER_EMAIL, ...DEMO_REVIEWERS.map((r) => r.email)];
  const known = await findUserIdsByEmail(db, emails);
  for (const reviewer of DEMO_REVIEWERS) {
    if (known.has(reviewer.email)) continue;
    const row = await insertUser(db, {
      email: reviewer.email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      firstName: reviewer.firstName,
      lastName: reviewer.lastName,
      role: 'ROLE MEMBER',
      provider: 'Email',
    });
    known.set(reviewer.email, row.id);
  }
  return known;
}

/**
 * The demo catalog: four house brands and the demo merchant's, five categories, forty products
 * with drawn pictures, and reviews. Skipped entirely when the house brands exist already.
 */
export async function seedDemoCatalog(
  db: Db,
  options: CatalogSeedOptions,
): Promise<CatalogSeedResult | null> {
  const started = performance.now();
  const existing = await findBrandSlugs(
    db,
    DEMO_BRANDS.map((b) => b.slug),
  );
  if (existing.length > 0) return null;

  const now = options.now ?? new Date();
  const users = await ensureReviewers(db);
  const merchantId = await findMerchantIdOfUser(db, DEMO_MERCHANT_EMAIL);
  const merchantFree = merchantId !== null && !(await hasBrandOfMerchant(db, merchantId));

  const saved: string[] = [];
  try {
    const images = await mapLimit(DEMO_PRODUCTS, options.concurrency ?? 2, (product) => {
      options.signal?.throwIfAborted();
      return makeImages(product, options.images, saved);
    });

    const reviewsBySku = new Map<string, { sum: number; count: number }>();
    for (const review of DEMO_REVIEWS) {
      // Only the reviews that will be written count (their author exists).
      if (review.status !== 'Approved' || !users.has(review.by)) continue;
      const summary = reviewsBySku.get(review.sku) ?? { sum: 0, count: 0 };
      summary.sum += review.rating;
      summary.count += 1;
      reviewsBySku.set(review.sku, summary);
    }

    const opened = new Date(now.getTime() - 120 * DAY_MS);
    const total = DEMO_PRODUCTS.length;
    const createdOf = (index: number) =>
      new Date(now.getTime() - (total - index) * 2 * DAY_MS - ((index * 7) % 11) * 3_600_000);

    return await db.transaction(async (tx) => {
      const brandRows = await insertBrands(tx, [
        ...DEMO_BRANDS.map((brand) => ({ ...brand, isActive: true, created: opened })),
        {
          ...MERCHANT_BRAND,
          isActive: true,
          merchantId: merchantFree ? merchantId : null,
          created: opened,
        },
      ]);
      const brandId = new Map(brandRows.map((row) => [row.slug, row.id]));
      const categoryRows = await insertCategories(
        tx,
        DEMO_CATEGORIES.map((category) => ({ ...category, isActive: true, created: opened })),
      );
      const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

      const slugs = new Set<string>();
      const productRows = await insertProducts(
        tx,
        DEMO_PRODUCTS.map((product, index): NewProductRow => {
          let slug = slugify(product.name);
          if (slugs.has(slug)) slug = `${slug}-${product.sku.toLowerCase()}`;
          slugs.add(slug);
          const rating = reviewsBySku.get(product.sku) ?? { sum: 0, count: 0 };
          return {
            sku: product.sku,
            name: product.name,
            slug,
            description: product.description,
            inventory: product.inventory,
            sizes: product.sizes,
            priceCents: dollarsToCents(product.price),
            taxable: product.taxable,
            isActive: product.isActive,
            brandId: brandId.get(product.brand) ?? null,
            ...images[index],
            ratingSum: rating.sum,
            reviewCount: rating.count,
            created: createdOf(index),
          };
        }),
      );
      const productId = new Map(productRows.map((row) => [row.sku, row.id]));

      await insertCategoryLinks(
        tx,
        DEMO_PRODUCTS.flatMap((product) =>
          product.categories.flatMap((slug) => {
            const category = categoryId.get(slug);
            const id = productId.get(product.sku);
            return category && id ? [{ categoryId: category, productId: id }] : [];
          }),
        ),
      );

      const reviewRows = DEMO_REVIEWS.flatMap((review, index) => {
        const product = productId.get(review.sku);
        const user = users.get(review.by);
        const position = DEMO_PRODUCTS.findIndex((p) => p.sku === review.sku);
        if (!product || !user) return [];
        const created = new Date(
          Math.min(
            now.getTime() - 3_600_000,
            createdOf(position).getTime() + ((index % 5) + 1) * DAY_MS,
          ),
        );
        return [
          {
            productId: product,
            userId: user,
            title: review.title,
            review: review.review,
            rating: review.rating,
            isRecommended: review.isRecommended,
            status: review.status,
            created,
          },
        ];
      });
      await insertReviews(tx, reviewRows);

      return {
        brands: brandRows.length,
        categories: categoryRows.length,
        products: productRows.length,
        reviews: reviewRows.length,
        images: saved.length,
        ms: Math.round(performance.now() - started),
      };
    });
  } catch (error) {
    await Promise.all(saved.map((key) => options.images.remove(key)));
    throw error;
  }
}

// ---------------------------------------------------------------- bulk products (benchmarks)

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

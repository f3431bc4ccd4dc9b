import { randomBytes } from 'node:crypto';

import { dollarsToCents } from '#shared/common/money';
import { slugify } from '#shared/common/slug';

import type { Db } from '../db/client';
import type { NewProductRow } from '../features/product/product.table';
import { createUserAccountService } from '../features/user/user-accounts.service';
import type { ImageStore } from '../storage/image-store';
import {
  findBrandSlugs,
  findMerchantIdOfUser,
  findUserIdsByEmail,
  hasBrandOfMerchant,
  insertBrands,
  insertCategories,
  insertCategoryLinks,
  insertProducts,
  insertReviews,
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
  const accounts = createUserAccountService({ db });
  for (const reviewer of DEMO_REVIEWERS) {
    if (known.has(reviewer.email)) continue;
    const row = await accounts.create({
      email: reviewer.email,
      password: randomBytes(32).toString('base64url'),
      firstName: reviewer.firstName,
      lastName: reviewer.lastName,
      role: 'ROLE MEMBER',
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

import { and, asc, count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRODUCT_SIZES, STORE_BRANDS } from '#shared/common/constants';
import { slugify } from '#shared/common/slug';
import { IMAGE_WIDTHS } from '#shared/product/images';

import { brands } from '../features/brand/brand.table';
import { categories, categoryProducts } from '../features/category/category.table';
import { merchants } from '../features/merchant/merchant.table';
import { products } from '../features/product/product.table';
import { reviews } from '../features/review/review.table';
import { shippingOptions, shippingZones } from '../features/shipping/shipping.table';
import { users } from '../features/user/user.table';
import { imageVariants } from '../storage/image-variant.table';
import { createTestDatabase } from '../test/test-db';
import type { Database } from '../db/client';
import { DEMO_REVIEWERS } from './demo-catalog-data';
import { describeSeed, seedDemo, type SeedResult } from './seed';

let database: Database;
let first: SeedResult;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedDemo(database.db);
}, 180_000);

afterAll(async () => {
  await database.close();
});

const allProducts = () => database.db.select().from(products).orderBy(asc(products.id));

describe('the demo catalog seed', () => {
  it('seeds the demo shipping zones: Nigeria and the United Kingdom, and the rest of the world', async () => {
    const zones = await database.db.select().from(shippingZones).orderBy(asc(shippingZones.id));
    expect(zones.map((zone) => zone.countries)).toEqual([['Nigeria', 'United Kingdom'], []]);
    const options = await database.db.select().from(shippingOptions);
    expect(options.map((option) => option.name).sort()).toEqual([
      'Express',
      'Express',
      'Standard',
      'Standard',
    ]);
  });

  it('seeds five brands, five categories, forty products and their reviews, and says so', () => {
    expect(first.catalog).toMatchObject({ brands: 5, categories: 5, products: 40, reviews: 18 });
    const lines = describeSeed(first).join('\n');
    expect(lines).toContain('Demo catalog: 5 brands, 5 categories, 40 products');
    expect(lines).toContain('member@ekothread.test');
  });

  it('has the four storefront brands by their exact slugs, all active, plus the merchant’s', async () => {
    const rows = await database.db.select().from(brands).orderBy(asc(brands.id));
    expect(rows.map((b) => [b.slug, b.name])).toEqual([
      ...STORE_BRANDS.map((b) => [b.slug, b.name]),
      ['bakare-tailoring', 'Bakare Tailoring'],
    ]);
    expect(rows.every((b) => b.isActive && b.description.length > 80)).toBe(true);
    expect(rows.filter((b) => b.merchantId !== null).map((b) => b.slug)).toEqual([
      'bakare-tailoring',
    ]);

    const [merchant] = await database.db
      .select({ merchantId: merchants.id })
      .from(users)
      .innerJoin(merchants, eq(merchants.userId, users.id))
      .where(eq(users.email, 'merchant@ekothread.test'));
    const bakare = rows.find((b) => b.slug === 'bakare-tailoring');
    expect(bakare?.merchantId).toBe(merchant?.merchantId);
    const own = (await allProducts()).filter((p) => p.brandId === bakare?.id);
    expect(own).toHaveLength(4);
  });

  it('files every product under at least one described category', async () => {
    const cats = await database.db.select().from(categories);
    expect(cats).toHaveLength(5);
    expect(cats.every((c) => c.isActive && c.description.length > 20)).toBe(true);
    expect(cats.map((c) => c.slug)).toEqual(cats.map((c) => slugify(c.name)));
    const links = await database.db.select().from(categoryProducts);
    for (const category of cats) {
      expect(links.filter((l) => l.categoryId === category.id).length).toBeGreaterThan(2);
    }
    const filed = new Set(links.map((l) => l.productId));
    expect(filed.size).toBe(40);
  });

  it('gives believable products: unique skus and slugs, short descriptions, prices, sizes', async () => {
    const rows = await allProducts();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(40);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(40);
    for (const p of rows) {
      expect(p.sku).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(p.slug).toBe(slugify(p.name));
      expect(p.description.length).toBeGreaterThan(30);
      expect(p.description.length).toBeLessThanOrEqual(200);
      expect(p.priceCents).toBeGreaterThanOrEqual(2000);
      expect(p.priceCents).toBeLessThanOrEqual(90000);
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(p.sizes.every((size) => PRODUCT_SIZES.includes(size))).toBe(true);
    }
    expect(rows.some((p) => p.priceCents === 2000)).toBe(true);
    expect(rows.some((p) => p.priceCents === 90000)).toBe(true);
    expect(rows.filter((p) => p.taxable).length).toBeGreaterThan(30);
    expect(rows.filter((p) => !p.isActive).map((p) => p.name)).toEqual([
      'Ivory Linen Tunic',
      'Olive Drawstring Sokoto Set',
    ]);
  });

  it('spreads the inventory over out of stock, low stock and plenty', async () => {
    const stock = (await allProducts()).map((p) => p.inventory);
    const outOfStock = stock.filter((n) => n === 0).length;
    const low = stock.filter((n) => n >= 1 && n <= 14).length;
    const plenty = stock.filter((n) => n > 50).length;
    expect(outOfStock).toBeGreaterThanOrEqual(3);
    expect(low).toBeGreaterThanOrEqual(8);
    expect(plenty).toBeGreaterThanOrEqual(8);
    expect(stock.filter((n) => n >= 15 && n <= 50).length).toBe(40 - outOfStock - low - plenty);
  });

  it('makes "newest first" meaningful: id order is creation order, days apart', async () => {
    const rows = await allProducts();
    const created = rows.map((p) => p.created.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const span = (created.at(-1) ?? 0) - (created[0] ?? 0);
    expect(span).toBeGreaterThan(60 * 24 * 3_600_000);
    // The newest products are the new arrivals.
    const [newArrivals] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'new-arrivals'));
    const links = await database.db
      .select()
      .from(categoryProducts)
      .where(eq(categoryProducts.categoryId, newArrivals?.id ?? ''));
    const newest = rows.slice(-links.length).map((p) => p.id);
    expect(links.map((l) => l.productId).sort()).toEqual([...newest].sort());
  });

  it('stores the pictures through the image pipeline: three webp widths for every key', async () => {
    const rows = await allProducts();
    const keys = rows.flatMap((p) => [p.imageKey, p.image2Key, p.image3Key]);
    const present = keys.filter((key): key is string => key !== null);
    expect(new Set(present).size).toBe(present.length);
    const variants = await database.db
      .select({ key: imageVariants.key, width: imageVariants.width })
      .from(imageVariants);
    const stored = new Set(variants.map((v) => `${v.key}-${v.width}`));
    for (const key of present) {
      for (const width of IMAGE_WIDTHS) expect(stored.has(`${key}-${width}`), key).toBe(true);
    }
    // Nothing but the products' pictures: no variant left over from a failed save.
    expect(variants).toHaveLength(present.length * IMAGE_WIDTHS.length);
    const noImage = rows.filter((p) => p.imageKey === null);
    expect(noImage).toHaveLength(1);
    expect(noImage[0]?.image2Key).toBeNull();
    const mainOnly = rows.filter((p) => p.imageKey !== null && p.image2Key === null);
    expect(mainOnly).toHaveLength(2);
    expect(mainOnly.every((p) => p.image3Key === null)).toBe(true);
    expect(present).toHaveLength(39 + 37 * 2);

    const sample = present[0] ?? '';
    const [largest] = await database.db
      .select({ data: imageVariants.data })
      .from(imageVariants)
      .where(and(eq(imageVariants.key, sample), eq(imageVariants.width, 1200)));
    const meta = await sharp(largest?.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1200,
      1500,
      undefined,
    ]);
  });

  it('adds approved reviews by seeded members, and counts only those in the ratings', async () => {
    const rows = await database.db.select().from(reviews);
    const approved = rows.filter((r) => r.status === 'Approved');
    expect(approved.length).toBeGreaterThanOrEqual(15);
    expect(new Set(approved.map((r) => r.productId)).size).toBe(8);
    expect(approved.every((r) => r.rating >= 3 && r.rating <= 5)).toBe(true);
    expect(approved.filter((r) => r.isRecommended).length).toBeGreaterThan(approved.length / 2);
    expect(rows.filter((r) => r.status === 'Waiting Approval')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'Rejected')).toHaveLength(1);

    for (const product of await allProducts()) {
      const own = approved.filter((r) => r.productId === product.id);
      expect([product.ratingSum, product.reviewCount], product.name).toEqual([
        own.reduce((sum, r) => sum + r.rating, 0),
        own.length,
      ]);
    }
    // A product whose only review waits for approval has no rating yet.
    const pending = rows.find((r) => r.status === 'Waiting Approval');
    const [withPending] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, pending?.productId ?? ''));
    expect(withPending?.reviewCount).toBe(0);

    const reviewers = await database.db
      .select()
      .from(users)
      .where(like(users.email, '%@ekothread.test'));
    for (const reviewer of DEMO_REVIEWERS) {
      const row = reviewers.find((u) => u.email === reviewer.email);
      expect(row).toMatchObject({ firstName: reviewer.firstName, role: 'ROLE MEMBER' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const authors = new Set(rows.map((r) => r.userId));
    expect(authors.size).toBe(DEMO_REVIEWERS.length + 1);
  });

  it('leaves two applications waiting for the admin, beside the approved demo merchant', async () => {
    const rows = await database.db.select().from(merchants).orderBy(asc(merchants.created));
    expect(rows.map((row) => [row.brandName, row.status])).toEqual([
      ['Bakare Tailoring', 'Approved'],
      ['Nwosu Heritage', 'Waiting Approval'],
      ['Asante Kente Studio', 'Waiting Approval'],
    ]);
  });

  it('adds nothing on a second run: no rows, no pictures', async () => {
    const before = {
      images: (await database.db.select({ n: count() }).from(imageVariants))[0]?.n,
      products: (await allProducts()).length,
      reviews: (await database.db.select().from(reviews)).length,
      users: (await database.db.select().from(users)).length,
      merchants: (await database.db.select().from(merchants)).length,
    };
    const again = await seedDemo(database.db);
    expect(again).toEqual({ accounts: [], catalog: null });
    expect(describeSeed(again)).toEqual([]);
    expect({
      images: (await database.db.select({ n: count() }).from(imageVariants))[0]?.n,
      products: (await allProducts()).length,
      reviews: (await database.db.select().from(reviews)).length,
      users: (await database.db.select().from(users)).length,
      merchants: (await database.db.select().from(merchants)).length,
    }).toEqual(before);
  });
});

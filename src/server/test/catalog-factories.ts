import { eq, sql } from 'drizzle-orm';

import { PRODUCT_SIZES, type ApprovalStatus, type ProductSize } from '#shared/common/constants';
import { dollarsToCents } from '#shared/common/money';

import type { Db } from '../db/client';
import { brands, type BrandRow } from '../features/brand/brand.table';
import {
  categories,
  categoryProducts,
  type CategoryRow,
} from '../features/category/category.table';
import { products, productSizeStock, type ProductRow } from '../features/product/product.table';
import { reviews, type ReviewRow } from '../features/review/review.table';
import type { TestUser } from './factories';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}-${Math.random().toString(36).slice(2, 7)}`;
};

/** Catalog rows for tests; missing parents (a brand for a product) are created. */
export function createCatalogFactories(db: Db) {
  async function brand(
    values: Partial<{ name: string; slug: string; isActive: boolean; merchant: TestUser }> = {},
  ): Promise<BrandRow> {
    const n = next();
    const rows = await db
      .insert(brands)
      .values({
        name: values.name ?? `Brand ${n}`,
        slug: values.slug ?? `brand-${n}`,
        description: 'A test brand.',
        isActive: values.isActive ?? true,
        merchantId: values.merchant?.user.merchantId ?? null,
      })
      .returning();
    return rows[0]!;
  }

  async function product(
    values: Partial<{
      name: string;
      slug: string;
      sku: string;
      price: number;
      inventory: number;
      sizes: ProductSize[];
      isActive: boolean;
      taxable: boolean;
      brand: BrandRow | null;
      description: string;
      imageKey: string | null;
      image2Key: string | null;
      image3Key: string | null;
      /** Stock per size (decision 0039): the sizes and the total follow from it. */
      sizeStock: Partial<Record<ProductSize, number>>;
    }> = {},
  ): Promise<ProductRow> {
    const n = next();
    const perSize = values.sizeStock
      ? PRODUCT_SIZES.flatMap((size) => {
          const quantity = values.sizeStock?.[size];
          return quantity === undefined ? [] : [{ size, quantity }];
        })
      : [];
    const owner = values.brand === undefined ? await brand() : values.brand;
    const rows = await db
      .insert(products)
      .values({
        name: values.name ?? `Product ${n}`,
        slug: values.slug ?? `product-${n}`,
        sku: values.sku ?? `SKU-${n}`,
        description: values.description ?? 'A test product.',
        priceCents: dollarsToCents(values.price ?? 100),
        inventory:
          perSize.length > 0
            ? perSize.reduce((sum, entry) => sum + entry.quantity, 0)
            : (values.inventory ?? 20),
        sizes: values.sizes ?? (perSize.length > 0 ? perSize.map((e) => e.size) : ['M', 'L']),
        isActive: values.isActive ?? true,
        taxable: values.taxable ?? true,
        brandId: owner?.id ?? null,
        imageKey: values.imageKey ?? null,
        image2Key: values.image2Key ?? null,
        image3Key: values.image3Key ?? null,
      })
      .returning();
    const row = rows[0]!;
    if (perSize.length > 0) {
      await db
        .insert(productSizeStock)
        .values(perSize.map((entry) => ({ productId: row.id, ...entry })));
    }
    return row;
  }

  async function category(
    values: Partial<{ name: string; slug: string; isActive: boolean; products: ProductRow[] }> = {},
  ): Promise<CategoryRow> {
    const n = next();
    const rows = await db
      .insert(categories)
      .values({
        name: values.name ?? `Category ${n}`,
        slug: values.slug ?? `category-${n}`,
        description: 'A test category.',
        isActive: values.isActive ?? true,
      })
      .returning();
    const row = rows[0]!;
    if (values.products?.length) {
      await db
        .insert(categoryProducts)
        .values(values.products.map((p) => ({ categoryId: row.id, productId: p.id })));
    }
    return row;
  }

  /** A review; an approved one also counts in the product's rating. */
  async function review(
    of: ProductRow,
    by: TestUser,
    values: Partial<{
      rating: number;
      status: ApprovalStatus;
      title: string;
      review: string;
      isRecommended: boolean;
    }> = {},
  ): Promise<ReviewRow> {
    const status = values.status ?? 'Approved';
    const rating = values.rating ?? 5;
    const rows = await db
      .insert(reviews)
      .values({
        productId: of.id,
        userId: by.user.id,
        title: values.title ?? 'Well made',
        review: values.review ?? 'Fits well and the fabric is lovely.',
        rating,
        isRecommended: values.isRecommended ?? true,
        status,
      })
      .returning();
    if (status === 'Approved') {
      await db
        .update(products)
        .set({
          ratingSum: sql`${products.ratingSum} + ${rating}`,
          reviewCount: sql`${products.reviewCount} + 1`,
        })
        .where(eq(products.id, of.id));
    }
    return rows[0]!;
  }

  return { brand, product, category, review };
}

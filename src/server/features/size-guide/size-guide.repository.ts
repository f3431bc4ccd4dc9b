import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

import type { SizeGuideRow } from '#shared/size-guide/size-guide.constants';

import type { DbOrTx } from '../../db/client';
import { brands } from '../brand/brand.table';
import { categories, categoryProducts } from '../category/category.table';
import { sizeGuides, type SizeGuideTableRow } from './size-guide.table';

/** A guide with the names of its brand or category. */
export interface GuideWithTarget {
  guide: SizeGuideTableRow;
  brand: { id: string; name: string } | null;
  category: { id: string; name: string } | null;
}

/** What a guide is for: a brand or a category. */
export type GuideTarget = { brandId: string } | { categoryId: string };

function targetIs(target: GuideTarget) {
  return 'brandId' in target
    ? eq(sizeGuides.brandId, target.brandId)
    : eq(sizeGuides.categoryId, target.categoryId);
}

function selectGuides(db: DbOrTx) {
  return db
    .select({
      guide: sizeGuides,
      brand: { id: brands.id, name: brands.name },
      category: { id: categories.id, name: categories.name },
    })
    .from(sizeGuides)
    .leftJoin(brands, eq(brands.id, sizeGuides.brandId))
    .leftJoin(categories, eq(categories.id, sizeGuides.categoryId));
}

/** Every guide (no brand: all of them), brands' first, then categories', by name. */
export function listGuides(db: DbOrTx, brandId?: string): Promise<GuideWithTarget[]> {
  return selectGuides(db)
    .where(brandId === undefined ? undefined : eq(sizeGuides.brandId, brandId))
    .orderBy(sql`${sizeGuides.brandId} is null`, asc(brands.name), asc(categories.name));
}

export async function findGuide(db: DbOrTx, target: GuideTarget): Promise<GuideWithTarget | null> {
  const rows = await selectGuides(db).where(targetIs(target)).limit(1);
  return rows[0] ?? null;
}

export async function brandExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return rows.length > 0;
}

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return rows.length > 0;
}

/** Writes the target's guide, whether it had one or not (one statement: two saves never clash). */
export async function upsertGuide(
  db: DbOrTx,
  target: GuideTarget,
  values: { rows: SizeGuideRow[]; howToMeasure: string },
): Promise<void> {
  const conflict = 'brandId' in target ? sizeGuides.brandId : sizeGuides.categoryId;
  await db
    .insert(sizeGuides)
    .values({ ...target, ...values })
    .onConflictDoUpdate({
      target: conflict,
      set: { ...values, updated: sql`now()` },
    });
}

export async function deleteGuide(db: DbOrTx, target: GuideTarget): Promise<boolean> {
  const rows = await db.delete(sizeGuides).where(targetIs(target)).returning({ id: sizeGuides.id });
  return rows.length > 0;
}

/**
 * The guide a product shows: its brand's, else the guide of the first of its active categories
 * by name (then id), else none. One statement.
 */
export async function guideForProduct(
  db: DbOrTx,
  product: { id: string; brandId: string | null },
): Promise<GuideWithTarget | null> {
  const ofCategories = db
    .select({ id: categoryProducts.categoryId })
    .from(categoryProducts)
    .where(eq(categoryProducts.productId, product.id));
  const rows = await selectGuides(db)
    .where(
      or(
        product.brandId === null ? undefined : eq(sizeGuides.brandId, product.brandId),
        and(inArray(sizeGuides.categoryId, ofCategories), eq(categories.isActive, true)),
      ),
    )
    .orderBy(sql`${sizeGuides.brandId} is null`, asc(categories.name), asc(categories.id))
    .limit(1);
  return rows[0] ?? null;
}

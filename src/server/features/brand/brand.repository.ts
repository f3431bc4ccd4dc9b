import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { merchants } from '../merchant/merchant.table';
import { brands, type BrandRow } from './brand.table';

export interface BrandWithMerchant {
  brand: BrandRow;
  merchant: { id: string; name: string } | null;
}

/**
 * Which brands a query may touch: every brand (`undefined`, an admin) or only the brand of one
 * merchant (its id).
 */
export type BrandOwner = string | undefined;

const withMerchant = {
  brand: brands,
  merchant: { id: merchants.id, name: merchants.name },
} as const;

function owned(id: string, owner: BrandOwner): SQL | undefined {
  return and(eq(brands.id, id), owner === undefined ? undefined : eq(brands.merchantId, owner));
}

export async function listActiveBrands(db: DbOrTx): Promise<BrandWithMerchant[]> {
  return db
    .select(withMerchant)
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
}

/** The brands an owner may manage, by name, with their merchant. */
export async function listBrands(db: DbOrTx, owner: BrandOwner): Promise<BrandWithMerchant[]> {
  return db
    .select(withMerchant)
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(owner === undefined ? undefined : eq(brands.merchantId, owner))
    .orderBy(asc(brands.name), asc(brands.id));
}

/** One brand with its merchant, when the owner may manage it. */
export async function findBrand(
  db: DbOrTx,
  id: string,
  owner: BrandOwner,
): Promise<BrandWithMerchant | null> {
  const rows = await db
    .select(withMerchant)
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(owned(id, owner))
    .limit(1);
  return rows[0] ?? null;
}

export async function findActiveBrandBySlug(db: DbOrTx, slug: string): Promise<BrandRow | null> {
  const rows = await db
    .select()
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether a brand other than `exceptId` already uses the slug. */
export async function isBrandSlugTaken(
  db: DbOrTx,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), exceptId ? ne(brands.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertBrand(
  db: DbOrTx,
  values: {
    name: string;
    slug: string;
    description: string;
    isActive: boolean;
    merchantId?: string;
  },
): Promise<BrandRow> {
  return one(await db.insert(brands).values(values).returning());
}

/** Changes name, slug and description of a brand the owner may manage; false when none. */
export async function updateBrand(
  db: DbOrTx,
  id: string,
  owner: BrandOwner,
  values: { name: string; slug: string; description: string },
): Promise<boolean> {
  const rows = await db
    .update(brands)
    .set(values)
    .where(owned(id, owner))
    .returning({ id: brands.id });
  return rows.length > 0;
}

/** Switches a brand on or off; its products keep their own flags. False when no such brand. */
export async function setBrandActive(
  db: DbOrTx,
  id: string,
  owner: BrandOwner,
  isActive: boolean,
): Promise<boolean> {
  const rows = await db
    .update(brands)
    .set({ isActive })
    .where(owned(id, owner))
    .returning({ id: brands.id });
  return rows.length > 0;
}

/** Deletes a brand (its products keep existing without a brand, through the foreign key). */
export async function deleteBrand(db: DbOrTx, id: string): Promise<BrandRow | null> {
  const rows = await db.delete(brands).where(eq(brands.id, id)).returning();
  return rows[0] ?? null;
}

/** The merchant running each of these brands (house brands have none and are left out). */
export async function merchantsOfBrands(
  db: DbOrTx,
  brandIds: readonly string[],
): Promise<Array<{ brandId: string; merchantId: string; name: string }>> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .select({ brandId: brands.id, merchantId: brands.merchantId, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...brandIds]));
  return rows.flatMap((row) => (row.merchantId ? [{ ...row, merchantId: row.merchantId }] : []));
}

export async function findBrandIdOfMerchant(
  db: DbOrTx,
  merchantId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.merchantId, merchantId))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function listBrandOptions(
  db: DbOrTx,
  merchantId?: string,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(merchantId ? eq(brands.merchantId, merchantId) : undefined)
    .orderBy(asc(brands.name));
}

export async function findBrandOfMerchant(
  db: DbOrTx,
  merchantId: string,
): Promise<BrandRow | null> {
  const rows = await db.select().from(brands).where(eq(brands.merchantId, merchantId)).limit(1);
  return rows[0] ?? null;
}

/** Another brand (not the merchant's own) already has this name, in any case. */
export async function isBrandNameTakenByOther(
  db: DbOrTx,
  name: string,
  merchantId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        eq(sql`lower(${brands.name})`, name.toLowerCase()),
        or(isNull(brands.merchantId), ne(brands.merchantId, merchantId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

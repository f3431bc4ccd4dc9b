import { and, asc, eq } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { merchants } from '../merchant/merchant.table';
import { brands, type BrandRow } from './brand.table';

export interface BrandWithMerchant {
  brand: BrandRow;
  merchant: { id: string; name: string } | null;
}

const withMerchant = {
  brand: brands,
  merchant: { id: merchants.id, name: merchants.name },
} as const;

export async function listActiveBrands(db: DbOrTx): Promise<BrandWithMerchant[]> {
  return db
    .select(withMerchant)
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
}

export async function findActiveBrandBySlug(db: DbOrTx, slug: string): Promise<BrandRow | null> {
  const rows = await db
    .select()
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
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

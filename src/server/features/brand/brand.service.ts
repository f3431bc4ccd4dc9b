import type { BrandDto } from '#shared/brand/brand.schemas';

import type { Db } from '../../db/client';
import { isAdmin, requireRole, type Actor } from '../auth/actor';
import { presentBrand } from './brand.presenter';
import * as repo from './brand.repository';

export function createBrandService({ db }: { db: Db }) {
  return {
    /** Active brands, for the storefront. */
    async listActive(): Promise<BrandDto[]> {
      return (await repo.listActiveBrands(db)).map(presentBrand);
    },

    findActiveBySlug: (slug: string) => repo.findActiveBrandBySlug(db, slug),

    brandOfMerchant: (merchantId: string) => repo.findBrandIdOfMerchant(db, merchantId),

    /** Select-list options: every brand for an admin, the own brand for a merchant. */
    async options(actor: Actor | null): Promise<Array<{ _id: string; name: string }>> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      if (!isAdmin(signedIn) && !signedIn.merchantId) return [];
      const rows = await repo.listBrandOptions(
        db,
        isAdmin(signedIn) ? undefined : (signedIn.merchantId ?? undefined),
      );
      return rows.map((row) => ({ _id: row.id, name: row.name }));
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;

import type { DbOrTx } from '../../../db/client';
import * as repo from '../product-admin.repository';

/**
 * Before a merchant's brand is deleted: its products are switched off, and stay (orders,
 * reviews and wishlists refer to them) until an admin moves them to another brand.
 */
export function switchOffProductsOfBrand(db: DbOrTx, brandId: string): Promise<number> {
  return repo.switchOffProductsOfBrand(db, brandId);
}

import type { DbOrTx } from '../../db/client';
import type { MerchantRow, merchants } from './merchant.table';
import * as repo from './merchant.repository';

/**
 * Adds a merchant, inside the caller's transaction when it passes one: an account and the
 * merchant it stands for are created together or not at all.
 */
export function addMerchant(
  db: DbOrTx,
  values: typeof merchants.$inferInsert,
): Promise<MerchantRow> {
  return repo.insertMerchant(db, values);
}

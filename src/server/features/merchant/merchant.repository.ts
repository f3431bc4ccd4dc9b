import type { DbOrTx } from '../../db/client';
import { one } from '../../db/rows';
import { merchants, type MerchantRow } from './merchant.table';

export async function insertMerchant(
  db: DbOrTx,
  values: typeof merchants.$inferInsert,
): Promise<MerchantRow> {
  const rows = await db.insert(merchants).values(values).returning();
  return one(rows);
}

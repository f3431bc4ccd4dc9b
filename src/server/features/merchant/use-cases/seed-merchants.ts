import type { MerchantApplicationBody } from '#shared/merchant/merchant.schemas';

import type { Db } from '../../../db/client';
import type { NewAccount, UserAccountService } from '../../user/user-accounts.service';
import type { UserRow } from '../../user/user.table';
import * as repo from '../merchant.repository';
import type { merchants } from '../merchant.table';

/**
 * A merchant and the email account that stands for it, made by the store itself (the demo
 * seed): both or neither. The merchant feature asks the accounts service for the account; the
 * user feature does not know merchants.
 */
export function addMerchantWithAccount(
  db: Db,
  accountService: UserAccountService,
  account: NewAccount,
  merchant: typeof merchants.$inferInsert,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await repo.insertMerchant(tx, merchant);
    const user = await accountService.create(account, tx);
    await repo.linkAccount(tx, row.id, user.id);
    return user;
  });
}

/**
 * A waiting application made by the store itself (the demo seed), with its history; none when an
 * application with that email exists already, so seeding twice adds nothing.
 */
export async function addDemoApplication(
  db: Db,
  values: MerchantApplicationBody,
): Promise<boolean> {
  if (await repo.hasOpenApplication(db, values.email)) return false;
  await db.transaction(async (tx) => {
    const merchant = await repo.insertMerchant(tx, { ...values, status: 'Waiting Approval' });
    await repo.insertEvent(tx, { merchantId: merchant.id, action: 'applied' });
  });
  return true;
}

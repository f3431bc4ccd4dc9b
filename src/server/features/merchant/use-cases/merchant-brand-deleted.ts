import type { DbOrTx } from '../../../db/client';
import * as repo from '../merchant.repository';

/**
 * An admin deleted the merchant's brand from the Brands screen: the merchant goes back to the
 * application queue (Waiting Approval, switched off, so its accounts see the disabled screen)
 * until an admin approves it again, which makes a new brand. Runs in the deleting transaction;
 * answers the ids of the merchant's accounts, now locked out (their chat ends after the commit).
 */
export async function merchantBrandDeleted(
  tx: DbOrTx,
  deleted: { merchantId: string; brandName: string; actorId: string },
): Promise<string[]> {
  const merchant = await repo.lockMerchant(tx, deleted.merchantId);
  if (!merchant) return [];
  await repo.updateMerchant(tx, merchant.id, {
    status: 'Waiting Approval',
    isActive: false,
    brandPausedByDisable: false,
  });
  await repo.revokeOpenInvitations(tx, merchant.id);
  await repo.insertEvent(tx, {
    merchantId: merchant.id,
    action: 'brand-deleted',
    actorId: deleted.actorId,
    details: { note: `Brand ${deleted.brandName} deleted; waiting for approval again.` },
  });
  return repo.accountIds(tx, merchant.id);
}

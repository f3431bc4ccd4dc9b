import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';

import { requireRole, type Actor } from '../../../kernel/actor';
import { merchantBrands } from '../../brand/brand.service';
import { switchOffProductsOfBrand } from '../../product/product-admin.service';
import { accounts } from '../../user/user-accounts.service';
import * as repo from '../merchant.repository';
import { lockedMerchant, recordStep, type MerchantDeps } from './merchant-step';

/**
 * Deletes the merchant in one transaction (decision 0019): its products are switched off
 * and kept without a brand (orders, reviews and wishlists refer to them), its brand is
 * deleted, its accounts become members again (signed out), its invitations die. Orders are
 * never deleted; the history is kept, with this last step.
 */
export async function deleteMerchant(
  deps: MerchantDeps,
  actor: Actor | null,
  id: string,
): Promise<{ success: true; message: string }> {
  const admin = requireRole(actor, 'ROLE ADMIN');
  const signedOut = await deps.db.transaction(async (tx) => {
    const merchant = await lockedMerchant(tx, id);
    const brand = await merchantBrands.find(tx, merchant.id);
    const switchedOff = brand ? await switchOffProductsOfBrand(tx, brand.id) : 0;
    if (brand) await merchantBrands.remove(tx, brand.id);
    const released = await accounts.makeMembers(tx, await repo.accountIds(tx, merchant.id));
    const parts = [`Merchant ${merchant.name} (${merchant.brandName}) deleted.`];
    if (brand) parts.push(`Brand ${brand.name} deleted; ${switchedOff} product(s) switched off.`);
    if (released.length > 0) parts.push('The account is a member account again.');
    await repo.insertEvent(tx, {
      merchantId: merchant.id,
      action: 'deleted',
      actorId: admin.id,
      details: { note: parts.join(' '), name: merchant.name, brandName: merchant.brandName },
    });
    await repo.deleteMerchant(tx, merchant.id);
    await recordStep(deps, tx, admin, 'merchant.delete', merchant, null, brand?.id ?? null);
    return released;
  });
  deps.onCatalogChange();
  deps.onSessionsEnded?.({ userIds: signedOut, reason: 'signed-out' });
  return { success: true, message: MERCHANT_MESSAGES.deleted };
}

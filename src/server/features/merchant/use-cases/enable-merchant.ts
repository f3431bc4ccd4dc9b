import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantActionResponse } from '#shared/merchant/merchant.schemas';

import { requireRole, type Actor } from '../../../kernel/actor';
import { merchantMail } from '../merchant.mail';
import { pageUrl } from '../../../mail/layout';
import { merchantBrands } from '../../brand/brand.service';
import * as repo from '../merchant.repository';
import {
  lockedApprovedMerchant,
  merchantAnswer,
  recordStep,
  type MerchantDeps,
} from './merchant-step';

/**
 * Enable undoes exactly what disabling did: the brand comes back only if disabling switched it
 * off (a brand the merchant had switched off itself stays off), and the accounts may sign in
 * again. Enabling an enabled merchant changes nothing.
 */
export async function enableMerchant(
  deps: MerchantDeps,
  actor: Actor | null,
  id: string,
): Promise<MerchantActionResponse> {
  const admin = requireRole(actor, 'ROLE ADMIN');
  const outcome = await deps.db.transaction(async (tx) => {
    const merchant = await lockedApprovedMerchant(tx, id);
    if (merchant.isActive) return { merchant, emails: [] as string[] };
    const brand = await merchantBrands.find(tx, merchant.id);
    const restores = merchant.brandPausedByDisable && brand !== null;
    if (brand && restores) await merchantBrands.setActive(tx, brand.id, true);
    await repo.insertEvent(tx, {
      merchantId: merchant.id,
      action: 'enabled',
      actorId: admin.id,
      details: {
        note: brand
          ? restores
            ? `Brand ${brand.name} back in the shop.`
            : `Brand ${brand.name} stays switched off, as it was before.`
          : '',
      },
    });
    const updated = await repo.updateMerchant(tx, merchant.id, {
      isActive: true,
      brandPausedByDisable: false,
    });
    await recordStep(deps, tx, admin, 'merchant.enable', merchant, updated, brand?.id ?? null);
    return { merchant: updated, emails: await repo.accountEmails(tx, merchant.id) };
  });
  deps.onCatalogChange();
  const mail = merchantMail.merchantEnabled({ loginUrl: pageUrl(deps.publicUrl, 'login') });
  for (const email of outcome.emails) deps.mailer.send(email, mail);
  return merchantAnswer(deps.db, outcome.merchant, MERCHANT_MESSAGES.enabled);
}

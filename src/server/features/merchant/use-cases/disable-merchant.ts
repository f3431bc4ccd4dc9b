import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantActionResponse } from '#shared/merchant/merchant.schemas';

import { requireRole, type Actor } from '../../../kernel/actor';
import { merchantMail } from '../merchant.mail';
import { pageUrl } from '../../../mail/layout';
import { merchantBrands } from '../../brand/brand.service';
import { accounts } from '../../user/user-accounts.service';
import * as repo from '../merchant.repository';
import {
  lockedApprovedMerchant,
  merchantAnswer,
  recordStep,
  type MerchantDeps,
} from './merchant-step';

/**
 * Disable: in one transaction the brand leaves the shop (and with it every product), the
 * merchant's accounts are signed out and locked out by the server until enabled (see
 * enable-merchant.ts, which undoes exactly that). Disabling a disabled merchant changes nothing.
 */
export async function disableMerchant(
  deps: MerchantDeps,
  actor: Actor | null,
  id: string,
): Promise<MerchantActionResponse> {
  const admin = requireRole(actor, 'ROLE ADMIN');
  const outcome = await deps.db.transaction(async (tx) => {
    const merchant = await lockedApprovedMerchant(tx, id);
    if (!merchant.isActive) return { merchant, emails: [] as string[], signedOut: [] as string[] };
    const brand = await merchantBrands.find(tx, merchant.id);
    const pauses = brand?.isActive === true;
    if (brand && pauses) await merchantBrands.setActive(tx, brand.id, false);
    const { userIds, emails } = await accounts.endSessionsOf(
      tx,
      await repo.accountIds(tx, merchant.id),
    );
    await repo.insertEvent(tx, {
      merchantId: merchant.id,
      action: 'disabled',
      actorId: admin.id,
      details: {
        note: brand
          ? pauses
            ? `Brand ${brand.name} taken out of the shop.`
            : `Brand ${brand.name} was already switched off.`
          : '',
      },
    });
    const updated = await repo.updateMerchant(tx, merchant.id, {
      isActive: false,
      brandPausedByDisable: pauses,
    });
    await recordStep(deps, tx, admin, 'merchant.disable', merchant, updated, brand?.id ?? null);
    return { merchant: updated, emails, signedOut: userIds };
  });
  deps.onCatalogChange();
  deps.onSessionsEnded?.({ userIds: outcome.signedOut, reason: 'signed-out' });
  const mail = merchantMail.merchantDisabled({ contactUrl: pageUrl(deps.publicUrl, 'contact') });
  for (const email of outcome.emails) deps.mailer.send(email, mail);
  return merchantAnswer(deps.db, outcome.merchant, MERCHANT_MESSAGES.disabled);
}

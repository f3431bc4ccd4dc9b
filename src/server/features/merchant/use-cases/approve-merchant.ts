import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantActionResponse } from '#shared/merchant/merchant.schemas';
import { pageLink } from '#shared/site/site-paths';

import { requireRole, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import { merchantMail } from '../merchant.mail';
import { newLinkToken } from '../../auth/token.service';
import { merchantBrands } from '../../brand/brand.service';
import { accounts } from '../../user/user-accounts.service';
import * as repo from '../merchant.repository';
import {
  DAY_MS,
  INVITATION_DAYS,
  lockedMerchant,
  merchantAnswer,
  recordStep,
  type MerchantDeps,
} from './merchant-step';

/**
 * Approve, or re-approve a rejected merchant. Makes the merchant's brand (once: approving
 * again reuses it), switched off, and mails an invitation (a fresh one on every approval,
 * the older links dead). An approval never changes an account by itself, even one that has
 * the merchant's email: only the mailed link makes an account the merchant's, proving the
 * mailbox and, for an account that exists, the account too (decision 0028, which replaces
 * this rule of decision 0019).
 */
export async function approveMerchant(
  deps: MerchantDeps,
  actor: Actor | null,
  id: string,
): Promise<MerchantActionResponse> {
  const { db, mailer } = deps;
  const admin = requireRole(actor, 'ROLE ADMIN');
  const outcome = await db.transaction(async (tx) => {
    const merchant = await lockedMerchant(tx, id);
    if (!merchant.email) throw AppError.rule(MERCHANT_MESSAGES.noEmail(merchant.phoneNumber));
    const email = merchant.email.toLowerCase();
    const hasAccount = await repo.hasAccount(tx, merchant.id);
    if (merchant.status === 'Approved' && hasAccount) {
      throw AppError.rule(MERCHANT_MESSAGES.alreadyApproved);
    }
    const account = await accounts.findByEmail(tx, email);
    if (account?.role === 'ROLE ADMIN') throw AppError.rule(MERCHANT_MESSAGES.emailIsAdmin);
    const standsFor = account ? await repo.findMerchantOfAccount(tx, account.id) : null;
    if (standsFor && standsFor.merchant.id !== merchant.id) {
      throw AppError.rule(MERCHANT_MESSAGES.emailIsOtherMerchant);
    }
    if (await merchantBrands.isNameTakenByOther(tx, merchant.brandName, merchant.id)) {
      throw AppError.rule(MERCHANT_MESSAGES.brandNameInUse);
    }
    // A first approval, or a re-approval from Rejected, turns the merchant on; approving
    // an approved merchant again only renews its invitation (a disabled one stays so).
    const isFirst = merchant.status !== 'Approved';
    const brand =
      (await merchantBrands.find(tx, merchant.id)) ??
      (await merchantBrands.create(tx, {
        name: merchant.brandName,
        description: merchant.business,
        merchantId: merchant.id,
        isActive: false,
      }));
    const updated = isFirst
      ? await repo.updateMerchant(tx, merchant.id, { status: 'Approved', isActive: true })
      : merchant;
    await repo.revokeOpenInvitations(tx, merchant.id);
    if (hasAccount) {
      // Approved again after its brand was deleted: its own account already stands for it
      // (it proved itself when it signed up), so its new brand goes live at once.
      await merchantBrands.setActive(tx, brand.id, true);
      await repo.insertEvent(tx, {
        merchantId: merchant.id,
        action: 'approved',
        actorId: admin.id,
        details: { note: `The merchant's account manages brand ${brand.name}.` },
      });
      await recordStep(deps, tx, admin, 'merchant.approve', merchant, updated, brand.id);
      return { merchant: updated, email, token: null };
    }
    const { token, hash } = newLinkToken();
    await repo.insertInvitation(tx, {
      merchantId: merchant.id,
      email,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
    });
    await repo.insertEvent(tx, {
      merchantId: merchant.id,
      action: isFirst ? 'approved' : 'invited',
      actorId: admin.id,
      details: { note: `Invitation sent to ${email}.` },
    });
    await recordStep(deps, tx, admin, 'merchant.approve', merchant, updated, brand.id);
    return { merchant: updated, email, token };
  });
  deps.onCatalogChange();
  if (!outcome.token) return merchantAnswer(db, outcome.merchant, MERCHANT_MESSAGES.approvedAgain);
  // The `@` of the address stays literal in the query (decision 0028).
  const signupUrl = `${deps.publicUrl}${pageLink('merchantSignup', { token: outcome.token }, { email: outcome.email })}`;
  mailer.send(outcome.email, merchantMail.merchantInvitation({ signupUrl, days: INVITATION_DAYS }));
  return merchantAnswer(db, outcome.merchant, MERCHANT_MESSAGES.approvedInvited(outcome.email));
}

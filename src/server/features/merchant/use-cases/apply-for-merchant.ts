import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';
import type {
  MerchantApplicationBody,
  MerchantApplicationResponse,
} from '#shared/merchant/merchant.schemas';

import { AppError } from '../../../kernel/app-error';
import { withUniqueMessage } from '../../../kernel/db-errors';
import { mayAutoReply } from '../../../mail/auto-reply';
import { merchantMail } from '../merchant.mail';

import * as repo from '../merchant.repository';
import { presentOneMerchant, type MerchantDeps } from './merchant-step';

/** An application to sell here, from the /sell page or the admin's Add Merchant form. */
export async function applyForMerchant(
  deps: MerchantDeps,
  body: MerchantApplicationBody,
): Promise<Omit<MerchantApplicationResponse, 'success'>> {
  const { db, mailer } = deps;
  if (await repo.hasOpenApplication(db, body.email)) {
    throw AppError.rule(MERCHANT_MESSAGES.applicationOpen);
  }
  if (await repo.isBrandNameTaken(db, body.brandName)) {
    throw AppError.rule(MERCHANT_MESSAGES.brandTaken);
  }
  const row = await withUniqueMessage(MERCHANT_MESSAGES.applicationConflict, () =>
    db.transaction(async (tx) => {
      const merchant = await repo.insertMerchant(tx, {
        ...body,
        status: 'Waiting Approval',
        isActive: false,
      });
      await repo.insertEvent(tx, { merchantId: merchant.id, action: 'applied' });
      return merchant;
    }),
  );
  // The answer is the same whether or not the acknowledgement went (throttled).
  if (await mayAutoReply(db, body.email)) {
    mailer.send(body.email, merchantMail.merchantApplicationReceived());
  }
  const forAdmins = merchantMail.merchantApplicationForAdmins({
    ...body,
    merchantsUrl: `${deps.publicUrl}${DASHBOARD_SCREENS.merchant.path}`,
  });
  for (const email of await repo.adminEmails(db)) mailer.send(email, forAdmins);
  return {
    message: MERCHANT_MESSAGES.received(body.phoneNumber),
    merchant: await presentOneMerchant(db, row),
  };
}

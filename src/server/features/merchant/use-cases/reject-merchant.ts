import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantActionResponse } from '#shared/merchant/merchant.schemas';

import type { Db } from '../../../db/client';
import { requireRole, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../merchant.repository';
import { lockedMerchant, merchantAnswer } from './merchant-step';

/** Turns a waiting application down; it may be approved later (Re-Approve). */
export async function rejectMerchant(
  db: Db,
  actor: Actor | null,
  id: string,
): Promise<MerchantActionResponse> {
  const admin = requireRole(actor, 'ROLE ADMIN');
  const row = await db.transaction(async (tx) => {
    const merchant = await lockedMerchant(tx, id);
    if (merchant.status === 'Rejected') throw AppError.rule(MERCHANT_MESSAGES.alreadyRejected);
    if (merchant.status !== 'Waiting Approval') {
      throw AppError.rule(MERCHANT_MESSAGES.notWaiting);
    }
    await repo.insertEvent(tx, {
      merchantId: merchant.id,
      action: 'rejected',
      actorId: admin.id,
    });
    return repo.updateMerchant(tx, merchant.id, { status: 'Rejected' });
  });
  return merchantAnswer(db, row, MERCHANT_MESSAGES.rejected);
}

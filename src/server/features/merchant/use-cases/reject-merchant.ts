import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantActionResponse } from '#shared/merchant/merchant.schemas';

import { requireRole, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../merchant.repository';
import { lockedMerchant, merchantAnswer, recordStep, type MerchantDeps } from './merchant-step';

/** Turns a waiting application down; it may be approved later (Re-Approve). */
export async function rejectMerchant(
  deps: Pick<MerchantDeps, 'db' | 'audit'>,
  actor: Actor | null,
  id: string,
): Promise<MerchantActionResponse> {
  const { db } = deps;
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
    const updated = await repo.updateMerchant(tx, merchant.id, { status: 'Rejected' });
    await recordStep(deps, tx, admin, 'merchant.reject', merchant, updated);
    return updated;
  });
  return merchantAnswer(db, row, MERCHANT_MESSAGES.rejected);
}

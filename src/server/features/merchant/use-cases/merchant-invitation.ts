import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';

import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../kernel/app-error';
import { hashLinkToken } from '../../auth/token.service';
import * as repo from '../merchant.repository';
import type { MerchantInvitationRow } from '../merchant.table';

/** The invitation of a link, or the 400 that says why it no longer works. */
export async function openInvitation(
  db: DbOrTx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<MerchantInvitationRow> {
  const hash = token.length > 0 && token.length <= 128 ? hashLinkToken(token) : null;
  const invitation = hash
    ? options.lock
      ? await repo.lockInvitation(db, hash)
      : await repo.findInvitation(db, hash)
    : null;
  if (!invitation || invitation.revokedAt) {
    throw AppError.rule(MERCHANT_MESSAGES.invitationInvalid);
  }
  if (invitation.usedAt) throw AppError.rule(MERCHANT_MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw AppError.rule(MERCHANT_MESSAGES.invitationExpired);
  }
  return invitation;
}

import type {
  MerchantSignupAccount,
  MerchantSignupPreview,
} from '#shared/merchant/merchant.schemas';

import type { Db } from '../../../db/client';
import { accounts } from '../../user/user-accounts.service';
import type { UserRow } from '../../user/user.table';
import { openInvitation } from './merchant-invitation';

function signupAccountOf(existing: UserRow | null): MerchantSignupAccount {
  if (!existing) return 'none';
  if (!existing.emailVerifiedAt) return 'unconfirmed';
  return existing.provider === 'Email' ? 'password' : 'social';
}

/** What the invitation link leads to, for the sign-up page (decision 0028). */
export async function previewMerchantSignup(db: Db, token: string): Promise<MerchantSignupPreview> {
  const invitation = await openInvitation(db, token);
  const existing = await accounts.findByEmail(db, invitation.email.toLowerCase());
  return {
    success: true,
    email: invitation.email,
    account: signupAccountOf(existing),
    provider: existing?.provider ?? null,
  };
}

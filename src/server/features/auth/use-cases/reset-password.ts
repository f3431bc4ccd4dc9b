import type { ResetWithTokenBody } from '#shared/auth/auth.schemas';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { AppError } from '../../../kernel/app-error';
import { accounts } from '../../user/user-accounts.service';
import * as repo from '../auth.repository';
import { hashPassword } from '../password';
import { hashLinkToken } from '../token.service';
import type { AuthContext } from './auth-context';

/** A new password with the mailed reset link: the account's older tokens stop working. */
export async function resetPassword(
  ctx: AuthContext,
  token: string,
  body: ResetWithTokenBody,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(body.password);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeLinkToken(tx, 'password_reset', hashLinkToken(token));
    if (!userId) throw AppError.rule(AUTH_MESSAGES.tokenExpired);
    await repo.retireLinkTokens(tx, userId, 'password_reset');
    const changed = await accounts.setPasswordHash(tx, userId, passwordHash);
    // The link came through the mailbox: the address is proven (decision 0028).
    if (changed?.email) await accounts.markEmailVerified(tx, userId, changed.email);
    return changed;
  });
  if (user) {
    // The owner proved the mailbox: the ceiling on failed sign-ins is lifted (decision 0029).
    await ctx.ceiling.clear(user.id);
    ctx.signedOut(user.id);
    ctx.mailPasswordChanged(user);
  }
  return { message: AUTH_MESSAGES.passwordChanged };
}

import type { ChangePasswordBody } from '#shared/auth/auth.schemas';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import { accounts } from '../../user/user-accounts.service';
import * as repo from '../auth.repository';
import { hashPassword, verifyPassword } from '../password';
import type { AuthContext } from './auth-context';

/**
 * Signed-in change: `password` is the current password, `confirmPassword` the new one.
 * Older tokens stop working; the answer carries a fresh token for this session.
 */
export async function changePassword(ctx: AuthContext, actor: Actor, body: ChangePasswordBody) {
  const user = await accounts.findById(ctx.db, actor.id);
  if (!user) throw AppError.unauthenticated();
  if (user.provider !== 'Email') throw AppError.rule(AUTH_MESSAGES.noPassword(user.provider));
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw AppError.validation(AUTH_MESSAGES.wrongOldPassword, 'password');
  }
  const passwordHash = await hashPassword(body.confirmPassword);
  await ctx.db.transaction(async (tx) => {
    await accounts.setPasswordHash(tx, user.id, passwordHash);
    await repo.retireLinkTokens(tx, user.id, 'password_reset');
  });
  ctx.signedOut(user.id);
  ctx.mailPasswordChanged(user);
  const { token } = await ctx.issue(user.id);
  return { message: AUTH_MESSAGES.passwordUpdated, token };
}

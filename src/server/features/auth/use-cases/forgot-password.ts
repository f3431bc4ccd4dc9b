import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { pageUrl } from '../../../mail/layout';
import { accounts } from '../../user/user-accounts.service';
import { authMail } from '../auth.mail';
import * as repo from '../auth.repository';
import { newLinkToken } from '../token.service';
import type { AuthContext } from './auth-context';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Same answer for known and unknown emails; a link is mailed only to email accounts. */
export async function forgotPassword(
  ctx: AuthContext,
  email: string,
): Promise<{ message: string }> {
  const user = await accounts.findByEmail(ctx.db, email);
  if (user && user.provider === 'Email') {
    const { token, hash } = newLinkToken();
    await repo.insertLinkToken(ctx.db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    ctx.mailer.send(
      email,
      authMail.passwordReset({ resetUrl: pageUrl(ctx.publicUrl, 'resetPassword', { token }) }),
    );
  }
  return { message: AUTH_MESSAGES.forgot };
}

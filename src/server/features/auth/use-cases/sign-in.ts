import type { LoginBody } from '#shared/auth/auth.schemas';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';
import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';
import type { SocialProvider } from '#shared/common/constants';

import { AppError } from '../../../kernel/app-error';
import { isUniqueViolation } from '../../../kernel/db-errors';
import { accounts } from '../../user/user-accounts.service';
import type { UserRow } from '../../user/user.table';
import { verifyPassword } from '../password';
import type { AuthContext } from './auth-context';

/**
 * Signs in with email and password. `pendingLink` is the browser's pending-link cookie of a
 * social sign-in, if any.
 */
export async function signIn(ctx: AuthContext, body: LoginBody, pendingLink?: string) {
  const { ceiling } = ctx;
  const user = await accounts.findByEmail(ctx.db, body.email);
  if (user && user.provider !== 'Email') {
    throw AppError.rule(AUTH_MESSAGES.socialAccount(user.provider));
  }
  // Past the account's ceiling on failed sign-ins the password is not tried, right or
  // wrong: the owner is mailed a one-time link (decision 0029).
  if (user && (await ceiling.isReached(user))) {
    throw AppError.rule(SIGN_IN_LINK_MESSAGES.ceilingReached);
  }
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (user && !ok && (await ceiling.recordFailure(user))) {
    throw AppError.rule(SIGN_IN_LINK_MESSAGES.ceilingReached);
  }
  if (!user || !ok) throw AppError.rule(AUTH_MESSAGES.badCredentials);
  await ceiling.clear(user.id);
  const linked = await linkPending(ctx, user, pendingLink);
  return { ...(await ctx.issue(user.id)), ...linked };
}

/**
 * Links the provider of a pending-link cookie (decision 0014) when it was made for this
 * account's email; the password just proved the account is theirs. Joining accounts also
 * needs the mailbox proven (decision 0028): by the provider (Google's verified email, which
 * then verifies the account too) or earlier by the account. Answers the provider linked, or
 * a refusal to show, or null when the cookie is missing, stale, forged or for another account.
 */
async function linkPending(
  ctx: AuthContext,
  user: UserRow,
  cookie: string | undefined,
): Promise<{ linkedProvider?: SocialProvider; linkNeedsVerifiedEmail?: string }> {
  const link = ctx.pendingLinks.open(cookie);
  if (!link || !user.email || link.email !== user.email) return {};
  if (!link.isEmailVerified && !user.emailVerifiedAt) {
    return { linkNeedsVerifiedEmail: AUTH_MESSAGES.linkNeedsVerifiedEmail(link.provider) };
  }
  const { email } = user;
  try {
    const linked = await ctx.db.transaction(async (tx) => {
      const row = await accounts.linkProvider(tx, user.id, link.provider, link.providerId);
      if (row && link.isEmailVerified) await accounts.markEmailVerified(tx, user.id, email);
      return row;
    });
    return linked ? { linkedProvider: link.provider } : {};
  } catch (error) {
    // That provider account was linked to another account in the meantime.
    if (isUniqueViolation(error)) return {};
    throw error;
  }
}

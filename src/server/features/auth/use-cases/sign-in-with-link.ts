import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';

import { AppError } from '../../../kernel/app-error';
import type { AuthContext } from './auth-context';

/**
 * Signs in with the one-time link mailed past the ceiling on failed sign-ins (decision 0029):
 * valid once, for 15 minutes; it clears the ceiling. The page at /login/link/:token posts the
 * token and keeps the answer's bearer token, which never goes in a URL.
 */
export async function signInWithLink(ctx: AuthContext, token: string) {
  const userId = await ctx.ceiling.consumeLink(token);
  if (!userId) throw AppError.rule(SIGN_IN_LINK_MESSAGES.linkInvalid);
  return ctx.issue(userId);
}

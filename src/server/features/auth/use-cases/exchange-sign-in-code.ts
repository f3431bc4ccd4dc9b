import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { AppError } from '../../../kernel/app-error';
import * as repo from '../auth.repository';
import { hashSignInCode } from '../token.service';
import type { AuthContext } from './auth-context';

/** A sign-in nonce cookie longer than this was not made by the store. */
const NONCE_MAX = 128;

/**
 * The token for the one-time code of a social sign-in (decision 0014): valid once, for
 * 30 seconds, and only with the nonce cookie of the browser that signed in.
 */
export async function exchangeSignInCode(
  ctx: AuthContext,
  code: string,
  browserNonce: string | undefined,
) {
  if (!browserNonce || browserNonce.length > NONCE_MAX) {
    throw AppError.rule(AUTH_MESSAGES.signInExpired);
  }
  const userId = await repo.consumeLinkToken(ctx.db, 'sign_in', hashSignInCode(code, browserNonce));
  if (!userId) throw AppError.rule(AUTH_MESSAGES.signInExpired);
  return ctx.issue(userId);
}

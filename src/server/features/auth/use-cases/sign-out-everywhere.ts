import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import { accounts } from '../../user/user-accounts.service';
import type { AuthContext } from './auth-context';

/**
 * Sign out everywhere: every token of the account is retired (this one too) and every chat
 * socket of it, on every server, is closed.
 */
export async function signOutEverywhere(
  ctx: AuthContext,
  actor: Actor,
): Promise<{ message: string }> {
  if (!(await accounts.endSessions(ctx.db, actor.id))) throw AppError.unauthenticated();
  ctx.signedOut(actor.id);
  return { message: AUTH_MESSAGES.signedOutEverywhere };
}

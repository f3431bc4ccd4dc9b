import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetWithTokenBody,
} from '#shared/auth/auth.schemas';

import type { Actor } from '../../kernel/actor';
import { createAuthContext, type AuthDeps } from './use-cases/auth-context';
import { authenticate } from './use-cases/authenticate';
import { changePassword } from './use-cases/change-password';
import { exchangeSignInCode } from './use-cases/exchange-sign-in-code';
import { forgotPassword } from './use-cases/forgot-password';
import { register } from './use-cases/register';
import { resetPassword } from './use-cases/reset-password';
import { signIn } from './use-cases/sign-in';
import { signInWithLink } from './use-cases/sign-in-with-link';
import { signOutEverywhere } from './use-cases/sign-out-everywhere';

export type { AuthDeps } from './use-cases/auth-context';

/** Accounts with email and password: one use case a file in use-cases/, composed here. */
export function createAuthService(deps: AuthDeps) {
  const ctx = createAuthContext(deps);
  return {
    register: (body: RegisterBody) => register(ctx, body),
    /** `pendingLink` is the browser's pending-link cookie of a social sign-in, if any. */
    login: (body: LoginBody, pendingLink?: string) => signIn(ctx, body, pendingLink),
    signInWithLink: (token: string) => signInWithLink(ctx, token),
    exchangeSignInCode: (code: string, browserNonce: string | undefined) =>
      exchangeSignInCode(ctx, code, browserNonce),
    forgot: (email: string) => forgotPassword(ctx, email),
    resetWithToken: (token: string, body: ResetWithTokenBody) => resetPassword(ctx, token, body),
    changePassword: (actor: Actor, body: ChangePasswordBody) => changePassword(ctx, actor, body),
    signOutEverywhere: (actor: Actor) => signOutEverywhere(ctx, actor),
    authenticate: (authorization: string | undefined) => authenticate(ctx, authorization),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

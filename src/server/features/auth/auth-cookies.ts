import type { CookieOptions } from '../../http/cookies';

/**
 * The cookies of sign-in, all HttpOnly under /api/auth (decisions 0007, 0014): the OAuth state
 * of a started sign-in, the pending link of a provider waiting for the account's password, and
 * the nonce that binds a one-time sign-in code to the browser that signed in.
 */
export const stateCookieName = (provider: string) => `oauth_state_${provider}`;
export const PENDING_LINK_COOKIE = 'oauth_link';
export const SIGN_IN_COOKIE = 'oauth_sign_in';

/**
 * Lax for the cookies that must survive the top-level redirect back from the provider; Strict
 * for the sign-in nonce, which only the store's own page sends back (a same-site fetch).
 */
export function authCookieOptions(
  publicUrl: string,
  maxAgeSeconds: number,
  sameSite: CookieOptions['sameSite'] = 'Lax',
): CookieOptions {
  return {
    path: '/api/auth',
    maxAge: maxAgeSeconds,
    isSecure: publicUrl.startsWith('https:'),
    sameSite,
  };
}

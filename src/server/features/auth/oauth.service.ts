import { createHash, createHmac, randomBytes } from 'node:crypto';

import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { safeEqual, signValue, unsignValue } from '../../http/cookies';
import * as users from '../user/user.repository';
import type { UserRow } from '../user/user.table';
import {
  facebookClient,
  googleClient,
  oauthFailure,
  type OAuthProviderClient,
  type SocialProfile,
} from './oauth.providers';
import type { TokenService } from './token.service';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** How long a started sign-in may take at the provider before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

const PROVIDER_NAMES = {
  google: 'Google',
  facebook: 'Facebook',
} as const satisfies Record<OAuthProvider, users.SocialProvider>;

export interface OAuthDeps {
  db: Db;
  tokens: TokenService;
  oauth: Config['oauth'];
  publicUrl: string;
  /** The server secret (JWT_SECRET): the state cookie and the PKCE verifier use keys derived from it. */
  secret: string;
}

export interface OAuthCallback {
  code?: string | undefined;
  state?: string | undefined;
  /** Set by the provider when the person cancelled or the provider refused. */
  error?: string | undefined;
  /** The signed state cookie that came back with the browser. */
  stateCookie?: string | undefined;
}

/** How the signed-in account was found, for the log. */
export type SignInOutcome = 'known' | 'linked' | 'created';

/**
 * Social sign-in with the OAuth 2.0 authorization-code flow and PKCE (decision 0007): the state that
 * ties a callback to the browser that started it, and the rule that turns a provider's
 * profile into a store account.
 */
export function createOAuthService(deps: OAuthDeps) {
  const { db, tokens } = deps;

  const clients: Record<OAuthProvider, OAuthProviderClient | undefined> = {
    google: deps.oauth.google ? googleClient(deps.oauth.google) : undefined,
    facebook: deps.oauth.facebook ? facebookClient(deps.oauth.facebook) : undefined,
  };

  /** One signing key per provider, so a state started for one cannot finish the other. */
  const stateKey = (provider: OAuthProvider) =>
    createHmac('sha256', deps.secret).update(`oauth-state:${provider}`).digest('base64url');

  const pkceKey = createHmac('sha256', deps.secret).update('oauth-pkce').digest();

  /**
   * The PKCE code verifier of a sign-in, derived from its state: nothing to store, and nobody
   * without the server secret can compute it from the state in the URL. 43 characters of
   * base64url, as RFC 7636 asks.
   */
  const codeVerifier = (provider: OAuthProvider, state: string) =>
    createHmac('sha256', pkceKey).update(`${provider}:${state}`).digest('base64url');

  const codeChallenge = (verifier: string) =>
    createHash('sha256').update(verifier).digest('base64url');

  const redirectUri = (provider: OAuthProvider) =>
    `${deps.publicUrl}/api/auth/${provider}/callback`;

  /** Throws unless the state in the callback is the one this browser was given, in time. */
  function checkState(provider: OAuthProvider, state: string | undefined, cookie?: string): string {
    if (!state) throw oauthFailure('callback without state');
    if (!cookie) throw oauthFailure('no state cookie (expired, or another browser)');
    const value = unsignValue(cookie, stateKey(provider));
    if (!value) throw oauthFailure('state cookie with a bad signature');
    const [expected = '', issuedAt = ''] = value.split('.');
    const age = Date.now() - Number(issuedAt);
    if (!(age >= 0 && age <= OAUTH_STATE_TTL_MS)) throw oauthFailure('state cookie expired');
    if (!safeEqual(state, expected)) throw oauthFailure('state does not match the cookie');
    return state;
  }

  /** The account for a profile; see resolveOnce. Retried once when a parallel sign-in won. */
  async function resolveAccount(
    provider: users.SocialProvider,
    profile: SocialProfile,
  ): Promise<{ user: UserRow; outcome: SignInOutcome }> {
    try {
      return await db.transaction((tx) => resolveOnce(tx, provider, profile));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return db.transaction((tx) => resolveOnce(tx, provider, profile));
    }
  }

  /**
   * 1. The account already linked to this provider id.
   * 2. Else, when the provider vouches for the email, the account with that email: the provider
   *    id is linked to it and its provider, role and password stay as they are.
   * 3. Else a new member account. An email the provider does not vouch for is neither used to
   *    link nor stored, so nobody can claim someone else's address through a provider.
   */
  async function resolveOnce(
    tx: DbOrTx,
    provider: users.SocialProvider,
    profile: SocialProfile,
  ): Promise<{ user: UserRow; outcome: SignInOutcome }> {
    const known = await users.findUserByProviderId(tx, provider, profile.providerId);
    if (known) return { user: known, outcome: 'known' };

    const email = profile.isEmailVerified ? profile.email : null;
    if (email) {
      const existing = await users.findUserByEmail(tx, email);
      if (existing) {
        const linked = await users.linkProviderId(tx, existing.id, provider, profile.providerId);
        if (!linked) {
          throw oauthFailure(`the account with this email is linked to another ${provider} user`);
        }
        return { user: linked, outcome: 'linked' };
      }
    }

    const created = await users.insertUser(tx, {
      email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      provider,
      role: 'ROLE MEMBER',
      avatar: profile.avatar,
      googleId: provider === 'Google' ? profile.providerId : null,
      facebookId: provider === 'Facebook' ? profile.providerId : null,
    });
    return { user: created, outcome: 'created' };
  }

  return {
    /**
     * Where to send the browser to sign in, and the signed state cookie value that must come
     * back with it. Null when the provider is not configured.
     */
    start(provider: OAuthProvider): { url: string; stateCookie: string } | null {
      const client = clients[provider];
      if (!client) return null;
      const state = randomBytes(32).toString('base64url');
      const challenge = codeChallenge(codeVerifier(provider, state));
      return {
        url: client.authorizeUrl(redirectUri(provider), state, challenge),
        stateCookie: signValue(`${state}.${Date.now()}`, stateKey(provider)),
      };
    },

    /**
     * Checks the state, exchanges the code with its PKCE verifier, finds or creates the account and signs a bearer
     * token for it. Every refusal is an AppError whose reason is safe to log.
     */
    async finish(
      provider: OAuthProvider,
      callback: OAuthCallback,
    ): Promise<{ token: string; userId: string; outcome: SignInOutcome }> {
      const client = clients[provider];
      if (!client) throw oauthFailure('provider not configured');
      const state = checkState(provider, callback.state, callback.stateCookie);
      if (callback.error) {
        throw oauthFailure(
          `provider refused: ${callback.error.replace(/[^\w.-]/g, '').slice(0, 64)}`,
        );
      }
      if (!callback.code) throw oauthFailure('callback without code');

      const profile = await client.fetchProfile(
        callback.code,
        redirectUri(provider),
        codeVerifier(provider, state),
      );
      const { user, outcome } = await resolveAccount(PROVIDER_NAMES[provider], profile);
      const token = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
      return { token, userId: user.id, outcome };
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;

import { createHash, createHmac, randomBytes } from 'node:crypto';

import {
  OAUTH_PROVIDER_NAMES,
  SIGN_IN_CODE_TTL_SECONDS,
  type OAuthProvider,
} from '#shared/auth/social';
import type { SocialProvider } from '#shared/common/constants';

import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../kernel/db-errors';
import { safeEqual, signValue, unsignValue } from '../../http/cookies';
import { accounts } from '../user/user-accounts.service';
import type { UserRow } from '../user/user.table';
import * as repo from './auth.repository';
import {
  facebookClient,
  googleClient,
  oauthFailure,
  type OAuthProviderClient,
  type SocialProfile,
} from './oauth.providers';
import { createPendingLinks } from './pending-link';
import { newSignInCode } from './token.service';

export { OAUTH_PROVIDERS, type OAuthProvider } from '#shared/auth/social';

/** How long a started sign-in may take at the provider before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export interface OAuthDeps {
  db: Db;
  oauth: Config['oauth'];
  publicUrl: string;
  /**
   * The server secret (JWT_SECRET): the state cookie, the PKCE verifier and the pending-link
   * cookie use keys derived from it.
   */
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

/** How a sign-in ended, for the log and the redirect. */
export type SignInOutcome = 'known' | 'created' | 'link-pending' | 'other-provider';

/** What the callback does next (decision 0014). */
export type SignInResult =
  | {
      /** Signed in: the browser gets a one-time code and the nonce cookie it is bound to. */
      kind: 'signed-in';
      outcome: 'known' | 'created';
      userId: string;
      code: string;
      browserNonce: string;
    }
  | {
      /** A password account has this email: its owner must sign in to link the provider. */
      kind: 'link-pending';
      outcome: 'link-pending';
      userId: string;
      pendingLinkCookie: string;
    }
  | {
      /** The account with this email signs in with the other provider. */
      kind: 'other-provider';
      outcome: 'other-provider';
      userId: string;
      useProvider: OAuthProvider;
    };

type Resolution =
  | { kind: 'account'; user: UserRow; outcome: 'known' | 'created' }
  | { kind: 'link-pending'; user: UserRow; email: string }
  | { kind: 'other-provider'; user: UserRow; useProvider: OAuthProvider };

const PROVIDER_KEYS = {
  Google: 'google',
  Facebook: 'facebook',
} as const satisfies Record<SocialProvider, OAuthProvider>;

/**
 * Social sign-in with the OAuth 2.0 authorization-code flow and PKCE (decisions 0007, 0014):
 * the state that ties a callback to the browser that started it, the rule that turns a
 * provider's profile into a store account, and the one-time code that hands the sign-in over
 * to the page.
 */
export function createOAuthService(deps: OAuthDeps) {
  const { db } = deps;
  const pendingLinks = createPendingLinks(deps.secret);

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
    provider: SocialProvider,
    profile: SocialProfile,
  ): Promise<Resolution> {
    try {
      return await db.transaction((tx) => resolveOnce(tx, provider, profile));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return db.transaction((tx) => resolveOnce(tx, provider, profile));
    }
  }

  /**
   * 1. The account already linked to this provider id signs in.
   * 2. Else, when an account has the provider's email, nothing is linked here: whoever
   *    registered it may not be its owner. A password account waits for its owner to sign in
   *    with the password in this browser (pending link; joining also needs the mailbox proven,
   *    decision 0028); an account of the other provider is told to use that one.
   * 3. Else a new member account, its address verified when the provider vouches for it
   *    (Google). A Google address Google has not verified is neither used to link nor stored.
   */
  async function resolveOnce(
    tx: DbOrTx,
    provider: SocialProvider,
    profile: SocialProfile,
  ): Promise<Resolution> {
    const known = await accounts.findByProviderId(tx, provider, profile.providerId);
    if (known) {
      // Google vouches again for the account's own address: it counts as verified.
      if (profile.isEmailVerified && known.email && known.email === profile.email) {
        const verified = await accounts.markEmailVerified(tx, known.id, known.email);
        return { kind: 'account', user: verified ?? known, outcome: 'known' };
      }
      return { kind: 'account', user: known, outcome: 'known' };
    }

    const { email } = profile;
    if (email) {
      const existing = await accounts.findByEmail(tx, email);
      if (existing) {
        const linkedId = provider === 'Google' ? existing.googleId : existing.facebookId;
        if (linkedId !== null) {
          throw oauthFailure(`the account with this email is linked to another ${provider} user`);
        }
        if (existing.provider === 'Email') return { kind: 'link-pending', user: existing, email };
        return {
          kind: 'other-provider',
          user: existing,
          useProvider: PROVIDER_KEYS[existing.provider],
        };
      }
    }

    const created = await accounts.create(tx, {
      email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      provider,
      role: 'ROLE MEMBER',
      avatar: profile.avatar,
      emailVerifiedAt: email && profile.isEmailVerified ? new Date() : null,
      googleId: provider === 'Google' ? profile.providerId : null,
      facebookId: provider === 'Facebook' ? profile.providerId : null,
    });
    return { kind: 'account', user: created, outcome: 'created' };
  }

  /** A one-time code for the page, bound to this browser's nonce, that lives 30 seconds. */
  async function issueSignInCode(userId: string): Promise<{ code: string; nonce: string }> {
    const { code, nonce, hash } = newSignInCode();
    await db.transaction(async (tx) => {
      await repo.deleteSpentTokens(tx, userId, 'sign_in');
      await repo.insertLinkToken(tx, {
        userId,
        purpose: 'sign_in',
        tokenHash: hash,
        expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_SECONDS * 1000),
      });
    });
    return { code, nonce };
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
     * Checks the state, exchanges the code with its PKCE verifier, and decides what the browser
     * gets (see SignInResult). Every refusal is an AppError whose reason is safe to log.
     */
    async finish(provider: OAuthProvider, callback: OAuthCallback): Promise<SignInResult> {
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
      const resolved = await resolveAccount(OAUTH_PROVIDER_NAMES[provider], profile);
      const userId = resolved.user.id;
      switch (resolved.kind) {
        case 'account': {
          const { code, nonce } = await issueSignInCode(userId);
          return {
            kind: 'signed-in',
            outcome: resolved.outcome,
            userId,
            code,
            browserNonce: nonce,
          };
        }
        case 'link-pending':
          return {
            kind: 'link-pending',
            outcome: 'link-pending',
            userId,
            pendingLinkCookie: pendingLinks.seal({
              provider: OAUTH_PROVIDER_NAMES[provider],
              providerId: profile.providerId,
              email: resolved.email,
              isEmailVerified: profile.isEmailVerified,
            }),
          };
        case 'other-provider':
          return {
            kind: 'other-provider',
            outcome: 'other-provider',
            userId,
            useProvider: resolved.useProvider,
          };
      }
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;

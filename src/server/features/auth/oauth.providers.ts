import { createHmac } from 'node:crypto';

import { z } from 'zod';

import { LIMITS } from '#shared/common/constants';
import { stripHtml } from '#shared/common/text';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import type { OAuthClientConfig } from '../../config';
import { AppError } from '../../kernel/app-error';

/** How long one call to a provider may take before the sign-in gives up. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** What the store keeps of a provider's profile, already cleaned. */
export interface SocialProfile {
  /** The provider's stable user id (Google `sub`, Facebook `id`). */
  providerId: string;
  /**
   * Lower-cased; null when the provider gave none or one the store may not use (a Google
   * address Google has not verified).
   */
  email: string | null;
  /**
   * True only when the provider vouches that the person owns the email (Google's
   * `email_verified`); such an address counts as verified in the store (decision 0028).
   */
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface OAuthProviderClient {
  /**
   * The provider's sign-in page for this app, with the redirect URI, the state and the PKCE
   * challenge (S256) of this sign-in.
   */
  authorizeUrl(redirectUri: string, state: string, codeChallenge: string): string;
  /**
   * Exchanges an authorization code, with the PKCE verifier of its challenge, for the profile
   * of the person who signed in.
   */
  fetchProfile(code: string, redirectUri: string, codeVerifier: string): Promise<SocialProfile>;
}

/**
 * A failed sign-in. `reason` goes to the logs: it names the step and the HTTP status, never a
 * code, token or secret (those travel in URLs and bodies, which are never part of a reason).
 */
export function oauthFailure(reason: string): AppError {
  return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.providerFailed, {
    reason,
  });
}

const TokenResponseSchema = z.object({ access_token: z.string().min(1) });

/** The part of a provider's error body that is safe and useful to log (an error code). */
const ProviderErrorSchema = z.object({
  error: z.union([
    z.string(),
    z.object({ type: z.string().optional(), code: z.number().optional() }),
  ]),
});

function describeProviderError(body: unknown): string {
  const parsed = ProviderErrorSchema.safeParse(body);
  if (!parsed.success) return '';
  const { error } = parsed.data;
  const text =
    typeof error === 'string' ? error : [error.type, error.code].filter(Boolean).join(' ');
  const safe = text.replace(/[^\w .-]/g, '').slice(0, 80);
  return safe ? ` (${safe})` : '';
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  return code ? `could not be reached (${code})` : 'could not be reached';
}

/** One JSON call to a provider, validated; any failure becomes an oauthFailure naming `step`. */
async function callProvider<T>(
  step: string,
  url: URL,
  init: RequestInit,
  schema: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw oauthFailure(`${step} ${describeFetchError(error)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw oauthFailure(`${step} answered ${response.status}${describeProviderError(body)}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = [
      ...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(body)')),
    ];
    throw oauthFailure(`${step} answered an unexpected body (${fields.join(', ')})`);
  }
  return parsed.data;
}

function cleanName(value: string | null | undefined): string {
  return stripHtml(value ?? '')
    .trim()
    .slice(0, LIMITS.nameMax);
}

const EmailSchema = z.email().max(LIMITS.emailMax);

function cleanEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim().toLowerCase();
  return EmailSchema.safeParse(email).success ? email : null;
}

const AvatarSchema = z.url({ protocol: /^https$/ }).max(2048);

function cleanAvatar(value: string | null | undefined): string | null {
  return value && AvatarSchema.safeParse(value).success ? value : null;
}

function withQuery(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/** https://developers.google.com/identity/openid-connect/openid-connect#userinfocall */
const GoogleUserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  email_verified: z.boolean().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  picture: z.string().nullish(),
});

export function googleClient(config: OAuthClientConfig): OAuthProviderClient {
  return {
    authorizeUrl(redirectUri, state, codeChallenge) {
      return withQuery(config.authorizeUrl, {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
    },

    async fetchProfile(code, redirectUri, codeVerifier) {
      const token = await callProvider(
        'google token endpoint',
        new URL(config.tokenUrl),
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            code,
            client_id: config.clientId,
            client_secret: config.clientSecret,
            redirect_uri: redirectUri,
            grant_type: 'authorization_code',
            code_verifier: codeVerifier,
          }).toString(),
        },
        TokenResponseSchema,
      );
      const info = await callProvider(
        'google userinfo endpoint',
        new URL(config.userInfoUrl),
        { headers: { authorization: `Bearer ${token.access_token}` } },
        GoogleUserInfoSchema,
      );
      return {
        providerId: info.sub,
        // An address Google has not verified is neither used nor stored.
        email: info.email_verified === true ? cleanEmail(info.email) : null,
        isEmailVerified: info.email_verified === true,
        firstName: cleanName(info.given_name),
        lastName: cleanName(info.family_name),
        avatar: cleanAvatar(info.picture),
      };
    },
  };
}

/** https://developers.facebook.com/docs/graph-api/reference/user */
const FacebookMeSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  picture: z
    .object({
      data: z.object({ url: z.string().nullish(), is_silhouette: z.boolean().nullish() }).nullish(),
    })
    .nullish(),
});

export function facebookClient(config: OAuthClientConfig): OAuthProviderClient {
  return {
    authorizeUrl(redirectUri, state, codeChallenge) {
      return withQuery(config.authorizeUrl, {
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email public_profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
    },

    async fetchProfile(code, redirectUri, codeVerifier) {
      // Facebook's token endpoint takes its parameters in the query string of a GET.
      const token = await callProvider(
        'facebook token endpoint',
        withQuery(config.tokenUrl, {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        }),
        {},
        TokenResponseSchema,
      );
      const me = await callProvider(
        'facebook me endpoint',
        withQuery(config.userInfoUrl, {
          fields: 'id,email,first_name,last_name,picture',
          access_token: token.access_token,
          // Proves the call comes from this app's server ("Require App Secret" in the app settings).
          appsecret_proof: createHmac('sha256', config.clientSecret)
            .update(token.access_token)
            .digest('hex'),
        }),
        {},
        FacebookMeSchema,
      );
      const picture = me.picture?.data;
      return {
        providerId: me.id,
        email: cleanEmail(me.email),
        // Facebook says nothing about how the address was confirmed: the store uses it (the
        // account's email, a pending link) but it proves nothing until the owner confirms it
        // with the store's own link (decision 0028).
        isEmailVerified: false,
        firstName: cleanName(me.first_name),
        lastName: cleanName(me.last_name),
        avatar: picture?.is_silhouette ? null : cleanAvatar(picture?.url),
      };
    },
  };
}

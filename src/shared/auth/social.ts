import { z } from 'zod';

import { UserDtoSchema } from '../user/user.schemas';

/** The providers of social sign-in as they appear in paths, and their names on screen. */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_NAMES = {
  google: 'Google',
  facebook: 'Facebook',
} as const satisfies Record<OAuthProvider, string>;
export type SocialProviderName = (typeof OAUTH_PROVIDER_NAMES)[OAuthProvider];

/**
 * The page-head setting that lists the social sign-ins this store has configured, by their
 * path names separated by spaces (`google facebook`, empty for none): the login and sign-up
 * pages show a provider's button only when it is there, without asking the server again.
 */
export const SOCIAL_SIGN_IN_META = 'store:sign-in-with';

/** The configured providers a `SOCIAL_SIGN_IN_META` value names, in the store's order. */
export function socialSignInsOf(value: string | null): OAuthProvider[] {
  const named = new Set((value ?? '').split(' '));
  return OAUTH_PROVIDERS.filter((provider) => named.has(provider));
}

export function isOAuthProvider(value: string | null): value is OAuthProvider {
  return value === 'google' || value === 'facebook';
}

/**
 * Why a social sign-in ended on the login page: `/login?oauth=<notice>`, with `&provider=<p>`
 * for `link` (the provider waiting to be linked) and `other-provider` (the one to use instead).
 */
export const OAUTH_NOTICE = {
  unavailable: 'unavailable',
  failed: 'failed',
  link: 'link',
  otherProvider: 'other-provider',
} as const;

export const SOCIAL_TEXTS = {
  unavailable:
    'That sign-in provider is not available on this store yet. Please login with your email.',
  failed: 'We could not sign you in with that provider. Please try again.',
  link: (provider: SocialProviderName) =>
    `An account with this email already exists. Sign in with your password to link ${provider} to it. If you do not know the password, use Forgot Password first.`,
  otherProvider: (provider: SocialProviderName) =>
    `An account with this email signs in with ${provider}. Please use Login with ${provider}.`,
  linked: (provider: SocialProviderName) =>
    `${provider} is now linked to your account. Next time you can use Login with ${provider}.`,
} as const;

/** The text for the login page's `?oauth=...&provider=...`, or null when there is none. */
export function oauthNoticeText(notice: string | null, provider: string | null): string | null {
  switch (notice) {
    case OAUTH_NOTICE.unavailable:
      return SOCIAL_TEXTS.unavailable;
    case OAUTH_NOTICE.failed:
      return SOCIAL_TEXTS.failed;
    case OAUTH_NOTICE.link:
      return isOAuthProvider(provider) ? SOCIAL_TEXTS.link(OAUTH_PROVIDER_NAMES[provider]) : null;
    case OAUTH_NOTICE.otherProvider:
      return isOAuthProvider(provider)
        ? SOCIAL_TEXTS.otherProvider(OAUTH_PROVIDER_NAMES[provider])
        : null;
    default:
      return null;
  }
}

/** How long the one-time code of `/auth/success?code=...` can be exchanged. */
export const SIGN_IN_CODE_TTL_SECONDS = 30;

/** POST /api/auth/success: the page at /auth/success exchanges its code for the token. */
export const SignInCodeBodySchema = z.object({
  code: z.string().trim().min(1).max(128),
});

export const SignInCodeResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: UserDtoSchema,
});

/**
 * POST /api/auth/login answers like sign-up, plus the provider a pending link just joined, or
 * why it was not joined (the address must be confirmed first, decision 0028).
 */
export const LoginResponseSchema = SignInCodeResponseSchema.extend({
  linkedProvider: z.enum([OAUTH_PROVIDER_NAMES.google, OAUTH_PROVIDER_NAMES.facebook]).optional(),
  linkNeedsVerifiedEmail: z.string().optional(),
});

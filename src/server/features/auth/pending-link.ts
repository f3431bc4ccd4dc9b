import { createHmac } from 'node:crypto';

import { z } from 'zod';

import { LIMITS, type SocialProvider } from '#shared/common/constants';

import { signValue, unsignValue } from '../../http/cookies';

/**
 * A social sign-in that found an existing password account with the provider's email waits in
 * a cookie (PENDING_LINK_COOKIE) until the account's owner signs in with the password in the
 * same browser (decision 0014).
 */
export const PENDING_LINK_TTL_MS = 10 * 60 * 1000;

export interface PendingLink {
  provider: SocialProvider;
  providerId: string;
  /** The provider's email, lower-cased: the account it may be linked to. */
  email: string;
  /** Whether the provider vouches that the person owns that email (Google yes, Facebook no). */
  isEmailVerified: boolean;
}

const SealedSchema = z.object({
  provider: z.enum(['Google', 'Facebook']),
  providerId: z.string().min(1).max(255),
  email: z.string().min(3).max(LIMITS.emailMax),
  isEmailVerified: z.boolean().catch(false),
  at: z.number().int(),
});

/** Longer than any cookie this module writes. */
const MAX_COOKIE_LENGTH = 2048;

/** Seals and opens pending-link cookies with a key derived from the server secret. */
export function createPendingLinks(secret: string) {
  const key = createHmac('sha256', secret).update('oauth-pending-link').digest('base64url');

  return {
    seal(link: PendingLink): string {
      const payload = JSON.stringify({ ...link, at: Date.now() });
      return signValue(Buffer.from(payload).toString('base64url'), key);
    },

    /** The link of a cookie signed by this server in the last 10 minutes, or null. */
    open(cookie: string | undefined): PendingLink | null {
      if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return null;
      const value = unsignValue(cookie, key);
      if (!value) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = SealedSchema.safeParse(json);
      if (!parsed.success) return null;
      const age = Date.now() - parsed.data.at;
      if (!(age >= 0 && age <= PENDING_LINK_TTL_MS)) return null;
      const { provider, providerId, email, isEmailVerified } = parsed.data;
      return { provider, providerId, email, isEmailVerified };
    },
  };
}
export type PendingLinks = ReturnType<typeof createPendingLinks>;

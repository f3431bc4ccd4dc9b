import { createHash, randomBytes } from 'node:crypto';

import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export const TOKEN_LIFETIME = '7d';

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

/** Signs and verifies the bearer tokens (JWT HS256 with the user id and its token version). */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(claims: AccessClaims): Promise<string> {
      const jwt = await new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key);
      return `Bearer ${jwt}`;
    },

    /** Returns the claims of a valid token, or null for anything else. */
    async verify(authorization: string | undefined): Promise<AccessClaims | null> {
      if (!authorization) return null;
      const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      if (!match?.[1]) return null;
      try {
        const { payload } = await jwtVerify(match[1], key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** A random single-use token for links in emails, and the hash that is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A one-time code for the page that finishes a social sign-in, and the nonce of the browser it
 * is bound to (kept in an HttpOnly cookie). Only the hash of both together is stored, so the
 * code alone, from a URL or a log, exchanges for nothing.
 */
export function newSignInCode(): { code: string; nonce: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  return { code, nonce, hash: hashSignInCode(code, nonce) };
}

export function hashSignInCode(code: string, nonce: string): string {
  return createHash('sha256').update(`sign-in:${code}:${nonce}`).digest('hex');
}

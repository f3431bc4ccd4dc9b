import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The few cookies the API sets (the OAuth state) do not justify a plugin: reading the Cookie
 * header, writing one Set-Cookie line and HMAC-signing a value is all they need.
 */

/** The cookies of a request by name; a malformed pair is skipped, the first of a name wins. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // Not valid percent-encoding: not one of ours.
    }
  }
  return cookies;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  isSecure: boolean;
  sameSite: 'Lax' | 'Strict';
}

/** One Set-Cookie value; always HttpOnly, since no cookie of the API is for scripts. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ];
  if (options.isSecure) parts.push('Secure');
  return parts.join('; ');
}

function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** `value.signature`, where the signature is an HMAC-SHA256 of the value with the secret. */
export function signValue(value: string, secret: string): string {
  return `${value}.${signature(value, secret)}`;
}

/** The value of a signed string, or null when the signature does not match. */
export function unsignValue(signed: string, secret: string): string | null {
  const index = signed.lastIndexOf('.');
  if (index <= 0) return null;
  const value = signed.slice(0, index);
  return safeEqual(signed.slice(index + 1), signature(value, secret)) ? value : null;
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

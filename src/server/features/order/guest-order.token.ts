import { createHash, randomBytes } from 'node:crypto';

/** How a guest order link's token looks: 64 hex characters (32 random bytes). */
export const GUEST_ORDER_TOKEN = /^[0-9a-f]{64}$/;

/**
 * A guest order's link token (decision 0056): 32 random bytes, of which the store keeps only
 * the SHA-256, as for every mailed link (decisions 0028, 0040).
 */
export function newGuestOrderToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashGuestOrderToken(token) };
}

export function hashGuestOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

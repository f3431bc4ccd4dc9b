import { expect } from 'vitest';

/** Keys that must never appear in a response body, at any depth. */
export const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'tokenVersion',
  'token_version',
  'resetPasswordToken',
  'googleId',
  'facebookId',
] as const;

/** Every secret key found in a JSON value, with its path (e.g. `users.0.passwordHash`). */
export function findSecrets(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      findSecrets(item, path ? `${path}.${index}` : `${index}`),
    );
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = path ? `${path}.${key}` : key;
    const own = (SECRET_KEYS as readonly string[]).includes(key) ? [here] : [];
    return [...own, ...findSecrets(child, here)];
  });
}

/** Fails the test when a response body carries a password, hash, token version or provider id. */
export function assertNoSecrets(body: unknown): void {
  expect(findSecrets(body), 'secret fields in the response body').toEqual([]);
}

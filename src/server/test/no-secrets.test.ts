import { describe, expect, it } from 'vitest';

import { assertNoSecrets, findSecrets } from './no-secrets';

describe('findSecrets', () => {
  it('finds secret keys at any depth, in objects and arrays', () => {
    expect(
      findSecrets({
        user: { _id: '1', passwordHash: 'x' },
        users: [{ email: 'a' }, { nested: { tokenVersion: 1, googleId: null } }],
        password_hash: 'y',
      }),
    ).toEqual([
      'user.passwordHash',
      'users.1.nested.tokenVersion',
      'users.1.nested.googleId',
      'password_hash',
    ]);
  });

  it('finds nothing in a clean body or in plain values', () => {
    expect(findSecrets({ user: { _id: '1', email: 'a@b.co', token: 'Bearer x' } })).toEqual([]);
    expect(findSecrets('password')).toEqual([]);
    expect(findSecrets(null)).toEqual([]);
  });

  it('assertNoSecrets fails on a leak', () => {
    expect(() => assertNoSecrets({ user: { resetPasswordToken: 'abc' } })).toThrow();
    expect(() => assertNoSecrets({ user: { facebookId: 'abc' } })).toThrow();
    expect(() => assertNoSecrets({ success: true, token: 'Bearer x' })).not.toThrow();
  });
});

import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UserDtoSchema } from '#shared/user/user.schemas';

import { expectError, expectValidation } from '../../test/assertions';
import { readAccount, uniqueEmail, type TestUser } from '../../test/factories';
import { createCatalogFactories } from '../../test/catalog-factories';
import { assertNoSecrets } from '../../test/no-secrets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from './user.table';

const USER_KEYS = Object.keys(UserDtoSchema.shape).sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function canLogin(email: string, password: string): Promise<boolean> {
  return (await t.post('/api/auth/login', { email, password })).status === 200;
}

async function userRow(id: string) {
  return (await readAccount(t.db, { id }))!;
}

describe('GET /api/user/me', () => {
  it('needs a signed-in user', async () => {
    expectError(await t.get('/api/user/me'), 401, 'UNAUTHENTICATED');
  });

  it('answers the member with exactly the public user fields', async () => {
    const member = await t.factories.member({ firstName: 'Ngozi', lastName: 'Eze' });
    const res = await t.get('/api/user/me', member.token);

    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['user']);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toEqual({
      _id: member.user.id,
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: member.email,
      emailVerified: false,
      phoneNumber: '',
      provider: 'Email',
      role: 'ROLE MEMBER',
      avatar: null,
      merchant: null,
      created: member.user.created.toISOString(),
    });
    assertNoSecrets(res.body);
  });

  it('says whether the email address is confirmed, in a field the original client ignores', async () => {
    const confirmed = await t.factories.member({ emailVerified: true });
    expect((await t.get('/api/user/me', confirmed.token)).body.user.emailVerified).toBe(true);
    const social = await t.factories.member({ provider: 'Facebook' });
    expect((await t.get('/api/user/me', social.token)).body.user.emailVerified).toBe(false);
  });

  it('shows a merchant its merchant account', async () => {
    const merchant = await t.factories.merchant();
    const res = await t.get('/api/user/me', merchant.token);

    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('ROLE MERCHANT');
    expect(res.body.user.merchant).toEqual({
      _id: merchant.user.merchantId,
      name: expect.stringMatching(/^Merchant \d+$/),
      isActive: true,
      status: 'Approved',
      brand: null,
    });
    assertNoSecrets(res.body);
  });
});

describe('GET /api/user/me for a merchant with a brand', () => {
  it("names the merchant's brand, so its screens can preset it", async () => {
    const merchant = await t.factories.merchant();
    const brand = await createCatalogFactories(t.db).brand({ merchant });
    const res = await t.get('/api/user/me', merchant.token);

    expect(res.status).toBe(200);
    expect(res.body.user.merchant.brand).toBe(brand.id);
  });
});

describe('PUT /api/user', () => {
  it('updates first name, last name and phone number (an international one kept as E.164)', async () => {
    const member = await t.factories.member();
    const res = await t.put(
      '/api/user',
      { profile: { firstName: 'Chidi', lastName: 'Okafor', phoneNumber: '+234 803 555 0101' } },
      member.token,
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Your profile is successfully updated!',
      user: expect.objectContaining({
        _id: member.user.id,
        firstName: 'Chidi',
        lastName: 'Okafor',
        phoneNumber: '+2348035550101',
      }),
    });
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    assertNoSecrets(res.body);

    const me = await t.get('/api/user/me', member.token);
    expect(me.body.user).toMatchObject({
      firstName: 'Chidi',
      lastName: 'Okafor',
      phoneNumber: '+2348035550101',
      email: member.email,
    });
  });

  it.each([
    ['+44 (20) 7946 0958', '+442079460958'],
    ['(415) 555-0100', '(415) 555-0100'],
    [' 415.555.0100 ', '415.555.0100'],
  ])('takes the phone number %j and keeps %j', async (typed, stored) => {
    const member = await t.factories.member();
    const res = await t.put(
      '/api/user',
      { profile: { firstName: 'Ngozi', lastName: 'Eze', phoneNumber: typed } },
      member.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.get('/api/user/me', member.token)).body.user.phoneNumber).toBe(stored);
  });

  it('clears the phone number when it is left out, and strips HTML from names', async () => {
    const member = await t.factories.member();
    await t.put(
      '/api/user',
      { profile: { firstName: 'A', lastName: 'B', phoneNumber: '(415) 555-0100' } },
      member.token,
    );
    const res = await t.put(
      '/api/user',
      { profile: { firstName: '<b>Ife</b>', lastName: ' Ade ' } },
      member.token,
    );

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Ife', lastName: 'Ade', phoneNumber: '' });
  });

  it('ignores every other field, inside the profile and at the top level', async () => {
    const member = await t.factories.member();
    const victim = await t.factories.member();
    const otherMerchant = await t.factories.merchant();
    const before = await userRow(member.user.id);
    const smuggled = {
      role: 'ROLE ADMIN',
      email: uniqueEmail('takeover'),
      password: 'hijacked-pass',
      passwordHash: 'not-a-hash',
      password_hash: 'not-a-hash',
      provider: 'Google',
      tokenVersion: 42,
      merchantId: otherMerchant.user.merchantId,
      merchant: otherMerchant.user.merchantId,
      _id: victim.user.id,
      id: victim.user.id,
    };

    const res = await t.put(
      '/api/user',
      { ...smuggled, profile: { ...smuggled, firstName: 'Still', lastName: 'Member' } },
      member.token,
    );

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      _id: member.user.id,
      firstName: 'Still',
      lastName: 'Member',
      email: member.email,
      provider: 'Email',
      role: 'ROLE MEMBER',
      merchant: null,
    });
    assertNoSecrets(res.body);

    // The same token still works, so the token version did not move.
    const me = await t.get('/api/user/me', member.token);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      _id: member.user.id,
      email: member.email,
      role: 'ROLE MEMBER',
      provider: 'Email',
      merchant: null,
    });
    expect(await canLogin(member.email, member.password)).toBe(true);
    expect(await canLogin(member.email, 'hijacked-pass')).toBe(false);
    expect(await canLogin(smuggled.email, 'hijacked-pass')).toBe(false);

    const after = await userRow(member.user.id);
    expect(after).toMatchObject({
      email: before.email,
      passwordHash: before.passwordHash,
      provider: before.provider,
      role: before.role,
      tokenVersion: before.tokenVersion,
      merchantId: null,
    });
    const untouched = await userRow(victim.user.id);
    expect(untouched.firstName).toBe(victim.user.firstName);
  });

  it('cannot make a member an admin: the admin list stays closed to it', async () => {
    const member = await t.factories.member();
    await t.put(
      '/api/user',
      { profile: { firstName: 'X', lastName: 'Y', role: 'ROLE ADMIN' } },
      member.token,
    );
    expectError(await t.get('/api/user', member.token), 403, 'FORBIDDEN');
  });

  it.each([
    ['profile.firstName', { firstName: undefined }, 'First Name is required.'],
    ['profile.firstName', { firstName: '   ' }, 'First Name is required.'],
    ['profile.lastName', { lastName: '' }, 'Last Name is required.'],
    ['profile.phoneNumber', { phoneNumber: 'call me' }, 'Phone number format is invalid.'],
    ['profile.phoneNumber', { phoneNumber: '12' }, 'Phone number format is invalid.'],
    ['profile.phoneNumber', { phoneNumber: '+0 803 555 0142' }, 'Phone number format is invalid.'],
    [
      'profile.phoneNumber',
      { phoneNumber: '+234 803 555 0142 5678' },
      'Phone number format is invalid.',
    ],
  ])('refuses a bad %s: %j gives "%s" and changes nothing', async (path, override, message) => {
    const member = await t.factories.member({ firstName: 'Before' });
    const res = await t.put(
      '/api/user',
      { profile: { firstName: 'After', lastName: 'Name', phoneNumber: '', ...override } },
      member.token,
    );
    expectValidation(res, path, message);
    expect((await userRow(member.user.id)).firstName).toBe('Before');
  });

  it('refuses a body without a profile', async () => {
    const member = await t.factories.member();
    const res = await t.put('/api/user', { firstName: 'Flat' }, member.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body.issues[0].path).toBe('profile');
  });

  it('needs a signed-in user', async () => {
    const res = await t.put('/api/user', { profile: { firstName: 'A', lastName: 'B' } });
    expectError(res, 401, 'UNAUTHENTICATED');
  });
});

describe('admin user list and search', () => {
  let admin: TestUser;
  let member: TestUser;
  let merchant: TestUser;

  beforeAll(async () => {
    admin = await t.factories.admin();
    member = await t.factories.member();
    merchant = await t.factories.merchant();
    // Enough users for two pages of 20.
    for (let i = 0; i < 21; i += 1) await t.factories.member();
  });

  /** Newest first is id order (UUIDv7): `created` of users made in one millisecond may invert. */
  async function allIdsNewestFirst(): Promise<string[]> {
    const rows = await t.db.select({ id: users.id }).from(users).orderBy(desc(users.id));
    return rows.map((row) => row.id);
  }

  it.each([
    ['/api/user', 'list'],
    ['/api/user/search?search=a', 'search'],
  ])('%s (%s): guest 401, member 403, merchant 403, admin 200', async (url) => {
    expectError(await t.get(url), 401, 'UNAUTHENTICATED');
    expectError(await t.get(url, member.token), 403, 'FORBIDDEN');
    expectError(await t.get(url, merchant.token), 403, 'FORBIDDEN');
    expect((await t.get(url, admin.token)).status).toBe(200);
  });

  it('lists 20 users a page, newest first, with correct paging over two pages', async () => {
    const ids = await allIdsNewestFirst();
    expect(ids.length).toBeGreaterThan(20);
    const totalPages = Math.ceil(ids.length / 20);

    const first = await t.get('/api/user', admin.token);
    const second = await t.get('/api/user?page=2', admin.token);

    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      users: expect.any(Array),
      totalPages,
      currentPage: 1,
      count: ids.length,
    });
    expect(second.body).toMatchObject({ totalPages, currentPage: 2, count: ids.length });
    expect(first.body.users.map((u: { _id: string }) => u._id)).toEqual(ids.slice(0, 20));
    expect(second.body.users.map((u: { _id: string }) => u._id)).toEqual(ids.slice(20, 40));
    for (const user of first.body.users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    assertNoSecrets(first.body);
    assertNoSecrets(second.body);
  });

  it('honours a smaller limit and falls back to defaults on bad paging values', async () => {
    const ids = await allIdsNewestFirst();
    const small = await t.get('/api/user?page=3&limit=5', admin.token);
    expect(small.body).toMatchObject({
      totalPages: Math.ceil(ids.length / 5),
      currentPage: 3,
      count: ids.length,
    });
    expect(small.body.users.map((u: { _id: string }) => u._id)).toEqual(ids.slice(10, 15));

    const junk = await t.get('/api/user?page=abc&limit=-4', admin.token);
    expect(junk.status).toBe(200);
    expect(junk.body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(ids.length / 20) });
    expect(junk.body.users).toHaveLength(20);
  });

  describe('GET /api/user/search', () => {
    let target: TestUser;
    let underscore: TestUser;
    let lookalike: TestUser;
    let percent: TestUser;

    beforeAll(async () => {
      target = await t.factories.member({
        firstName: 'Zebedee',
        lastName: 'Quarrington',
        email: uniqueEmail('zq-special'),
      });
      underscore = await t.factories.member({ firstName: 'Ola', lastName: 'Snake_case' });
      lookalike = await t.factories.member({ firstName: 'Ola', lastName: 'SnakeXcase' });
      percent = await t.factories.member({ firstName: 'Hundred', lastName: 'Per%cent' });
    });

    async function search(term: string): Promise<string[]> {
      const res = await t.get(`/api/user/search?search=${encodeURIComponent(term)}`, admin.token);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['users']);
      assertNoSecrets(res.body);
      return res.body.users.map((u: { _id: string }) => u._id);
    }

    it.each([
      ['first name', 'zEBEDEE'],
      ['last name', 'quarring'],
      ['full name', 'ZEBEDEE quarrington'],
      ['email', 'ZQ-SPECIAL'],
    ])('finds a user by %s, ignoring case', async (_what, term) => {
      expect(await search(term)).toEqual([target.user.id]);
    });

    it('matches % and _ literally', async () => {
      expect(await search('snake_')).toEqual([underscore.user.id]);
      expect(await search('snakexcase')).toEqual([lookalike.user.id]);
      expect(await search('%')).toEqual([percent.user.id]);
      expect(await search('r%c')).toEqual([percent.user.id]);
    });

    it('answers no users for an empty term or a term nobody matches', async () => {
      expect(await search('')).toEqual([]);
      expect(await search('no-such-person-anywhere')).toEqual([]);
    });

    it('refuses a term over 100 characters', async () => {
      const res = await t.get(`/api/user/search?search=${'a'.repeat(101)}`, admin.token);
      expectValidation(res, 'search', 'Search may not be greater than 100 characters.');
    });
  });
});

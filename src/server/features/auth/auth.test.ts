import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UserDtoSchema } from '#shared/user/user.schemas';

import { linkIn } from '../../test/capture-mailer';
import { expectError, expectValidation } from '../../test/assertions';
import { FACTORY_PASSWORD, readAccount, uniqueEmail } from '../../test/factories';
import { assertNoSecrets } from '../../test/no-secrets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newsletterSubscribers } from '../newsletter/newsletter.table';
import { users } from '../user/user.table';
import { authTokens } from './auth.table';

const RESET_PREFIX = 'http://store.test/reset-password/';
const BAD_CREDENTIALS = 'Email or password is incorrect.';
const TOKEN_EXPIRED = 'Your token has expired. Please attempt to reset your password again.';
const FORGOT_MESSAGE =
  'If an account exists for this email, you will receive a link to reset your password shortly. Please check your email.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function signup(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    firstName: 'Ada',
    lastName: 'Obi',
    password: 'secret-pass',
    ...overrides,
  };
}

async function canLogin(email: string, password: string): Promise<boolean> {
  const res = await t.post('/api/auth/login', { email, password });
  return res.status === 200;
}

async function me(token: string) {
  return t.get('/api/user/me', token);
}

/** Asks for a reset link and returns the token it carries. */
async function resetTokenFor(email: string): Promise<string> {
  const res = await t.post('/api/auth/forgot', { email });
  expect(res.status).toBe(200);
  const link = linkIn(t.mail.last(email), RESET_PREFIX);
  expect(link).toBeDefined();
  return link!.slice(RESET_PREFIX.length);
}

describe('POST /api/auth/register', () => {
  it('creates a member, answers a working token and the user, and sends a welcome mail', async () => {
    const body = signup();
    const res = await t.post('/api/auth/register', body);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.stringMatching(/^Bearer \S+\.\S+\.\S+$/),
      user: expect.any(Object),
      subscribed: false,
    });
    expect(Object.keys(res.body.user).sort()).toEqual(Object.keys(UserDtoSchema.shape).sort());
    expect(res.body.user).toMatchObject({
      email: body.email,
      firstName: 'Ada',
      lastName: 'Obi',
      phoneNumber: '',
      provider: 'Email',
      role: 'ROLE MEMBER',
      merchant: null,
    });
    assertNoSecrets(res.body);

    const profile = await me(res.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body.user._id).toBe(res.body.user._id);

    const welcome = t.mail.to(body.email);
    expect(welcome.map((mail) => mail.subject)).toEqual(['Welcome to Eko Thread']);
    // The welcome mail carries the link that confirms the address (decision 0028).
    expect(linkIn(welcome[0], 'http://store.test/verify-email/')).toBeDefined();
    expect(res.body.user.emailVerified).toBe(false);
    expect(await canLogin(body.email, body.password)).toBe(true);
  });

  it('without isSubscribed keeps no subscription and sends no newsletter mail', async () => {
    const body = signup({ isSubscribed: false });
    const res = await t.post('/api/auth/register', body);

    expect(res.status).toBe(200);
    expect(res.body.subscribed).toBe(false);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, body.email));
    expect(rows).toHaveLength(0);
    expect(t.mail.to(body.email)).toHaveLength(1);
  });

  it('with isSubscribed true subscribes the email and sends the newsletter mail too', async () => {
    const body = signup({ isSubscribed: true });
    const res = await t.post('/api/auth/register', body);

    expect(res.status).toBe(200);
    expect(res.body.subscribed).toBe(true);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeNull();
    expect(
      t.mail
        .to(body.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Welcome to Eko Thread', "You're on the Eko Thread list"]);
  });

  it('stores the email trimmed and lower-cased, so any casing logs in', async () => {
    const email = uniqueEmail('mixed');
    const res = await t.post('/api/auth/register', signup({ email: `  ${email.toUpperCase()} ` }));

    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(await canLogin(email.toUpperCase(), 'secret-pass')).toBe(true);
  });

  it('refuses an email already in use, whatever its casing, and sends no second welcome', async () => {
    const body = signup();
    expect((await t.post('/api/auth/register', body)).status).toBe(200);

    const again = await t.post(
      '/api/auth/register',
      signup({ email: body.email.toUpperCase(), firstName: 'Other' }),
    );
    expectError(again, 400, 'BUSINESS_RULE', 'That email address is already in use.');
    expect(t.mail.to(body.email)).toHaveLength(1);
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows.map((row) => row.firstName)).toEqual(['Ada']);
  });

  it('ignores a role, provider or token version sent by the client', async () => {
    const body = signup({
      role: 'ROLE ADMIN',
      provider: 'Google',
      tokenVersion: 99,
      merchantId: '0190f0a0-0000-7000-8000-000000000000',
    });
    const res = await t.post('/api/auth/register', body);

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'ROLE MEMBER', provider: 'Email', merchant: null });
    const row = await readAccount(t.db, { email: body.email });
    expect(row).toMatchObject({ role: 'ROLE MEMBER', tokenVersion: 0, merchantId: null });
  });

  it('strips HTML from the names before storing them', async () => {
    const res = await t.post(
      '/api/auth/register',
      signup({ firstName: '<b>Ada</b>', lastName: '<script>x</script>Obi' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Ada', lastName: 'xObi' });
  });

  it.each([
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: '   ' }, 'Email is required.'],
    ['email', { email: 'not-an-email' }, 'Email format is invalid.'],
    ['password', { password: undefined }, 'Password is required.'],
    ['password', { password: '' }, 'Password is required.'],
    ['password', { password: 'abc12' }, 'Password must be at least 6 characters.'],
    ['firstName', { firstName: undefined }, 'First Name is required.'],
    ['firstName', { firstName: '  ' }, 'First Name is required.'],
    ['firstName', { firstName: '<i></i>' }, 'First Name is required.'],
    ['lastName', { lastName: undefined }, 'Last Name is required.'],
    ['lastName', { lastName: '' }, 'Last Name is required.'],
  ])('refuses a bad %s: %j gives "%s"', async (path, override, message) => {
    const body = signup(override);
    const res = await t.post('/api/auth/register', body);
    expectValidation(res, path, message);
    if (typeof body.email === 'string') expect(t.mail.to(body.email)).toHaveLength(0);
  });
});

describe('POST /api/auth/login', () => {
  it('answers success, a working token and the user without secrets', async () => {
    const member = await t.factories.member({ firstName: 'Tunde' });
    const res = await t.post('/api/auth/login', { email: member.email, password: member.password });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.stringMatching(/^Bearer /),
      user: expect.objectContaining({ _id: member.user.id, firstName: 'Tunde' }),
    });
    expect(Object.keys(res.body.user).sort()).toEqual(Object.keys(UserDtoSchema.shape).sort());
    assertNoSecrets(res.body);
    const profile = await me(res.body.token);
    expect(profile.body.user.email).toBe(member.email);
  });

  it('accepts the email in any casing and with spaces around it', async () => {
    const member = await t.factories.member();
    expect(await canLogin(`  ${member.email.toUpperCase()} `, member.password)).toBe(true);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const member = await t.factories.member();
    const wrongPassword = await t.post('/api/auth/login', {
      email: member.email,
      password: 'wrong-password',
    });
    const unknownEmail = await t.post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });

    expectError(wrongPassword, 400, 'BUSINESS_RULE', BAD_CREDENTIALS);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('tells a social account to use its provider', async () => {
    const social = await t.factories.member({ provider: 'Google' });
    const res = await t.post('/api/auth/login', { email: social.email, password: 'anything-1' });
    expectError(
      res,
      400,
      'BUSINESS_RULE',
      'This account signs in with Google. Please use Login with Google.',
    );
  });

  it.each([
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email', { email: 'someone@' }, 'Email format is invalid.'],
    ['password', { password: undefined }, 'Password is required.'],
    ['password', { password: 'short' }, 'Password must be at least 6 characters.'],
  ])('refuses a bad %s: %j gives "%s"', async (path, override, message) => {
    const res = await t.post('/api/auth/login', {
      email: 'someone@example.test',
      password: 'long-enough',
      ...override,
    });
    expectValidation(res, path, message);
  });
});

describe('bearer tokens', () => {
  const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-to-sign-hs256');
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('a token with a changed payload is refused with 401', async () => {
    const member = await t.factories.member();
    const admin = await t.factories.admin();
    const [header, , signature] = member.token.slice('Bearer '.length).split('.');
    const adminPayload = admin.token.slice('Bearer '.length).split('.')[1];
    const res = await me(`Bearer ${header}.${adminPayload}.${signature}`);
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it('a token signed with another secret is refused with 401', async () => {
    const member = await t.factories.member();
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherKey);
    expectError(await me(`Bearer ${forged}`), 401, 'UNAUTHENTICATED');
  });

  it('an unsigned token (alg none) is refused with 401', async () => {
    const member = await t.factories.member();
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: member.user.id,
      ver: 0,
      iat: now,
      exp: now + 3600,
    })}.`;
    expectError(await me(`Bearer ${unsigned}`), 401, 'UNAUTHENTICATED');
  });

  it('an expired token is refused with 401', async () => {
    const member = await t.factories.member();
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.user.id)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    expectError(await me(`Bearer ${expired}`), 401, 'UNAUTHENTICATED');
  });

  it('garbage in the Authorization header is a 401, not a 500', async () => {
    for (const header of ['Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'Bearer a b']) {
      expectError(await me(header), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('POST /api/auth/forgot', () => {
  it('answers the same for known and unknown emails and mails a link only to the known one', async () => {
    const member = await t.factories.member({ firstName: 'Kemi' });
    const unknown = uniqueEmail('unknown');

    const known = await t.post('/api/auth/forgot', { email: member.email });
    const notKnown = await t.post('/api/auth/forgot', { email: unknown });

    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: FORGOT_MESSAGE });
    expect(notKnown.status).toBe(known.status);
    expect(notKnown.body).toEqual(known.body);

    expect(t.mail.to(unknown)).toHaveLength(0);
    const mails = t.mail.to(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your password']);
    // A fixed greeting: the name was typed by whoever registered the address.
    expect(mails[0]!.text).toContain('Hello,');
    expect(mails[0]!.text).not.toContain('Kemi');
    expect(linkIn(mails[0], RESET_PREFIX)).toMatch(
      /^http:\/\/store\.test\/reset-password\/[0-9a-f]{64}$/,
    );
  });

  it('keeps only a hash of the token, valid for one hour', async () => {
    const member = await t.factories.member();
    const before = Date.now();
    const token = await resetTokenFor(member.email);

    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = rows[0]!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('sends no link to an account that signs in with a provider', async () => {
    const social = await t.factories.member({ provider: 'Facebook' });
    const res = await t.post('/api/auth/forgot', { email: social.email });
    expect(res.body).toEqual({ success: true, message: FORGOT_MESSAGE });
    expect(t.mail.to(social.email)).toHaveLength(0);
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'nope' }, 'Email format is invalid.'],
  ])('refuses %j with "%s"', async (body, message) => {
    expectValidation(await t.post('/api/auth/forgot', body), 'email', message);
  });
});

describe('POST /api/auth/reset/:token', () => {
  it('sets the new password, signs out old sessions and mails a confirmation', async () => {
    const member = await t.factories.member({ firstName: 'Bola' });
    const token = await resetTokenFor(member.email);

    const res = await t.post(`/api/auth/reset/${token}`, {
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Password changed successfully. Please login with your new password.',
    });
    expectError(await me(member.token), 401, 'UNAUTHENTICATED');
    expect(await canLogin(member.email, 'brand-new-pass')).toBe(true);
    expect(await canLogin(member.email, member.password)).toBe(false);
    expect(t.mail.last(member.email)?.subject).toBe('Your password has been changed');
  });

  it('works once: the second use is refused and the password stays', async () => {
    const member = await t.factories.member();
    const token = await resetTokenFor(member.email);
    const body = { password: 'first-choice', confirmPassword: 'first-choice' };
    expect((await t.post(`/api/auth/reset/${token}`, body)).status).toBe(200);

    const again = await t.post(`/api/auth/reset/${token}`, {
      password: 'second-choice',
      confirmPassword: 'second-choice',
    });
    expectError(again, 400, 'BUSINESS_RULE', TOKEN_EXPIRED);
    expect(await canLogin(member.email, 'first-choice')).toBe(true);
    expect(await canLogin(member.email, 'second-choice')).toBe(false);
  });

  it('is refused once the hour has passed, and nothing changes', async () => {
    const member = await t.factories.member();
    const token = await resetTokenFor(member.email);
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, member.user.id));

    const res = await t.post(`/api/auth/reset/${token}`, {
      password: 'too-late-pass',
      confirmPassword: 'too-late-pass',
    });
    expectError(res, 400, 'BUSINESS_RULE', TOKEN_EXPIRED);
    expect(await canLogin(member.email, member.password)).toBe(true);
    expect((await me(member.token)).status).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const res = await t.post(`/api/auth/reset/${'ab'.repeat(32)}`, {
      password: 'whatever-pass',
      confirmPassword: 'whatever-pass',
    });
    expectError(res, 400, 'BUSINESS_RULE', TOKEN_EXPIRED);
  });

  it('retires the other links of the same account once one is used', async () => {
    const member = await t.factories.member();
    const older = await resetTokenFor(member.email);
    const newer = await resetTokenFor(member.email);
    expect(older).not.toBe(newer);
    const body = { password: 'after-reset', confirmPassword: 'after-reset' };

    expect((await t.post(`/api/auth/reset/${newer}`, body)).status).toBe(200);
    expectError(
      await t.post(`/api/auth/reset/${older}`, body),
      400,
      'BUSINESS_RULE',
      TOKEN_EXPIRED,
    );
  });

  it.each([
    ['password', { password: undefined }, 'Password is required.'],
    [
      'password',
      { password: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters.',
    ],
    ['confirmPassword', { confirmPassword: undefined }, 'Confirm password is required.'],
    ['confirmPassword', { confirmPassword: '' }, 'Confirm password is required.'],
    [
      'confirmPassword',
      { confirmPassword: 'abc' },
      'Confirm password must be at least 6 characters.',
    ],
    [
      'confirmPassword',
      { confirmPassword: 'different-pass' },
      'Confirm password and password fields must match.',
    ],
  ])('refuses a bad %s: %j gives "%s", and keeps the token', async (path, override, message) => {
    const member = await t.factories.member();
    const token = await resetTokenFor(member.email);
    const res = await t.post(`/api/auth/reset/${token}`, {
      password: 'valid-pass',
      confirmPassword: 'valid-pass',
      ...override,
    });
    if (path === 'password' && 'confirmPassword' in override) {
      // Both fields are too short: the password's message comes first.
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues[0]).toEqual({ path, message });
    } else {
      expectValidation(res, path, message);
    }
    const ok = await t.post(`/api/auth/reset/${token}`, {
      password: 'valid-pass',
      confirmPassword: 'valid-pass',
    });
    expect(ok.status).toBe(200);
  });
});

describe('POST /api/auth/reset (signed in)', () => {
  it('changes the password from the old one and answers a fresh token', async () => {
    const member = await t.factories.member();
    const res = await t.post(
      '/api/auth/reset',
      { password: member.password, confirmPassword: 'changed-pass' },
      member.token,
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Your password has been changed successfully.',
      token: expect.stringMatching(/^Bearer /),
    });
    expect(res.body.token).not.toBe(member.token);
    expect((await me(res.body.token)).status).toBe(200);
    expectError(await me(member.token), 401, 'UNAUTHENTICATED');
    expect(await canLogin(member.email, 'changed-pass')).toBe(true);
    expect(await canLogin(member.email, member.password)).toBe(false);
    expect(t.mail.last(member.email)?.subject).toBe('Your password has been changed');
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const member = await t.factories.member();
    const res = await t.post(
      '/api/auth/reset',
      { password: 'not-my-password', confirmPassword: 'changed-pass' },
      member.token,
    );

    expectValidation(res, 'password', 'Please enter your correct old password.');
    expect(await canLogin(member.email, member.password)).toBe(true);
    expect((await me(member.token)).status).toBe(200);
    expect(t.mail.to(member.email)).toHaveLength(0);
  });

  it('makes a reset link asked for earlier unusable', async () => {
    const member = await t.factories.member();
    const token = await resetTokenFor(member.email);
    const changed = await t.post(
      '/api/auth/reset',
      { password: member.password, confirmPassword: 'changed-pass' },
      member.token,
    );
    expect(changed.status).toBe(200);

    const res = await t.post(`/api/auth/reset/${token}`, {
      password: 'hijacked-pass',
      confirmPassword: 'hijacked-pass',
    });
    expectError(res, 400, 'BUSINESS_RULE', TOKEN_EXPIRED);
    expect(await canLogin(member.email, 'changed-pass')).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await t.post('/api/auth/reset', {
      password: FACTORY_PASSWORD,
      confirmPassword: 'changed-pass',
    });
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it('refuses an account that signs in with a provider', async () => {
    const social = await t.factories.member({ provider: 'Google' });
    const res = await t.post(
      '/api/auth/reset',
      { password: 'anything-1', confirmPassword: 'changed-pass' },
      social.token,
    );
    expectError(
      res,
      400,
      'BUSINESS_RULE',
      'Your account signs in with Google, so it has no password to change.',
    );
  });

  it.each([
    ['password', { password: undefined }, 'Password is required.'],
    ['password', { password: 'abc' }, 'Password must be at least 6 characters.'],
    ['confirmPassword', { confirmPassword: undefined }, 'Confirm password is required.'],
    [
      'confirmPassword',
      { confirmPassword: 'abc' },
      'Confirm password must be at least 6 characters.',
    ],
  ])('refuses a bad %s: %j gives "%s"', async (path, override, message) => {
    const member = await t.factories.member();
    const res = await t.post(
      '/api/auth/reset',
      { password: member.password, confirmPassword: 'changed-pass', ...override },
      member.token,
    );
    expectValidation(res, path, message);
    expect(await canLogin(member.email, member.password)).toBe(true);
  });
});

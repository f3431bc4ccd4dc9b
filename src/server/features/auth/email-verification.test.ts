import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../../test/assertions';
import { linkIn } from '../../test/capture-mailer';
import { uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../user/user.table';
import { authTokens } from './auth.table';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const VERIFY_LINK = 'http://store.test/verify-email/';
const INVALID =
  'This confirmation link is not valid or has expired. Please sign in and ask for a new one.';

async function register(email = uniqueEmail('shopper')) {
  const res = await t.post('/api/auth/register', {
    email,
    password: 'shopper-pass-1',
    firstName: 'Ada',
    lastName: 'Obi',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, token: res.body.token as string };
}

function tokenIn(email: string): string {
  const link = linkIn(t.mail.last(email), VERIFY_LINK);
  expect(link, 'a confirmation link was mailed').toBeDefined();
  return link!.slice(VERIFY_LINK.length);
}

const verify = (token: string) => t.post('/api/auth/verify-email', { token });
const isVerified = async (bearer: string) =>
  (await t.get('/api/user/me', bearer)).body.user.emailVerified as boolean;

describe('POST /api/auth/verify-email', () => {
  it('confirms the address with the link of the welcome mail, once', async () => {
    const { email, token: bearer } = await register();
    expect(t.mail.to(email).map((mail) => mail.subject)).toEqual(['Welcome to Eko Thread']);
    expect(await isVerified(bearer)).toBe(false);
    const token = tokenIn(email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you! Your email address is confirmed.',
    });
    expect(await isVerified(bearer)).toBe(true);
    // Single use.
    expectError(await verify(token), 400, 'BUSINESS_RULE', INVALID);
  });

  it('keeps only a hash, and a link older than 24 hours confirms nothing', async () => {
    const { email, token: bearer } = await register();
    const token = tokenIn(email);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'email_verification' });
    expect(rows[0]!.tokenHash).not.toContain(token);
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThanOrEqual(24);

    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user!.id));
    expectError(await verify(token), 400, 'BUSINESS_RULE', INVALID);
    expectError(await verify('f'.repeat(64)), 400, 'BUSINESS_RULE', INVALID);
    expect(await isVerified(bearer)).toBe(false);
  });

  it('answers 400 with a message for a missing or oversized token', async () => {
    expect((await t.post('/api/auth/verify-email', {})).status).toBe(400);
    expect((await verify('a'.repeat(201))).status).toBe(400);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('mails a new link to the signed-in account, and every open link works', async () => {
    const { email, token: bearer } = await register();
    const first = tokenIn(email);
    const res = await t.post('/api/auth/verify-email/resend', undefined, bearer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: `We sent a confirmation link to ${email}. It works once, for 24 hours.`,
    });
    const mail = t.mail.last(email)!;
    expect(mail.subject).toBe('Confirm your email address');
    const second = tokenIn(email);
    expect(second).not.toBe(first);
    expect((await verify(second)).status).toBe(200);
    expect(await isVerified(bearer)).toBe(true);
    // Confirming retired the other link.
    expectError(await verify(first), 400, 'BUSINESS_RULE', INVALID);

    expectError(
      await t.post('/api/auth/verify-email/resend', undefined, bearer),
      400,
      'BUSINESS_RULE',
      'Your email address is already confirmed.',
    );
  });

  it('sends at most 3 automatic mails an hour to an address, the welcome mail included', async () => {
    const { email, token: bearer } = await register();
    for (let n = 0; n < 2; n += 1) {
      expect((await t.post('/api/auth/verify-email/resend', undefined, bearer)).status).toBe(200);
    }
    expectError(
      await t.post('/api/auth/verify-email/resend', undefined, bearer),
      429,
      'RATE_LIMITED',
      'We already sent several links to this address in the last hour. Please check your inbox and spam folder, or try again later.',
    );
    expect(t.mail.to(email)).toHaveLength(3);
  });

  it('needs a signed-in account with an email', async () => {
    expect((await t.post('/api/auth/verify-email/resend')).status).toBe(401);
    const social = await t.factories.member({ provider: 'Facebook' });
    await t.db.update(users).set({ email: null }).where(eq(users.id, social.user.id));
    expectError(
      await t.post('/api/auth/verify-email/resend', undefined, social.token),
      400,
      'BUSINESS_RULE',
      'Your account has no email address to confirm.',
    );
  });
});

describe('other proofs of the mailbox', () => {
  it('a password reset through the mailed link confirms the address', async () => {
    const { email } = await register();
    expect((await t.post('/api/auth/forgot', { email })).status).toBe(200);
    const link = linkIn(t.mail.last(email), 'http://store.test/reset-password/')!;
    const token = link.slice('http://store.test/reset-password/'.length);
    const res = await t.post(`/api/auth/reset/${token}`, {
      password: 'renewed-pass-2',
      confirmPassword: 'renewed-pass-2',
    });
    expect(res.status).toBe(200);
    const login = await t.post('/api/auth/login', { email, password: 'renewed-pass-2' });
    expect(login.body.user.emailVerified).toBe(true);
  });

  it('shopping does not wait for it: an unconfirmed member fills a cart', async () => {
    const { token: bearer } = await register();
    const product = await t.factories.product({ sizes: ['M'] });
    const res = await t.post(
      '/api/cart/add',
      { products: [{ product: product.id, quantity: 1, size: 'M' }] },
      bearer,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUTH_MESSAGES } from '#shared/auth/auth.messages';
import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';

import { mayAutoReply } from '../../mail/auto-reply';
import { expectError } from '../../test/assertions';
import { linkIn } from '../../test/capture-mailer';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authTokens } from './auth.table';
import { SIGN_IN_CEILING } from './sign-in-ceiling.service';

/*
 * Decision 0029: failed sign-ins of one account are counted from every address together. Past
 * the ceiling, even the right password is refused with a message, and the owner is mailed a
 * one-time sign-in link; the link, or a password reset, lifts the ceiling.
 */

const LINK_PREFIX = 'http://store.test/login/link/';
const RESET_PREFIX = 'http://store.test/reset-password/';
const CEILING = SIGN_IN_CEILING.failures;

let t: TestApp;
let next = 0;
/** A new client address each time: a botnet, one guess per machine. */
const anotherAddress = () => {
  next += 1;
  return `198.18.${Math.floor(next / 250)}.${(next % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', {
    body: { email, password },
    remoteAddress: anotherAddress(),
  });
const useLink = (token: string) =>
  t.request('POST', '/api/auth/login/link', {
    body: { token },
    remoteAddress: anotherAddress(),
  });

function expectCeiling(res: Awaited<ReturnType<typeof login>>) {
  expectError(res, 400, 'BUSINESS_RULE', SIGN_IN_LINK_MESSAGES.ceilingReached);
}

/** Wrong passwords from as many addresses, up to the ceiling; the last one reaches it. */
async function reachCeiling(owner: TestUser): Promise<void> {
  for (let n = 1; n < CEILING; n += 1) {
    expectError(
      await login(owner.email, `guess-${n}-pass`),
      400,
      'BUSINESS_RULE',
      AUTH_MESSAGES.badCredentials,
    );
  }
  expectCeiling(await login(owner.email, 'guess-last-pass'));
}

function linkTokenIn(owner: TestUser): string | undefined {
  return linkIn(t.mail.last(owner.email), LINK_PREFIX)?.slice(LINK_PREFIX.length);
}

describe('the ceiling on failed sign-ins of one account', () => {
  it('refuses even the right password past it, and mails one sign-in link', async () => {
    const owner = await t.factories.member();
    t.mail.clear();
    await reachCeiling(owner);

    expectCeiling(await login(owner.email, owner.password));
    expectCeiling(await login(owner.email, 'another-guess'));

    // One link for all those refusals (a new one at most every 15 minutes).
    const mails = t.mail.to(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your one-time sign-in link']);
    expect(linkTokenIn(owner)).toMatch(/^[0-9a-f]{64}$/);

    // Another account is not held back.
    const other = await t.factories.member();
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('the link signs the owner in once, and lifts the ceiling', async () => {
    const owner = await t.factories.member();
    await reachCeiling(owner);
    const token = linkTokenIn(owner);
    expect(token).toBeDefined();

    const res = await useLink(token!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: owner.email } });
    expect(res.body.token).toMatch(/^Bearer /);
    const me = await t.get('/api/user/me', res.body.token);
    expect(me.status).toBe(200);

    expectError(await useLink(token!), 400, 'BUSINESS_RULE', SIGN_IN_LINK_MESSAGES.linkInvalid);

    // The password works again, and the count starts from zero.
    expect((await login(owner.email, owner.password)).status).toBe(200);
    expect((await login(owner.email, 'one-more-typo')).status).toBe(400);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('a completed password reset lifts it too', async () => {
    const owner = await t.factories.member();
    await reachCeiling(owner);
    expect((await t.post('/api/auth/forgot', { email: owner.email })).status).toBe(200);
    const reset = linkIn(t.mail.last(owner.email), RESET_PREFIX)!.slice(RESET_PREFIX.length);
    const res = await t.post(`/api/auth/reset/${reset}`, {
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const signedIn = await login(owner.email, 'brand-new-secret');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('a correct password below the ceiling starts the count again', async () => {
    const owner = await t.factories.member();
    for (let n = 1; n < CEILING; n += 1) {
      expect((await login(owner.email, `guess-${n}-pass`)).status).toBe(400);
    }
    expect((await login(owner.email, owner.password)).status).toBe(200);
    for (let n = 1; n < CEILING; n += 1) {
      expect((await login(owner.email, `guess-${n}-again`)).status).toBe(400);
    }
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('refuses an unknown, an expired or a used-up link', async () => {
    expectError(
      await useLink('0'.repeat(64)),
      400,
      'BUSINESS_RULE',
      SIGN_IN_LINK_MESSAGES.linkInvalid,
    );

    const owner = await t.factories.member();
    await reachCeiling(owner);
    const token = linkTokenIn(owner)!;
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, owner.user.id));
    expectError(await useLink(token), 400, 'BUSINESS_RULE', SIGN_IN_LINK_MESSAGES.linkInvalid);
    // Still past the ceiling: the password is not tried.
    expectCeiling(await login(owner.email, owner.password));
  });

  it('mails no link to an address that had its automatic mails for the hour', async () => {
    const owner = await t.factories.member();
    while (await mayAutoReply(t.db, owner.email)) {
      // Uses up the address's automatic mails, as welcome and contact replies would.
    }
    t.mail.clear();
    await reachCeiling(owner);
    expect(t.mail.to(owner.email)).toEqual([]);
    // The owner still has the password reset.
    expect((await t.post('/api/auth/forgot', { email: owner.email })).status).toBe(200);
    expect(linkIn(t.mail.last(owner.email), RESET_PREFIX)).toBeDefined();
  });

  it('refuses a link body that is not a token', async () => {
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 12 }]) {
      const res = await t.request('POST', '/api/auth/login/link', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('guesses at once from many addresses', () => {
  it('are all counted, and the owner gets one link', async () => {
    const owner = await t.factories.member();
    const guesses = await Promise.all(
      Array.from({ length: CEILING + 10 }, (_, n) => login(owner.email, `parallel-${n}-pass`)),
    );
    const messages = guesses.map((res) => (res.body as { error: string }).error);
    expect(messages.filter((m) => m === AUTH_MESSAGES.badCredentials).length).toBeLessThan(CEILING);
    expect(
      messages.filter((m) => m === SIGN_IN_LINK_MESSAGES.ceilingReached).length,
    ).toBeGreaterThan(10);
    expectCeiling(await login(owner.email, owner.password));
    expect(
      t.mail.to(owner.email).filter((m) => m.subject === 'Your one-time sign-in link'),
    ).toHaveLength(1);
  });
});

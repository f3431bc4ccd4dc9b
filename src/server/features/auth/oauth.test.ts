import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { expectError } from '../../test/assertions';
import { createCaptureMailer, linkIn } from '../../test/capture-mailer';
import { startFakeOAuth, type FakeOAuth, type FakeProfile } from '../../test/fake-oauth';
import { assertNoSecrets } from '../../test/no-secrets';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { createTestDatabase } from '../../test/test-db';
import { users } from '../user/user.table';
import { authTokens } from './auth.table';
import { SIGN_IN_CODE_TTL_SECONDS } from '#shared/auth/social';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { OAUTH_STATE_TTL_MS } from './oauth.service';
import { hashSignInCode } from './token.service';

type Provider = 'google' | 'facebook';

const STORE = 'http://store.test';
const SECURE_STORE = 'https://shop.example';
const FAILED = `${STORE}/login?oauth=failed`;
const SIGN_IN_EXPIRED = AUTH_MESSAGES.signInExpired;

let fake: FakeOAuth;
let t: TestApp;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeOAuth({ redirectBases: [STORE, SECURE_STORE] });
  t = await createTestApp({ config: { oauth: fake.config } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A provider user id no other test uses. */
function newId(): string {
  sequence += 1;
  return `${Date.now()}${sequence}`;
}

function googleProfile(overrides: FakeProfile = {}): FakeProfile {
  const id = newId();
  return {
    sub: `g-${id}`,
    email: `g${id}@gmail.example`,
    email_verified: true,
    given_name: 'Adaeze',
    family_name: 'Okafor',
    picture: `https://lh3.googleusercontent.example/a/${id}`,
    ...overrides,
  };
}

function setCookies(res: TestResponse): string[] {
  const header = res.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The `name=value` part of the state cookie a response sets. */
function stateCookie(res: TestResponse, provider: Provider): string {
  const line = setCookies(res).find((c) => c.startsWith(`oauth_state_${provider}=`));
  expect(line, 'state cookie').toBeDefined();
  return (line ?? '').split(';')[0] ?? '';
}

function locationOf(res: TestResponse): string {
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  return String(res.headers.location);
}

async function startSignIn(provider: Provider) {
  const res = await t.get(`/api/auth/${provider}`);
  return { res, cookie: stateCookie(res, provider), location: new URL(locationOf(res)) };
}

/** The browser at the provider: it signs in and is sent back to the callback (path + query). */
async function visitProvider(location: URL): Promise<URL> {
  const answer = await fetch(location, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

async function callback(url: URL, cookie?: string) {
  return t.request('GET', url.pathname + url.search, { headers: cookie ? { cookie } : {} });
}

/** The whole round trip for one person: start, provider page, callback. */
async function signIn(provider: Provider, profile: FakeProfile) {
  fake.signInAs(provider, profile);
  const started = await startSignIn(provider);
  const back = await visitProvider(started.location);
  const res = await callback(back, started.cookie);
  return { res, back, cookie: started.cookie };
}

/** The `name=value` part of the cookie `name` that a response sets, if it sets one. */
function cookieSet(res: TestResponse, name: string): string | undefined {
  return setCookies(res)
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
}

/** The one-time code of a successful sign-in redirect and the browser's nonce cookie. */
function handOver(res: TestResponse): { code: string; cookie: string } {
  const location = new URL(locationOf(res));
  expect(`${location.origin}${location.pathname}`).toBe(`${STORE}/auth/success`);
  expect([...location.searchParams.keys()]).toEqual(['code']);
  const code = location.searchParams.get('code') ?? '';
  expect(code).toMatch(/^[\w-]{43}$/);
  const line = setCookies(res).find((c) => c.startsWith('oauth_sign_in='));
  expect(line?.split('; ').slice(1).sort()).toEqual(
    ['HttpOnly', `Max-Age=${SIGN_IN_CODE_TTL_SECONDS}`, 'Path=/api/auth', 'SameSite=Strict'].sort(),
  );
  return { code, cookie: (line ?? '').split(';')[0] ?? '' };
}

/** What the page at /auth/success does: POST the code, with the browser's cookies. */
async function exchange(code: string, cookie?: string) {
  return t.request('POST', '/api/auth/success', {
    body: { code },
    headers: cookie ? { cookie } : {},
  });
}

/** The bearer token a successful sign-in hands over to the page. */
async function tokenOf(res: TestResponse): Promise<string> {
  const { code, cookie } = handOver(res);
  const answer = await exchange(code, cookie);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ success: true, user: { _id: expect.any(String) } });
  expect(answer.body.token).toMatch(/^Bearer \S+$/);
  return answer.body.token;
}

/**
 * A sign-in that found a password account with its email: back to the login page with the
 * link notice and the pending-link cookie, and no sign-in code. Returns the cookie.
 */
function expectLinkNotice(res: TestResponse, provider: Provider): string {
  expect(locationOf(res)).toBe(`${STORE}/login?oauth=link&provider=${provider}`);
  expect(cookieSet(res, 'oauth_sign_in')).toBeUndefined();
  const line = setCookies(res).find((c) => c.startsWith('oauth_link='));
  expect(line?.split('; ').slice(1).sort()).toEqual(
    ['HttpOnly', 'Max-Age=600', 'Path=/api/auth', 'SameSite=Lax'].sort(),
  );
  return (line ?? '').split(';')[0] ?? '';
}

/** POST /api/auth/login from a browser that holds `cookie` (or none). */
async function passwordLogin(email: string, password: string, cookie?: string) {
  return t.request('POST', '/api/auth/login', {
    body: { email, password },
    headers: cookie ? { cookie } : {},
  });
}

async function me(token: string) {
  const res = await t.get('/api/user/me', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  assertNoSecrets(res.body);
  return res.body.user;
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

function tokenCalls(): number {
  return fake.requests.filter((r) => r.step === 'token').length;
}

describe('social sign-in without provider credentials', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it.each(['google', 'facebook'] as const)(
    'sends the browser from /api/auth/%s back to /login with the unavailable notice',
    async (provider) => {
      const res = await plain.get(`/api/auth/${provider}`);
      expect(locationOf(res)).toBe(`${STORE}/login?oauth=unavailable`);
      expect(setCookies(res)).toEqual([]);
    },
  );

  it('refuses a callback when the provider is not configured', async () => {
    const res = await plain.get('/api/auth/google/callback?code=x&state=y');
    expect(locationOf(res)).toBe(FAILED);
  });
});

describe('GET /api/auth/{provider}: starting a sign-in', () => {
  it('sends the browser to Google with the client id, callback, scope and a fresh state', async () => {
    const first = await startSignIn('google');
    const { location } = first;
    expect(`${location.origin}${location.pathname}`).toBe(fake.config.google.authorizeUrl);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: fake.credentials.google.clientId,
      redirect_uri: `${STORE}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{40,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    // A fresh challenge for a fresh state.
    const second = await startSignIn('google');
    expect(second.location.searchParams.get('state')).not.toBe(location.searchParams.get('state'));
    expect(second.location.searchParams.get('code_challenge')).not.toBe(
      location.searchParams.get('code_challenge'),
    );
  });

  it('keeps the state in a signed, HttpOnly, SameSite=Lax cookie for 10 minutes under /api/auth', async () => {
    const { res, location } = await startSignIn('google');
    const [line] = setCookies(res);
    const state = location.searchParams.get('state') ?? '';
    const attributes = (line ?? '').split('; ');
    expect(attributes.slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=600', 'Path=/api/auth', 'SameSite=Lax'].sort(),
    );
    // The state plus a signature, not the bare state that a page could forge.
    const value = decodeURIComponent((attributes[0] ?? '').split('=')[1] ?? '');
    expect(value.startsWith(`${state}.`)).toBe(true);
    expect(value.length).toBeGreaterThan(state.length + 40);
  });

  it('asks Facebook for the email and public profile', async () => {
    const { location } = await startSignIn('facebook');
    expect(`${location.origin}${location.pathname}`).toBe(fake.config.facebook.authorizeUrl);
    expect(location.searchParams.get('client_id')).toBe(fake.credentials.facebook.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${STORE}/api/auth/facebook/callback`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')).toBe('email public_profile');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  });
});

describe('GET /api/auth/{provider}/callback: the state must come from this browser', () => {
  /** A sign-in taken up to the callback, not yet called. */
  async function pendingCallback(provider: Provider = 'google') {
    fake.signInAs(provider, googleProfile());
    const started = await startSignIn(provider);
    return { back: await visitProvider(started.location), cookie: started.cookie };
  }

  async function expectRefused(res: TestResponse, usersBefore: number, tokenCallsBefore: number) {
    expect(locationOf(res)).toBe(FAILED);
    expect(setCookies(res)).toEqual([
      'oauth_state_google=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Lax',
    ]);
    expect(await userCount()).toBe(usersBefore);
    // The code was never exchanged.
    expect(tokenCalls()).toBe(tokenCallsBefore);
  }

  it('refuses a callback without the state cookie', async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const { back } = await pendingCallback();
    await expectRefused(await callback(back), ...before);
  });

  it("refuses a state that is not the cookie's (another sign-in's cookie)", async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const { back } = await pendingCallback();
    const other = await startSignIn('google');
    await expectRefused(await callback(back, other.cookie), ...before);
  });

  it('refuses a callback without a state', async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const { back, cookie } = await pendingCallback();
    back.searchParams.delete('state');
    await expectRefused(await callback(back, cookie), ...before);
  });

  it('refuses a forged cookie that carries the state with a wrong signature', async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const { back, cookie } = await pendingCallback();
    const state = back.searchParams.get('state') ?? '';
    const value = decodeURIComponent(cookie.split('=')[1] ?? '');
    const [, issuedAt] = value.split('.');
    const forgedSignature = `oauth_state_google=${state}.${issuedAt}.${'A'.repeat(43)}`;
    await expectRefused(await callback(back, forgedSignature), ...before);
    const bareState = `oauth_state_google=${state}`;
    await expectRefused(await callback(back, bareState), ...before);
  });

  it("refuses Facebook's signed state at the Google callback", async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const { back } = await pendingCallback();
    const facebook = await startSignIn('facebook');
    back.searchParams.set('state', facebook.location.searchParams.get('state') ?? '');
    const moved = facebook.cookie.replace('oauth_state_facebook=', 'oauth_state_google=');
    await expectRefused(await callback(back, moved), ...before);
  });

  it('refuses a state older than 10 minutes', async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const { back, cookie } = await pendingCallback();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + OAUTH_STATE_TTL_MS + 1000);
    await expectRefused(await callback(back, cookie), ...before);
  });

  it('sends the browser back to /login when the person cancels at the provider', async () => {
    const before = [await userCount(), tokenCalls()] as const;
    const started = await startSignIn('google');
    fake.denyNext();
    const back = await visitProvider(started.location);
    expect(back.searchParams.get('error')).toBe('access_denied');
    await expectRefused(await callback(back, started.cookie), ...before);
  });
});

describe('Google accounts', () => {
  it('creates a member that signs in with Google, and the token works', async () => {
    const before = await userCount();
    const profile = googleProfile({ email: 'Chidi.Nwosu@Gmail.Example' });
    const { res } = await signIn('google', profile);
    expect(setCookies(res)).toEqual([
      'oauth_state_google=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Lax',
      expect.stringMatching(/^oauth_sign_in=[\w-]{43}; /),
    ]);
    const user = await me(await tokenOf(res));

    expect(user).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Okafor',
      email: 'chidi.nwosu@gmail.example',
      phoneNumber: '',
      provider: 'Google',
      role: 'ROLE MEMBER',
      avatar: profile.picture,
      merchant: null,
      // Google vouches for the address (decision 0028).
      emailVerified: true,
    });
    expect(await userCount()).toBe(before + 1);
    const row = await userRow(user._id);
    expect(row?.passwordHash).toBeNull();
    expect(row?.googleId).toBe(profile.sub);
    // No password: the email form refuses it and points to Google.
    const login = await t.post('/api/auth/login', {
      email: 'chidi.nwosu@gmail.example',
      password: 'anything-at-all',
    });
    expect(login.status).toBe(400);
    expect(login.body.error).toBe(
      'This account signs in with Google. Please use Login with Google.',
    );
  });

  it('signs the same Google user into the same account the next time', async () => {
    const profile = googleProfile();
    const first = await me(await tokenOf((await signIn('google', profile)).res));
    const before = await userCount();
    const second = await me(
      await tokenOf((await signIn('google', { ...profile, given_name: 'Renamed' })).res),
    );
    expect(second._id).toBe(first._id);
    expect(second.firstName).toBe('Adaeze');
    expect(await userCount()).toBe(before);
  });

  it('links a verified Google email to a password account only after its password sign-in in that browser, keeping its role', async () => {
    const admin = await t.factories.admin({ email: `boss${newId()}@example.test` });
    const before = await userCount();
    const profile = googleProfile({ email: admin.email.toUpperCase(), email_verified: true });
    const { res } = await signIn('google', profile);
    const pending = expectLinkNotice(res, 'google');
    expect(await userCount()).toBe(before);
    expect((await userRow(admin.user.id))?.googleId).toBeNull();

    const login = await passwordLogin(admin.email, admin.password, pending);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      linkedProvider: 'Google',
      user: { _id: admin.user.id, email: admin.email, provider: 'Email', role: 'ROLE ADMIN' },
    });
    // Google proved the mailbox and the password the account: the address counts as confirmed.
    expect((await userRow(admin.user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(setCookies(login)).toEqual([
      'oauth_link=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Lax',
    ]);
    expect((await userRow(admin.user.id))?.googleId).toBe(profile.sub);

    // The next Google sign-in finds the account by its id; the password still works.
    const again = await me(await tokenOf((await signIn('google', profile)).res));
    expect(again).toMatchObject({
      _id: admin.user.id,
      provider: 'Email',
      role: 'ROLE ADMIN',
      firstName: admin.user.firstName,
    });
    expect(await userCount()).toBe(before);
    const plain = await passwordLogin(admin.email, admin.password);
    expect(plain.status).toBe(200);
    expect(plain.body.linkedProvider).toBeUndefined();
  });

  it('does not link an email Google has not verified: a separate account without that email', async () => {
    const member = await t.factories.member();
    const before = await userCount();
    const profile = googleProfile({ email: member.email, email_verified: false });
    const user = await me(await tokenOf((await signIn('google', profile)).res));

    expect(user._id).not.toBe(member.user.id);
    expect(user).toMatchObject({ provider: 'Google', role: 'ROLE MEMBER', email: null });
    expect(await userCount()).toBe(before + 1);
    expect((await userRow(member.user.id))?.googleId).toBeNull();
  });

  it('does not store an unverified email even when nobody uses it', async () => {
    const profile = googleProfile({ email_verified: undefined });
    const user = await me(await tokenOf((await signIn('google', profile)).res));
    expect(user.email).toBeNull();
  });

  it('refuses a second Google user whose verified email belongs to an account already linked', async () => {
    const first = googleProfile();
    await signIn('google', first);
    const before = await userCount();
    const { res } = await signIn('google', googleProfile({ email: first.email }));
    expect(locationOf(res)).toBe(FAILED);
    expect(await userCount()).toBe(before);
  });

  it('refuses a profile without a Google user id', async () => {
    const before = await userCount();
    const { sub: _ignored, ...withoutId } = googleProfile();
    const { res } = await signIn('google', withoutId);
    expect(locationOf(res)).toBe(FAILED);
    expect(await userCount()).toBe(before);
  });

  it('cleans names and keeps only an https picture', async () => {
    const profile = googleProfile({
      given_name: '  <b>Tunde</b> ',
      family_name: null,
      picture: 'javascript:alert(1)',
    });
    const user = await me(await tokenOf((await signIn('google', profile)).res));
    expect(user).toMatchObject({ firstName: 'Tunde', lastName: '', avatar: null });
  });
});

describe('Facebook accounts', () => {
  function facebookProfile(overrides: FakeProfile = {}): FakeProfile {
    const id = newId();
    return {
      id,
      first_name: 'Emeka',
      last_name: 'Obi',
      picture: {
        data: { url: `https://graph.facebook.example/${id}/picture`, is_silhouette: false },
      },
      ...overrides,
    };
  }

  it('creates a member without an email when Facebook gives none', async () => {
    const before = await userCount();
    const profile = facebookProfile();
    const user = await me(await tokenOf((await signIn('facebook', profile)).res));
    expect(user).toMatchObject({
      firstName: 'Emeka',
      lastName: 'Obi',
      email: null,
      provider: 'Facebook',
      role: 'ROLE MEMBER',
      avatar: `https://graph.facebook.example/${String(profile.id)}/picture`,
    });
    expect(await userCount()).toBe(before + 1);
    expect((await userRow(user._id))?.facebookId).toBe(profile.id);

    const again = await me(await tokenOf((await signIn('facebook', profile)).res));
    expect(again._id).toBe(user._id);
    expect(await userCount()).toBe(before + 1);
  });

  it("links Facebook's email to a password account after its password sign-in, keeping its role", async () => {
    const merchant = await t.factories.merchant({ emailVerified: true });
    const profile = facebookProfile({ email: merchant.email });
    const pending = expectLinkNotice((await signIn('facebook', profile)).res, 'facebook');
    const login = await passwordLogin(merchant.email, merchant.password, pending);
    expect(login.body.linkedProvider).toBe('Facebook');

    const user = await me(await tokenOf((await signIn('facebook', profile)).res));
    expect(user).toMatchObject({
      _id: merchant.user.id,
      provider: 'Email',
      role: 'ROLE MERCHANT',
    });
    expect(user.merchant).not.toBeNull();
  });

  it('does not link Facebook to an account whose address is unconfirmed: Facebook proves no mailbox (decision 0028)', async () => {
    const member = await t.factories.member();
    const profile = facebookProfile({ email: member.email });
    const pending = expectLinkNotice((await signIn('facebook', profile)).res, 'facebook');
    const login = await passwordLogin(member.email, member.password, pending);
    expect(login.status).toBe(200);
    expect(login.body.linkedProvider).toBeUndefined();
    expect(login.body.linkNeedsVerifiedEmail).toBe(
      'Please confirm your email address first (use the link we mailed you), then use Login with Facebook again to link it.',
    );
    expect(login.body.user.emailVerified).toBe(false);
    // The next Facebook sign-in still finds the account waiting, not joined.
    expectLinkNotice((await signIn('facebook', profile)).res, 'facebook');

    // Once the address is confirmed, the same pending link joins.
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, member.user.id));
    const again = await passwordLogin(member.email, member.password, pending);
    expect(again.body.linkedProvider).toBe('Facebook');
  });

  it('keeps a new Facebook account unconfirmed: its address must be confirmed by our link', async () => {
    const profile = facebookProfile({ email: `fb${newId()}@example.test` });
    const user = await me(await tokenOf((await signIn('facebook', profile)).res));
    expect(user).toMatchObject({
      provider: 'Facebook',
      email: profile.email,
      emailVerified: false,
    });
  });

  it('keeps no avatar for the default silhouette', async () => {
    const profile = facebookProfile({
      picture: { data: { url: 'https://graph.facebook.example/x', is_silhouette: true } },
    });
    const user = await me(await tokenOf((await signIn('facebook', profile)).res));
    expect(user.avatar).toBeNull();
  });
});

describe('when the provider fails', () => {
  it.each([
    ['google', 'token'],
    ['google', 'userinfo'],
    ['facebook', 'token'],
    ['facebook', 'userinfo'],
  ] as const)(
    '%s %s endpoint answering 500 sends the browser to /login?oauth=failed',
    async (provider, step) => {
      const before = await userCount();
      fake.failNext(provider, step);
      const profile = provider === 'google' ? googleProfile() : { id: newId(), first_name: 'Ife' };
      const { res } = await signIn(provider, profile);
      expect(locationOf(res)).toBe(FAILED);
      expect(await userCount()).toBe(before);
      expect(fake.requests.at(-1)).toEqual({ provider, step, status: 500 });
    },
  );

  it('refuses a replayed callback: the code is single use', async () => {
    const { res, back, cookie } = await signIn('google', googleProfile());
    await tokenOf(res);
    const before = await userCount();
    const replay = await callback(back, cookie);
    expect(locationOf(replay)).toBe(FAILED);
    expect(fake.requests.at(-1)).toEqual({ provider: 'google', step: 'token', status: 400 });
    expect(await userCount()).toBe(before);
  });
});

describe('an email registered by someone else cannot take over a social sign-in', () => {
  const ADDRESS = {
    address: '1 Broad Street',
    city: 'Lagos',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '100001',
  };

  it("gives the attacker's account no session and none of what the victim later creates", async () => {
    // The attacker registers the victim's Gmail address with a password of their own.
    const victimEmail = `victim${newId()}@gmail.example`;
    const registered = await t.post('/api/auth/register', {
      email: victimEmail,
      password: 'attacker-pass',
      firstName: 'Mallory',
      lastName: 'Attacker',
    });
    expect(registered.status).toBe(200);
    const accountId: string = registered.body.user._id;
    const attackerToken: string = registered.body.token;

    // The victim signs in with Google, in their own browser: no session, only the notice.
    const profile = googleProfile({ email: victimEmail });
    const { res } = await signIn('google', profile);
    const victimBrowser = expectLinkNotice(res, 'google');
    expect((await userRow(accountId))?.googleId).toBeNull();

    // The attacker's password sign-in, in the attacker's browser, links nothing either.
    const attackerLogin = await passwordLogin(victimEmail, 'attacker-pass');
    expect(attackerLogin.status).toBe(200);
    expect(attackerLogin.body.linkedProvider).toBeUndefined();
    expect((await userRow(accountId))?.googleId).toBeNull();

    // The victim takes the address back: the reset link goes to their mailbox.
    expect((await t.post('/api/auth/forgot', { email: victimEmail })).status).toBe(200);
    const resetPrefix = `${STORE}/reset-password/`;
    const link = linkIn(t.mail.last(victimEmail), resetPrefix) ?? '';
    const reset = await t.post(`/api/auth/reset/${link.slice(resetPrefix.length)}`, {
      password: 'victim-pass',
      confirmPassword: 'victim-pass',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const victimLogin = await passwordLogin(victimEmail, 'victim-pass', victimBrowser);
    expect(victimLogin.body.linkedProvider).toBe('Google');

    // What the victim creates from now on, signed in with Google, the attacker cannot read.
    const victimToken = await tokenOf((await signIn('google', profile)).res);
    expect((await me(victimToken))._id).toBe(accountId);
    expect((await t.post('/api/address/add', ADDRESS, victimToken)).status).toBe(200);
    for (const token of [attackerToken, attackerLogin.body.token]) {
      expect((await t.get('/api/address', token)).status).toBe(401);
    }
    expect((await passwordLogin(victimEmail, 'attacker-pass')).status).toBe(400);
  });

  it('ignores a pending link in another browser, for another account, forged or stale', async () => {
    const owner = await t.factories.member();
    const profile = googleProfile({ email: owner.email });
    const ownerBrowser = expectLinkNotice((await signIn('google', profile)).res, 'google');
    const isLinked = async () => (await userRow(owner.user.id))?.googleId !== null;

    // The password from a browser without the cookie.
    expect((await passwordLogin(owner.email, owner.password)).body.linkedProvider).toBeUndefined();
    // The cookie with another account's password: nothing linked, the cookie stays.
    const other = await t.factories.member();
    const otherLogin = await passwordLogin(other.email, other.password, ownerBrowser);
    expect(otherLogin.status).toBe(200);
    expect(otherLogin.body.linkedProvider).toBeUndefined();
    expect(setCookies(otherLogin)).toEqual([]);
    expect((await userRow(other.user.id))?.googleId).toBeNull();
    // A cookie with another signature, or one that names another provider id.
    const value = decodeURIComponent(ownerBrowser.slice('oauth_link='.length));
    const payload = value.slice(0, value.lastIndexOf('.'));
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(String(profile.sub), 'g-attacker'),
    ).toString('base64url');
    for (const cookie of [
      `oauth_link=${payload}.${'A'.repeat(43)}`,
      `oauth_link=${forged}.${value.slice(value.lastIndexOf('.') + 1)}`,
    ]) {
      expect((await passwordLogin(owner.email, owner.password, cookie)).status).toBe(200);
    }
    expect(await isLinked()).toBe(false);
    // Older than 10 minutes.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10 * 60 * 1000 + 1000);
    expect(
      (await passwordLogin(owner.email, owner.password, ownerBrowser)).body.linkedProvider,
    ).toBeUndefined();
    expect(await isLinked()).toBe(false);
    vi.restoreAllMocks();

    // The owner, in their browser, in time: linked.
    expect(
      (await passwordLogin(owner.email, owner.password, ownerBrowser)).body.linkedProvider,
    ).toBe('Google');
    expect((await userRow(owner.user.id))?.googleId).toBe(profile.sub);
  });

  it('a wrong password with the cookie links nothing', async () => {
    const owner = await t.factories.member();
    const ownerBrowser = expectLinkNotice(
      (await signIn('google', googleProfile({ email: owner.email }))).res,
      'google',
    );
    const res = await passwordLogin(owner.email, 'wrong-password', ownerBrowser);
    expect(res.status).toBe(400);
    expect((await userRow(owner.user.id))?.googleId).toBeNull();
  });

  it('tells an account that signs in with Facebook to use Facebook', async () => {
    const email = `fb${newId()}@mail.example`;
    const facebook = await me(
      await tokenOf((await signIn('facebook', { id: newId(), email, first_name: 'Ngozi' })).res),
    );
    expect(facebook).toMatchObject({ provider: 'Facebook', email });
    const before = await userCount();

    const { res } = await signIn('google', googleProfile({ email }));
    expect(locationOf(res)).toBe(`${STORE}/login?oauth=other-provider&provider=facebook`);
    expect(setCookies(res)).toEqual([
      'oauth_state_google=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Lax',
    ]);
    expect(await userCount()).toBe(before);
    expect((await userRow(facebook._id))?.googleId).toBeNull();
  });
});

describe('PKCE', () => {
  it("refuses a code redeemed with another sign-in's verifier (an injected code)", async () => {
    // The attacker's code, from a sign-in they started...
    fake.signInAs('google', googleProfile());
    const theirs = await startSignIn('google');
    const stolenCode = (await visitProvider(theirs.location)).searchParams.get('code') ?? '';
    // ...pasted into the victim's own callback, whose state and cookie are genuine.
    fake.signInAs('google', googleProfile());
    const victim = await startSignIn('google');
    const back = await visitProvider(victim.location);
    back.searchParams.set('code', stolenCode);
    const before = await userCount();

    const res = await callback(back, victim.cookie);
    expect(locationOf(res)).toBe(FAILED);
    expect(fake.requests.at(-1)).toEqual({ provider: 'google', step: 'token', status: 400 });
    expect(await userCount()).toBe(before);
  });

  it.each(['google', 'facebook'] as const)(
    'sends %s the verifier of the challenge it started with',
    async (provider) => {
      const profile = provider === 'google' ? googleProfile() : { id: newId(), first_name: 'Ife' };
      const { res } = await signIn(provider, profile);
      await tokenOf(res);
      expect(fake.requests.filter((r) => r.provider === provider).slice(-3)).toEqual([
        { provider, step: 'authorize', status: 302 },
        { provider, step: 'token', status: 200 },
        { provider, step: 'userinfo', status: 200 },
      ]);
    },
  );
});

describe('POST /api/auth/success: the one-time sign-in code', () => {
  it('puts no token in the URL, and exchanges the code once for the token and the user', async () => {
    const { res } = await signIn('google', googleProfile());
    expect(locationOf(res)).not.toContain('Bearer');
    const { code, cookie } = handOver(res);

    const first = await exchange(code, cookie);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      success: true,
      token: expect.stringMatching(/^Bearer \S+$/),
      user: expect.objectContaining({ provider: 'Google', role: 'ROLE MEMBER' }),
    });
    // The nonce cookie is spent with it.
    expect(setCookies(first)).toEqual([
      'oauth_sign_in=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Lax',
    ]);
    expect((await me(first.body.token))._id).toBe(first.body.user._id);

    const second = await exchange(code, cookie);
    expectError(second, 400, 'BUSINESS_RULE', SIGN_IN_EXPIRED);
  });

  it('refuses the code from another browser (without, or with another, nonce cookie)', async () => {
    const { code } = handOver((await signIn('google', googleProfile())).res);
    const other = handOver((await signIn('google', googleProfile())).res);
    expectError(await exchange(code), 400, 'BUSINESS_RULE', SIGN_IN_EXPIRED);
    expectError(await exchange(code, other.cookie), 400, 'BUSINESS_RULE', SIGN_IN_EXPIRED);
    // The other browser's own code still works.
    expect((await exchange(other.code, other.cookie)).status).toBe(200);
  });

  /** The stored row of a code: found by the hash of the code and the browser's nonce only. */
  const rowOf = async (code: string, cookie: string) => {
    const hash = hashSignInCode(code, cookie.slice('oauth_sign_in='.length));
    return t.db.select().from(authTokens).where(eq(authTokens.tokenHash, hash));
  };

  it(`refuses a code older than ${SIGN_IN_CODE_TTL_SECONDS} seconds`, async () => {
    const { code, cookie } = handOver((await signIn('google', googleProfile())).res);
    const [row] = await rowOf(code, cookie);
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.id, row?.id ?? ''));
    expectError(await exchange(code, cookie), 400, 'BUSINESS_RULE', SIGN_IN_EXPIRED);
  });

  it('stores only the hash of code and nonce, for less than a minute', async () => {
    const { code, cookie } = handOver((await signIn('google', googleProfile())).res);
    const rows = await rowOf(code, cookie);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.purpose).toBe('sign_in');
    expect(row?.usedAt).toBeNull();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.created.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(SIGN_IN_CODE_TTL_SECONDS * 1000 - 5000);
    expect(lifetime).toBeLessThan(60_000);
    expect((await exchange(code, cookie)).status).toBe(200);
  });

  it('validates the body', async () => {
    for (const body of [{}, { code: '' }, { code: 'x'.repeat(129) }, { code: 12 }]) {
      const res = await t.request('POST', '/api/auth/success', { body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('behind https, and what reaches the logs', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  let secure: {
    get(url: string): Promise<TestResponse>;
    request(url: string, headers: Record<string, string>): Promise<TestResponse>;
    post(url: string, body: unknown, headers: Record<string, string>): Promise<TestResponse>;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({
        publicUrl: SECURE_STORE,
        oauth: { google: fake.config.google, facebook: undefined },
      }),
      database,
      mailer: createCaptureMailer(),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
    const request = async (url: string, headers: Record<string, string> = {}) => {
      const raw = await app.inject({ method: 'GET', url, headers });
      return { status: raw.statusCode, body: raw.body, headers: raw.headers, raw };
    };
    const post = async (url: string, body: unknown, headers: Record<string, string>) => {
      const raw = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
      const json: unknown = JSON.parse(raw.body);
      return { status: raw.statusCode, body: json, headers: raw.headers, raw };
    };
    secure = { request, post, get: (url) => request(url) };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('marks the state cookie Secure and uses the https callback', async () => {
    const res = await secure.get('/api/auth/google');
    const location = new URL(locationOf(res));
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${SECURE_STORE}/api/auth/google/callback`,
    );
    expect(setCookies(res)[0]).toMatch(/; Secure$/);
  });

  it('still answers unavailable for the provider that is not configured', async () => {
    expect(locationOf(await secure.get('/api/auth/facebook'))).toBe(
      `${SECURE_STORE}/login?oauth=unavailable`,
    );
  });

  it('logs why a sign-in failed, and never a code, sign-in code, nonce, token, state or secret', async () => {
    const round = async () => {
      fake.signInAs('google', googleProfile());
      const res = await secure.get('/api/auth/google');
      const back = await visitProvider(new URL(locationOf(res)));
      const done = await secure.request(back.pathname + back.search, {
        cookie: stateCookie(res, 'google'),
      });
      return { done, state: back.searchParams.get('state') ?? '' };
    };
    fake.failNext('google', 'userinfo');
    const failed = await round();
    expect(locationOf(failed.done)).toBe(`${SECURE_STORE}/login?oauth=failed`);
    const succeeded = await round();
    const code = new URL(locationOf(succeeded.done)).searchParams.get('code') ?? '';
    const nonceCookie = cookieSet(succeeded.done, 'oauth_sign_in') ?? '';
    expect(setCookies(succeeded.done).at(-1)).toMatch(/; Secure$/);
    const exchanged = await secure.post(
      '/api/auth/success',
      { code },
      { cookie: nonceCookie, 'content-type': 'application/json' },
    );
    expect(exchanged.status).toBe(200);
    const bearer = String((exchanged.body as { token?: unknown }).token);
    expect(bearer).toMatch(/^Bearer /);
    // A replay is refused, and that refusal is logged without the code either.
    expect(
      (
        await secure.post(
          '/api/auth/success',
          { code },
          { cookie: nonceCookie, 'content-type': 'application/json' },
        )
      ).status,
    ).toBe(400);

    const log = lines.join('\n');
    expect(log).toContain('google userinfo endpoint answered 500');
    expect(log).toContain('"outcome":"created"');
    const secrets = [
      ...fake.issued,
      fake.credentials.google.clientSecret,
      failed.state,
      succeeded.state,
      code,
      nonceCookie.slice('oauth_sign_in='.length),
      bearer.slice('Bearer '.length),
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

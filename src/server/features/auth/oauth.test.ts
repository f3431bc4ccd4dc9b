import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createCaptureMailer } from '../../test/capture-mailer';
import { startFakeOAuth, type FakeOAuth, type FakeProfile } from '../../test/fake-oauth';
import { assertNoSecrets } from '../../test/no-secrets';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { createTestDatabase } from '../../test/test-db';
import { users } from '../user/user.table';
import { OAUTH_STATE_TTL_MS } from './oauth.service';

type Provider = 'google' | 'facebook';

const STORE = 'http://store.test';
const SECURE_STORE = 'https://shop.example';
const FAILED = `${STORE}/login?oauth=failed`;

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

/** The bearer token of a successful sign-in redirect. */
function tokenOf(res: TestResponse): string {
  const location = new URL(locationOf(res));
  expect(`${location.origin}${location.pathname}`).toBe(`${STORE}/auth/success`);
  const token = location.searchParams.get('token') ?? '';
  expect(token).toMatch(/^Bearer \S+$/);
  return token;
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
    ]);
    const user = await me(tokenOf(res));

    expect(user).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Okafor',
      email: 'chidi.nwosu@gmail.example',
      phoneNumber: '',
      provider: 'Google',
      role: 'ROLE MEMBER',
      avatar: profile.picture,
      merchant: null,
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
    const first = await me(tokenOf((await signIn('google', profile)).res));
    const before = await userCount();
    const second = await me(
      tokenOf((await signIn('google', { ...profile, given_name: 'Renamed' })).res),
    );
    expect(second._id).toBe(first._id);
    expect(second.firstName).toBe('Adaeze');
    expect(await userCount()).toBe(before);
  });

  it('links a verified Google email to the existing email account without changing its role', async () => {
    const admin = await t.factories.admin({ email: `boss${newId()}@example.test` });
    const before = await userCount();
    const profile = googleProfile({ email: admin.email.toUpperCase(), email_verified: true });
    const user = await me(tokenOf((await signIn('google', profile)).res));

    expect(user).toMatchObject({
      _id: admin.user.id,
      email: admin.email,
      provider: 'Email',
      role: 'ROLE ADMIN',
      firstName: admin.user.firstName,
    });
    expect(await userCount()).toBe(before);
    expect((await userRow(admin.user.id))?.googleId).toBe(profile.sub);
    // The password still works, and the next Google sign-in finds the account by its id.
    expect(
      (await t.post('/api/auth/login', { email: admin.email, password: admin.password })).status,
    ).toBe(200);
    const again = await me(tokenOf((await signIn('google', profile)).res));
    expect(again._id).toBe(admin.user.id);
  });

  it('does not link an email Google has not verified: a separate account without that email', async () => {
    const member = await t.factories.member();
    const before = await userCount();
    const profile = googleProfile({ email: member.email, email_verified: false });
    const user = await me(tokenOf((await signIn('google', profile)).res));

    expect(user._id).not.toBe(member.user.id);
    expect(user).toMatchObject({ provider: 'Google', role: 'ROLE MEMBER', email: null });
    expect(await userCount()).toBe(before + 1);
    expect((await userRow(member.user.id))?.googleId).toBeNull();
  });

  it('does not store an unverified email even when nobody uses it', async () => {
    const profile = googleProfile({ email_verified: undefined });
    const user = await me(tokenOf((await signIn('google', profile)).res));
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
    const user = await me(tokenOf((await signIn('google', profile)).res));
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
    const user = await me(tokenOf((await signIn('facebook', profile)).res));
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

    const again = await me(tokenOf((await signIn('facebook', profile)).res));
    expect(again._id).toBe(user._id);
    expect(await userCount()).toBe(before + 1);
  });

  it("links Facebook's email to the existing account, keeping its role", async () => {
    const merchant = await t.factories.merchant();
    const profile = facebookProfile({ email: merchant.email });
    const user = await me(tokenOf((await signIn('facebook', profile)).res));
    expect(user).toMatchObject({
      _id: merchant.user.id,
      provider: 'Email',
      role: 'ROLE MERCHANT',
    });
    expect(user.merchant).not.toBeNull();
  });

  it('keeps no avatar for the default silhouette', async () => {
    const profile = facebookProfile({
      picture: { data: { url: 'https://graph.facebook.example/x', is_silhouette: true } },
    });
    const user = await me(tokenOf((await signIn('facebook', profile)).res));
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
    tokenOf(res);
    const before = await userCount();
    const replay = await callback(back, cookie);
    expect(locationOf(replay)).toBe(FAILED);
    expect(fake.requests.at(-1)).toEqual({ provider: 'google', step: 'token', status: 400 });
    expect(await userCount()).toBe(before);
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
      tokenOf(res);
      expect(fake.requests.filter((r) => r.provider === provider).slice(-3)).toEqual([
        { provider, step: 'authorize', status: 302 },
        { provider, step: 'token', status: 200 },
        { provider, step: 'userinfo', status: 200 },
      ]);
    },
  );
});

describe('behind https, and what reaches the logs', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  let secure: {
    get(url: string): Promise<TestResponse>;
    request(url: string, headers: Record<string, string>): Promise<TestResponse>;
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
    secure = { request, get: (url) => request(url) };
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

  it('logs why a sign-in failed, and never a code, token, state or secret', async () => {
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
    const bearer = new URL(locationOf(succeeded.done)).searchParams.get('token') ?? '';
    expect(bearer).toMatch(/^Bearer /);

    const log = lines.join('\n');
    expect(log).toContain('google userinfo endpoint answered 500');
    expect(log).toContain('"outcome":"created"');
    const secrets = [
      ...fake.issued,
      fake.credentials.google.clientSecret,
      failed.state,
      succeeded.state,
      bearer.slice('Bearer '.length),
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TrustProxy } from '../config';
import { expectError } from '../test/assertions';
import { uniqueEmail } from '../test/factories';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app';

const SMALL = { perIp: 3, perEmail: 2, windowMs: 60_000 };

function expectLimited(res: TestResponse, wait = '1 minute') {
  expectError(res, 429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`);
}

describe('attempts that fail validation are counted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: SMALL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * [route, a body that fails validation, a valid body, signed in?]. Each body has its own
   * email, so only the per-IP count is at work here.
   */
  const routes: [string, () => unknown, () => unknown, boolean][] = [
    [
      '/api/auth/login',
      () => ({ email: `${uniqueEmail()}@`, password: 'wrong-pass' }),
      () => ({ email: uniqueEmail(), password: 'wrong-pass' }),
      false,
    ],
    [
      '/api/auth/register',
      () => ({ email: uniqueEmail(), firstName: '<a'.repeat(2000) }),
      () => ({ email: uniqueEmail(), password: 'secret-pass', firstName: 'Ada', lastName: 'Obi' }),
      false,
    ],
    ['/api/auth/forgot', () => ({ email: 12 }), () => ({ email: uniqueEmail() }), false],
    [
      `/api/auth/reset/${'0'.repeat(64)}`,
      () => ({ password: 'x' }),
      () => ({ password: 'new-password', confirmPassword: 'new-password' }),
      false,
    ],
    [
      '/api/auth/reset',
      () => ({ password: ['not', 'a', 'string'] }),
      () => ({ password: 'wrong-old-pass', confirmPassword: 'new-password' }),
      true,
    ],
    [
      '/api/contact/add',
      () => ({ name: 'Spam', email: uniqueEmail() + 'x'.repeat(50_000), message: '' }),
      () => ({ name: 'Ada Obi', email: uniqueEmail(), message: 'Hello, is anyone there?' }),
      false,
    ],
    ['/api/newsletter/subscribe', () => ({ email: null }), () => ({ email: uniqueEmail() }), false],
    ['/api/unsubscribe/unsubscribe', () => ({}), () => ({ email: uniqueEmail() }), false],
  ];

  it.each(
    routes.map(
      ([url, invalid, valid, signedIn], index) => [url, invalid, valid, signedIn, index] as const,
    ),
  )(
    '%s: three invalid bodies from one IP, then the fourth request is 429',
    async (url, invalid, valid, signedIn, index) => {
      const ip = `10.100.${index}.1`;
      // A new member each time for the signed-in route, so only the IP adds up.
      const token = async () => (signedIn ? (await t.factories.member()).token : undefined);
      for (let n = 0; n < SMALL.perIp; n += 1) {
        const res = await t.request('POST', url, {
          body: invalid(),
          remoteAddress: ip,
          token: await token(),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
      }
      expectLimited(
        await t.request('POST', url, { body: valid(), remoteAddress: ip, token: await token() }),
      );
    },
  );

  it('counts an invalid sign-up against its email too, from any IP', async () => {
    const email = uniqueEmail('invalid');
    for (const n of [1, 2]) {
      const res = await t.request('POST', '/api/auth/register', {
        body: { email, password: 'short' },
        remoteAddress: `10.101.0.${n}`,
      });
      expect(res.status).toBe(400);
    }
    expectLimited(
      await t.request('POST', '/api/auth/register', {
        body: { email, password: 'secret-pass', firstName: 'Ada', lastName: 'Obi' },
        remoteAddress: '10.101.0.3',
      }),
    );
  });
});

describe('login: nobody can lock an owner out from elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: SMALL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    t.request('POST', '/api/auth/login', { body: { email, password }, remoteAddress });

  it("lets the owner sign in from their IP after an attacker's IP used up the attempts on their email", async () => {
    const owner = await t.factories.member();
    const attacker = '203.0.113.66';
    for (let n = 0; n < SMALL.perEmail; n += 1) {
      expect((await login(owner.email, `guess-${n}-pass`, attacker)).status).toBe(400);
    }
    // The attacker's IP is refused for this email, even with the right password...
    expectLimited(await login(owner.email, owner.password, attacker));
    // ...and for any email once its own budget is spent.
    expectLimited(await login(uniqueEmail('next'), 'guess-pass', attacker));

    // The owner, from their own IP, is not affected: a typo, then the right password.
    const ownerIp = '198.51.100.7';
    expect((await login(owner.email, 'typo-password', ownerIp)).status).toBe(400);
    const res = await login(owner.email, owner.password, ownerIp);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: owner.email } });
  });

  it('keeps guessing slow: one IP gets its per-IP budget across every email', async () => {
    const ip = '203.0.113.67';
    for (let n = 0; n < SMALL.perIp; n += 1) {
      expect((await login(uniqueEmail('spray'), 'guess-pass', ip)).status).toBe(400);
    }
    expectLimited(await login(uniqueEmail('spray'), 'guess-pass', ip));
  });
});

describe('POST /api/auth/reset (signed-in password change)', () => {
  let t: TestApp;
  // The defaults of RATE_LIMIT_PER_IP and RATE_LIMIT_PER_EMAIL (the per-user budget here).
  const DEFAULTS = { perIp: 30, perEmail: 10, windowMs: 15 * 60 * 1000 };
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: DEFAULTS } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const change = (token: string, password: string, remoteAddress: string) =>
    t.request('POST', '/api/auth/reset', {
      token,
      body: { password, confirmPassword: 'brand-new-password' },
      remoteAddress,
    });

  it('refuses the 11th old password of the window, from whatever IP', async () => {
    const member = await t.factories.member();
    for (let n = 1; n <= DEFAULTS.perEmail; n += 1) {
      const res = await change(member.token, `wrong-old-${n}`, `10.110.0.${n}`);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    expectLimited(await change(member.token, 'wrong-old-11', '10.110.0.11'), '15 minutes');
    expectLimited(await change(member.token, member.password, '10.110.0.12'), '15 minutes');

    // Another member is not held back by it.
    const other = await t.factories.member();
    expect((await change(other.token, other.password, '10.110.0.13')).status).toBe(200);
  });

  it('limits one IP across accounts', async () => {
    const ip = '10.111.0.1';
    for (let n = 0; n < DEFAULTS.perIp; n += 1) {
      const member = await t.factories.member();
      expect((await change(member.token, 'wrong-old-pass', ip)).status).toBe(400);
    }
    const last = await t.factories.member();
    expectLimited(await change(last.token, last.password, ip), '15 minutes');
  });
});

describe('client IPs behind proxies (TRUST_PROXY)', () => {
  /** A newsletter sign-up as the server sees it: from `remoteAddress`, with that header. */
  async function withApp(trustProxy: TrustProxy, run: (t: TestApp) => Promise<void>) {
    const t = await createTestApp({ config: { rateLimit: SMALL, trustProxy } });
    try {
      await run(t);
    } finally {
      await t.close();
    }
  }
  const subscribe = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
    t.request('POST', '/api/newsletter/subscribe', {
      body: { email: uniqueEmail('proxy') },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('one hop: a forged leftmost X-Forwarded-For does not escape the per-IP limit', async () => {
    await withApp(1, async (t) => {
      const proxy = '10.0.0.1';
      const client = '203.0.113.10';
      // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
      for (let n = 1; n <= SMALL.perIp; n += 1) {
        expect((await subscribe(t, proxy, `198.51.100.${n}, ${client}`)).status).toBe(200);
      }
      expectLimited(await subscribe(t, proxy, `198.51.100.99, ${client}`));
      // Another client behind the same proxy has its own count.
      expect((await subscribe(t, proxy, `198.51.100.1, 203.0.113.11`)).status).toBe(200);
    });
  });

  it('false: the header is ignored, the connection address counts', async () => {
    await withApp(false, async (t) => {
      const client = '203.0.113.20';
      for (let n = 1; n <= SMALL.perIp; n += 1) {
        expect((await subscribe(t, client, `198.51.100.${n}`)).status).toBe(200);
      }
      expectLimited(await subscribe(t, client, '198.51.100.50'));
      // Naming the limited address in the header from another connection changes nothing.
      expect((await subscribe(t, '203.0.113.21', client)).status).toBe(200);
    });
  });

  it('addresses: only the listed proxies are believed', async () => {
    await withApp(['10.0.0.1', '10.9.0.0/16'], async (t) => {
      const client = '203.0.113.30';
      // Through a listed proxy, then a second one in the listed range: the client is counted.
      for (let n = 1; n <= SMALL.perIp; n += 1) {
        const res = await subscribe(t, '10.0.0.1', `198.51.100.${n}, ${client}, 10.9.4.4`);
        expect(res.status).toBe(200);
      }
      expectLimited(await subscribe(t, '10.0.0.1', `198.51.100.60, ${client}`));
      expect((await subscribe(t, '10.0.0.1', '203.0.113.31')).status).toBe(200);

      // A connection from elsewhere is not a proxy: its header is not believed.
      const direct = '192.0.2.5';
      for (let n = 1; n <= SMALL.perIp; n += 1) {
        expect((await subscribe(t, direct, `198.51.100.${n + 10}`)).status).toBe(200);
      }
      expectLimited(await subscribe(t, direct, '203.0.113.99'));
    });
  });
});

describe('IPv6 clients are counted by their /64', () => {
  // The defaults of RATE_LIMIT_PER_IP and RATE_LIMIT_PER_EMAIL.
  const DEFAULTS = { perIp: 30, perEmail: 10, windowMs: 15 * 60 * 1000 };
  const GUESSES = 45;

  const guess = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.request('POST', '/api/auth/login', {
      body: { email: uniqueEmail('v6'), password: 'guess-password' },
      remoteAddress,
      headers,
    });

  it('45 sign-in guesses from 45 addresses of one /64 are refused past the limit', async () => {
    const t = await createTestApp({ config: { rateLimit: DEFAULTS } });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= GUESSES; n += 1) {
        statuses.push((await guess(t, `2001:db8:1:2:${n.toString(16)}::${n}`)).status);
      }
      expect(statuses.filter((status) => status === 400)).toHaveLength(DEFAULTS.perIp);
      expect(statuses.slice(DEFAULTS.perIp)).toEqual(new Array(GUESSES - DEFAULTS.perIp).fill(429));
      // Any other address of that /64 is refused too.
      expectLimited(await guess(t, '2001:db8:1:2:ffff:ffff:ffff:fffe'), '15 minutes');
      // Another /64 is not held back.
      expect((await guess(t, '2001:db8:1:3::1')).status).toBe(400);
      expect((await guess(t, '::ffff:198.51.100.40')).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('behind a proxy: the forwarded IPv6 client is counted by its /64', async () => {
    const t = await createTestApp({ config: { rateLimit: DEFAULTS, trustProxy: 1 } });
    try {
      const proxy = '10.0.0.1';
      for (let n = 1; n <= DEFAULTS.perIp; n += 1) {
        const forwarded = { 'x-forwarded-for': `2001:db8:aa:bb:${n}:${n}:${n}:${n}` };
        expect((await guess(t, proxy, forwarded)).status).toBe(400);
      }
      expectLimited(
        await guess(t, proxy, { 'x-forwarded-for': '2001:db8:aa:bb::99' }),
        '15 minutes',
      );
      expect((await guess(t, proxy, { 'x-forwarded-for': '2001:db8:aa:bc::1' })).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('an IPv4-mapped address shares the count of its IPv4 address', async () => {
    const t = await createTestApp({ config: { rateLimit: SMALL } });
    try {
      for (let n = 0; n < SMALL.perIp; n += 1) {
        expect((await guess(t, '198.51.100.77')).status).toBe(400);
      }
      expectLimited(await guess(t, '::ffff:198.51.100.77'));
    } finally {
      await t.close();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { merchants } from '../features/merchant/merchant.table';
import { expectError } from '../test/assertions';
import { uniqueEmail, type TestUser } from '../test/factories';
import { assertNoSecrets } from '../test/no-secrets';
import { createTestApp, type TestApp } from '../test/test-app';
import { DISABLED_MERCHANT_MESSAGE, hasDoubledBearer } from './auth';
import { GENERIC_ERROR } from './error-handler';

const SECRET_DETAIL = 'connection to db-internal:5432 failed for user store_owner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes(app) {
      const api = app.withTypeProvider<ZodTypeProvider>();
      api.get('/api/test/throws', async () => {
        throw new Error(SECRET_DETAIL);
      });
      api.get('/api/test/throws-string', async () => {
        throw SECRET_DETAIL;
      });
      api.get('/api/test/throws-with-method', async () => {
        throw Object.assign(new Error(SECRET_DETAIL), { method: 'GET' });
      });
      api.get(
        '/api/test/bad-response',
        { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
        async () => ({ ok: false, secret: SECRET_DETAIL }) as unknown as { ok: true },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('request bodies', () => {
  it('answers malformed JSON with a readable 400', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      payload: '{"email": "a@b.co", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'VALIDATION_FAILED', 'The request body is not valid JSON.');
  });

  it('answers an empty JSON body with the same 400', async () => {
    const res = await t.request('POST', '/api/contact/add', {
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'VALIDATION_FAILED', 'The request body is not valid JSON.');
  });

  it('refuses a body over the limit with 413: 100 KB, 64 KB for the contact form', async () => {
    const admin = await t.factories.admin();
    const big = { name: 'Big', description: 'x'.repeat(101 * 1024) };
    expectError(
      await t.post('/api/brand/add', big, admin.token),
      413,
      'PAYLOAD_TOO_LARGE',
      'The request body is too large.',
    );
    const res = await t.post('/api/contact/add', {
      name: 'Big',
      email: 'big@example.test',
      message: 'x'.repeat(65 * 1024),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  });

  it('accepts a body just under the limit as far as size goes', async () => {
    const res = await t.post('/api/contact/add', {
      name: 'Big',
      email: 'big@example.test',
      message: 'x'.repeat(60 * 1024),
    });
    // Read and validated (the message is too long for a contact form), not refused for size.
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a content type the route does not read with 415', async () => {
    const res = await t.request('POST', '/api/newsletter/subscribe', {
      payload: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    '%s on an unknown /api path answers a JSON 404',
    async (method) => {
      const res = await t.request(method, '/api/definitely/not/here');
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expectError(res, 404, 'NOT_FOUND', 'No API route found');
    },
  );

  it('answers a page path with the not-found text when no web bundle is served', async () => {
    expectError(
      await t.get('/some/page'),
      404,
      'NOT_FOUND',
      'The page you are looking for was not found.',
    );
  });
});

describe('server errors', () => {
  it.each([
    '/api/test/throws',
    '/api/test/throws-string',
    '/api/test/throws-with-method',
    '/api/test/bad-response',
  ])('%s answers a generic 500 with a request id and nothing internal', async (url) => {
    const res = await t.get(url);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: GENERIC_ERROR,
      code: 'INTERNAL',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(res.raw.body).not.toContain('db-internal');
    expect(res.raw.body).not.toMatch(/stack|\bat .*\.ts|node:internal/i);
  });
});

describe('database connections', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'the server keeps answering after PostgreSQL closes its idle connections',
    async () => {
      // Open several pooled connections, then have PostgreSQL end all but the current one.
      await Promise.all(Array.from({ length: 8 }, () => t.get('/api/health')));
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await vi.waitFor(async () => {
        const result = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
        );
        expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));

      const answers = await Promise.all(Array.from({ length: 8 }, () => t.get('/api/health')));
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    },
  );
});

describe('the Authorization header', () => {
  it('answers "Bearer Bearer <jwt>" with 401 saying so, not that the session expired', async () => {
    const member = await t.factories.member();
    // The factories' token is "Bearer <jwt>": a client that adds the prefix again.
    for (const header of [`Bearer ${member.token}`, `bearer  ${member.token}`]) {
      const res = await t.request('GET', '/api/user/me', { headers: { authorization: header } });
      expectError(res, 401, 'UNAUTHENTICATED', AUTH_MESSAGES.doubledBearer);
    }
    // The same token sent once still signs in; a wrong one still reads as an expired session.
    expect((await t.get('/api/user/me', member.token)).status).toBe(200);
    const wrong = await t.request('GET', '/api/user/me', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expectError(wrong, 401, 'UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
  });

  it('reads only the first words of the header', () => {
    expect(hasDoubledBearer('Bearer Bearer eyJ')).toBe(true);
    expect(hasDoubledBearer('  BEARER\tbearer eyJ')).toBe(true);
    expect(hasDoubledBearer('Bearer eyJ.Bearer')).toBe(false);
    expect(hasDoubledBearer('Bearer BearerToken')).toBe(false);
    expect(hasDoubledBearer(`Bearer ${'x'.repeat(100_000)} Bearer`)).toBe(false);
  });
});

describe('a disabled merchant', () => {
  let merchant: TestUser;
  beforeAll(async () => {
    merchant = await t.factories.merchant({ merchantActive: false });
  });

  it('can still read its own profile, to see the disabled screen', async () => {
    const res = await t.get('/api/user/me', merchant.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'ROLE MERCHANT', merchant: { isActive: false } });
    assertNoSecrets(res.body);
  });

  it.each([
    ['PUT', '/api/user', { profile: { firstName: 'Try', lastName: 'Again' } }],
    ['GET', '/api/address', undefined],
    ['GET', '/api/address/0190f0a0-0000-7000-8000-000000000000', undefined],
    ['POST', '/api/address/add', undefined],
    ['PUT', '/api/address/0190f0a0-0000-7000-8000-000000000000', undefined],
    ['DELETE', '/api/address/delete/0190f0a0-0000-7000-8000-000000000000', undefined],
    ['POST', '/api/auth/reset', { password: 'factory-pass-1', confirmPassword: 'new-password' }],
  ] as const)('is refused %s %s with 403', async (method, url, body) => {
    const address = {
      address: '1 Broad Street',
      city: 'Lagos',
      state: 'Lagos',
      country: 'Nigeria',
      zipCode: '100001',
    };
    const res = await t.request(method, url, {
      token: merchant.token,
      body: body ?? (method === 'POST' || method === 'PUT' ? address : undefined),
    });
    expectError(res, 403, 'FORBIDDEN', DISABLED_MERCHANT_MESSAGE);
  });

  it('gets access back with the same token once enabled again', async () => {
    const other = await t.factories.merchant({ merchantActive: false });
    expect((await t.get('/api/address', other.token)).status).toBe(403);
    await t.db
      .update(merchants)
      .set({ isActive: true })
      .where(eq(merchants.id, other.user.merchantId!));
    expect((await t.get('/api/address', other.token)).status).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      config: { rateLimit: { perIp: 3, perEmail: 2, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const actions: [string, string, (email: string) => Record<string, unknown>][] = [
    ['login', '/api/auth/login', (email) => ({ email, password: 'wrong-password' })],
    [
      'register',
      '/api/auth/register',
      (email) => ({ email, password: 'secret-pass', firstName: 'Rate', lastName: 'Limit' }),
    ],
    ['forgot', '/api/auth/forgot', (email) => ({ email })],
    [
      'contact',
      '/api/contact/add',
      (email) => ({ name: 'Rate Limit', email, message: 'Hello, is anyone there?' }),
    ],
    ['subscribe', '/api/newsletter/subscribe', (email) => ({ email })],
    ['unsubscribe', '/api/unsubscribe/unsubscribe', (email) => ({ email })],
  ];

  function expectLimited(res: Awaited<ReturnType<TestApp['request']>>) {
    expectError(res, 429, 'RATE_LIMITED', 'Too many attempts. Please try again in 1 minute.');
  }

  // Login is not: it counts per IP and per (IP, email), so nobody can lock an owner out.
  const perEmailActions = actions.filter(([name]) => name !== 'login');

  it.each(perEmailActions.map(([name, url, body], index) => [name, url, body, index] as const))(
    '%s is limited per email, whatever the IP',
    async (_name, url, body, index) => {
      const email = uniqueEmail('limited');
      const from = (n: number) => ({ body: body(email), remoteAddress: `10.${index}.1.${n}` });

      for (const n of [1, 2]) {
        expect((await limited.request('POST', url, from(n))).status).not.toBe(429);
      }
      expectLimited(await limited.request('POST', url, from(3)));
      // The same email in another casing is the same email.
      expectLimited(
        await limited.request('POST', url, {
          body: body(email.toUpperCase()),
          remoteAddress: `10.${index}.1.4`,
        }),
      );
      // Someone else from a fresh IP is not affected.
      const other = await limited.request('POST', url, {
        body: body(uniqueEmail('other')),
        remoteAddress: `10.${index}.1.5`,
      });
      expect(other.status).not.toBe(429);
    },
  );

  it.each(actions.map(([name, url, body], index) => [name, url, body, index] as const))(
    '%s is limited per IP, whatever the email',
    async (_name, url, body, index) => {
      const ip = `10.${index}.2.1`;
      for (let n = 0; n < 3; n += 1) {
        const res = await limited.request('POST', url, {
          body: body(uniqueEmail('ip')),
          remoteAddress: ip,
        });
        expect(res.status).not.toBe(429);
      }
      expectLimited(
        await limited.request('POST', url, { body: body(uniqueEmail('ip')), remoteAddress: ip }),
      );
      const elsewhere = await limited.request('POST', url, {
        body: body(uniqueEmail('ip')),
        remoteAddress: `10.${index}.2.2`,
      });
      expect(elsewhere.status).not.toBe(429);
    },
  );

  it('a limited login is refused even with the right password', async () => {
    const member = await limited.factories.member();
    for (let n = 0; n < 2; n += 1) {
      await limited.request('POST', '/api/auth/login', {
        body: { email: member.email, password: 'wrong-password' },
        remoteAddress: '10.50.0.1',
      });
    }
    const res = await limited.request('POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
      remoteAddress: '10.50.0.1',
    });
    expectLimited(res);
  });

  it('reset links are limited per IP', async () => {
    const body = { password: 'new-password', confirmPassword: 'new-password' };
    for (let n = 0; n < 3; n += 1) {
      const res = await limited.request('POST', `/api/auth/reset/${'0'.repeat(64)}`, {
        body,
        remoteAddress: '10.60.0.1',
      });
      expect(res.status).toBe(400);
    }
    expectLimited(
      await limited.request('POST', `/api/auth/reset/${'0'.repeat(64)}`, {
        body,
        remoteAddress: '10.60.0.1',
      }),
    );
  });

  it('ignores a forged X-Forwarded-For header (no trusted proxy)', async () => {
    const ip = '10.70.0.1';
    const send = (n: number) =>
      limited.request('POST', '/api/newsletter/subscribe', {
        body: { email: uniqueEmail('xff') },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
      });
    for (const n of [1, 2, 3]) expect((await send(n)).status).toBe(200);
    expectLimited(await send(4));
  });
});

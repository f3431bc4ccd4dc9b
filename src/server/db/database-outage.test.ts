// A PostgreSQL outage (decision 0026): the store reaches its database through a TCP proxy that
// the test cuts (every connection ended, new ones refused) and restores. Meanwhile every route
// answers 503 UNAVAILABLE with Retry-After, fast; the outage is logged once when it starts and
// once when it ends; health answers 503, then 200 within a second of the return.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MSG } from '#shared/common/messages';

import { pageWeb } from '../test/page-web';
import { cuttableProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';

interface LogLine {
  level: number;
  msg: string;
}
const ERROR = 50;

const UNAVAILABLE = { error: MSG.unavailable, code: 'UNAVAILABLE' };

let t: TestApp;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
let web: Awaited<ReturnType<typeof pageWeb>>;
const log: LogLine[] = [];
const said = (text: string) => log.filter((line) => line.msg.includes(text)).length;

// PGlite runs inside the process: only a database server can go away.
describe.skipIf(!process.env.TEST_DATABASE_URL)('while PostgreSQL is unreachable', () => {
  let member: { token: string };
  let product: { slug: string };

  beforeAll(async () => {
    web = await pageWeb();
    t = await createTestApp({
      webDir: web.webDir,
      renderer: web.renderer,
      logger: {
        level: 'info',
        stream: { write: (line: string) => log.push(JSON.parse(line) as LogLine) },
      },
      databaseThrough: async (target) => {
        proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
        const through = new URL(target);
        through.hostname = proxy.host;
        through.port = String(proxy.port);
        return through;
      },
    });
    member = await t.factories.member();
    product = await t.factories.product({ name: 'Indigo Adire Agbada' });
  }, 60_000);

  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await t?.close();
    await proxy?.close();
    await web?.remove();
  });

  it('answers as usual before the outage', async () => {
    expect((await t.get('/api/health')).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'off',
    });
    expect((await t.get(`/api/product/item/${product.slug}`)).status).toBe(200);
    expect((await t.get('/api/user/me', member.token)).status).toBe(200);
  });

  it('every route answers 503 with Retry-After, fast, and the log says it once', async () => {
    await proxy.cut();
    const started = Date.now();

    for (const [url, token] of [
      ['/api/health', undefined],
      [`/api/product/item/${product.slug}`, undefined],
      ['/api/product/list', undefined],
      ['/api/brand/list', undefined],
      ['/api/user/me', member.token],
      ['/api/address', member.token],
    ] as const) {
      const res = await t.get(url, token);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 503,
        body: UNAVAILABLE,
      });
      expect(res.headers['retry-after']).toBe('5');
    }
    const login = await t.post('/api/auth/login', {
      email: 'someone@example.com',
      password: 'a-password',
    });
    expect(login.status).toBe(503);
    expect(login.body).toEqual(UNAVAILABLE);

    // A storefront page: 503 with Retry-After and the page's shell, not a 500.
    const page = await t.request('GET', `/product/${product.slug}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(String(page.body)).toContain(`<title>${MSG.unavailable}</title>`);

    // Fast: refused connections fail at once, none waits for a timeout.
    expect(Date.now() - started).toBeLessThan(5000);

    // One line for the outage, none per request.
    expect(said('database unreachable')).toBe(1);
    expect(log.filter((line) => line.level >= ERROR)).toHaveLength(1);
  });

  it('health answers 200 within a second of the return, and the log says it once', async () => {
    await proxy.restore();
    const restored = Date.now();
    await vi.waitFor(
      async () => {
        const res = await t.get('/api/health');
        expect(res.status).toBe(200);
      },
      { timeout: 5000, interval: 20 },
    );
    expect(Date.now() - restored).toBeLessThan(1000);
    await vi.waitFor(() => expect(said('database back')).toBe(1), { timeout: 5000 });

    expect((await t.get(`/api/product/item/${product.slug}`)).status).toBe(200);
    expect((await t.get('/api/user/me', member.token)).status).toBe(200);
    const page = await t.request('GET', `/product/${product.slug}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Indigo Adire Agbada');
    expect(log.filter((line) => line.level >= ERROR)).toHaveLength(1);
  });
});

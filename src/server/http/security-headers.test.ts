import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import {
  helmetHeaders,
  registerSecurityHeaders,
  SECURITY_HEADERS,
  securityHeadersFor,
} from './security-headers';

/** A small server with a JSON route, a failing route and the default 404. */
async function server(setup: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false });
  await setup(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/own-header', async (_request, reply) =>
    reply.header('cross-origin-resource-policy', 'cross-origin').send('image'),
  );
  return app;
}

const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('registerSecurityHeaders', () => {
  let plugin: FastifyInstance;
  let once: FastifyInstance;
  beforeAll(async () => {
    plugin = await server(async (app) => {
      await app.register(helmet, SECURITY_HEADERS);
    });
    once = await server((app) => registerSecurityHeaders(app, SECURITY_HEADERS));
  });
  afterAll(async () => {
    await Promise.all([plugin.close(), once.close()]);
  });

  it('asks @fastify/helmet for its headers', async () => {
    const headers = await helmetHeaders(SECURITY_HEADERS);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it.each(['/json', '/fails', '/missing', '/own-header'])(
    'answers %s with exactly the headers of the plugin',
    async (url) => {
      const [expected, actual] = await Promise.all([
        plugin.inject({ method: 'GET', url }),
        once.inject({ method: 'GET', url }),
      ]);
      expect(actual.statusCode).toBe(expected.statusCode);
      expect(withoutDate(actual.headers)).toEqual(withoutDate(expected.headers));
    },
  );
});

describe('the store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the security headers on API answers and errors', async () => {
    const expected = await helmetHeaders(SECURITY_HEADERS);
    for (const url of ['/api/health', '/api/product/item/no-such-product']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });
});

describe('the store with Paystack as the payment provider', () => {
  const cspOf = (provider: 'test' | 'paystack') => {
    const options = securityHeadersFor(provider);
    return helmetHeaders(options).then((headers) => String(headers['content-security-policy']));
  };

  it("lets Paystack's script, checkout frame and API in, and nothing else", async () => {
    const csp = await cspOf('paystack');
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain("connect-src 'self' https://api.paystack.co");
    expect(csp).toContain('frame-src https://checkout.paystack.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('keeps everything same-origin for the other providers', async () => {
    const csp = await cspOf('test');
    expect(csp).not.toContain('paystack');
    expect(csp).toContain("script-src 'self';");
  });
});

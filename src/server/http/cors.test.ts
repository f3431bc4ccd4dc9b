import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';

const SHOP = 'https://shop.example.com';
const ELSEWHERE = 'https://evil.example.net';

/** What a browser asks before a cross-origin POST with a token and a JSON body. */
function preflight(origin: string): InjectOptions {
  return {
    method: 'OPTIONS',
    url: '/api/address/add',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  };
}

function getFrom(origin: string, url = '/api/product/list'): InjectOptions {
  return { method: 'GET', url, headers: { origin } };
}

describe('CORS with no CORS_ORIGINS (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets no other origin read an answer or pass a preflight', async () => {
    const asked = await t.app.inject(preflight(SHOP));
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    expect(asked.headers['access-control-allow-headers']).toBeUndefined();
    expect(asked.headers['access-control-allow-methods']).toBeUndefined();

    const read = await t.app.inject(getFrom(SHOP));
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS=https://shop.example.com', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { corsOrigins: [SHOP] } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the preflight of a POST with a token and a JSON body', async () => {
    const asked = await t.app.inject(preflight(SHOP));
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe(SHOP);
    const methods = String(asked.headers['access-control-allow-methods']).split(/,\s*/);
    expect(methods).toContain('POST');
    const headers = String(asked.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/,\s*/);
    expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(String(asked.headers.vary)).toMatch(/origin/i);
  });

  it('lets that origin read answers, errors included', async () => {
    const read = await t.app.inject(getFrom(SHOP));
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(SHOP);

    // A refusal must be readable too, or the storefront cannot show its message.
    const refused = await t.app.inject(getFrom(SHOP, '/api/user/me'));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('still lets no other origin in', async () => {
    const asked = await t.app.inject(preflight(ELSEWHERE));
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();

    const read = await t.app.inject(getFrom(ELSEWHERE));
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AppError } from '../kernel/app-error';
import { bodyLimitFor, isNestedDeeper, registerRequestBody } from './request-body';

describe('bodyLimitFor', () => {
  it('gives the small forms their own limit, by whole path segments', () => {
    expect(bodyLimitFor('/api/auth/register')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/user')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/user/search')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/contact/add')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/users')).toBeUndefined();
    expect(bodyLimitFor('/api/product/add')).toBeUndefined();
    expect(bodyLimitFor('/api/stripe/webhook')).toBeUndefined();
  });
});

describe('isNestedDeeper', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(isNestedDeeper('{"a":[[1]]}', 3)).toBe(false);
    expect(isNestedDeeper('{"a":[[[1]]]}', 3)).toBe(true);
    expect(isNestedDeeper('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(isNestedDeeper('{"a":"\\"[[[[","b":[]}', 1)).toBe(true);
    expect(isNestedDeeper('{"a":"\\\\","b":"[[[["}', 1)).toBe(false);
    expect(isNestedDeeper('[{},{},{}]', 2)).toBe(false);
  });

  it('answers at once on 1 MB of openings', () => {
    const started = performance.now();
    expect(isNestedDeeper('['.repeat(1024 * 1024), 32)).toBe(true);
    expect(isNestedDeeper(`"${'['.repeat(1024 * 1024)}"`, 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('error answers wait for the rest of the body, and only for it', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerRequestBody(app);
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-deny']) throw AppError.unauthenticated();
    });
    app.post('/refuse', async () => {
      throw AppError.validation('No.');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['after the body was read', {}],
    ['before the body was read', { 'x-deny': '1' }],
  ])('answers at once %s', async (_when, headers) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/refuse', headers, payload: { a: 1 } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

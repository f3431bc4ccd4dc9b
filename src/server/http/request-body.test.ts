import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AppError } from '../kernel/app-error';
import { bodyLimitFor, drainRequest, isNestedDeeper, registerRequestBody } from './request-body';

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

describe('drainRequest stops at its bounds', () => {
  /** A request body still being sent, declared `declared` bytes long. */
  function sending(declared: number) {
    const stream = new PassThrough();
    const raw = Object.assign(stream, {
      headers: { 'content-length': String(declared) },
      complete: false,
    }) as unknown as IncomingMessage;
    return { stream, raw };
  }

  it('reads to the end of a body, whatever its declared size', async () => {
    const { stream, raw } = sending(64 * 1024 * 1024);
    const drained = drainRequest(raw, { timeMs: 5000, idleMs: 1000, bytes: 1024 ** 3 });
    for (let i = 0; i < 64; i += 1) stream.write(Buffer.alloc(1024 * 1024));
    stream.end();
    await drained;
    expect(stream.readableEnded).toBe(true);
  });

  it('stops past its byte count', async () => {
    const { stream, raw } = sending(10_000);
    const started = performance.now();
    const drained = drainRequest(raw, { timeMs: 5000, idleMs: 5000, bytes: 1000 });
    stream.write(Buffer.alloc(600));
    stream.write(Buffer.alloc(600));
    await drained;
    expect(stream.readableEnded).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops when the sender goes quiet, and after its time however the sender trickles', async () => {
    const quiet = sending(10_000);
    let started = performance.now();
    await drainRequest(quiet.raw, { timeMs: 5000, idleMs: 200, bytes: 1e9 });
    expect(performance.now() - started).toBeLessThan(2000);

    const trickle = sending(10_000);
    const timer = setInterval(() => trickle.stream.write('x'), 20);
    started = performance.now();
    await drainRequest(trickle.raw, { timeMs: 400, idleMs: 5000, bytes: 1e9 });
    clearInterval(timer);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(3000);
  });
});

import { randomUUID } from 'node:crypto';

import { count, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../features/user/user.table';
import { ERROR_CODES } from '../../kernel/app-error';
import { imageVariants } from '../../storage/image-variant.table';
import { assertNoSecrets } from '../no-secrets';
import { createTestApp } from '../test-app';
import {
  examplesFor,
  FUZZ_ACTORS,
  requestFor,
  type FuzzActor,
  type FuzzRequest,
  type Pools,
} from './arbitraries';
import { changedTables, createFingerprint } from './db-fingerprint';
import { operationsOf, type Operation } from './operations';
import { createWorld, type World } from './world';

/**
 * Sends every operation of the OpenAPI document malformed, oversized, wrong-typed, injection and
 * unicode-edge input as each kind of caller, and checks what must hold whatever the input:
 * no 5xx, no answer slower than SLOW_MS (the server's own reply.elapsedTime), nothing stored by a
 * refused request (database, mail, stored images), no polluted prototype, and health answering
 * meanwhile. `npm test` runs a few requests per operation with a fixed seed; `npm run fuzz` many
 * more (FUZZ_RUNS per operation, FUZZ_SEED).
 */

const DEFAULT_RUNS = 12;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
/** A longer run also tries every long shape in every text field. */
const SHAPES_PER_FIELD = RUNS > DEFAULT_RUNS ? 'all' : 2;
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_909);
const SLOW_MS = 1000;
const ELAPSED_HEADER = 'x-fuzz-elapsed-ms';

const t = await createTestApp({
  // Guest checkout on (decision 0056), so that its routes are walked, not answered as unknown.
  config: { guestCheckout: true },
  // The server's own time for each answer, as the request log measures it.
  routes: (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      void reply.header(ELAPSED_HEADER, reply.elapsedTime.toFixed(1));
      return payload;
    });
  },
});
const DOCUMENT_PATH = '/api/openapi.json';
const documentResponse = await t.app.inject({ method: 'GET', url: DOCUMENT_PATH });
const operations: Operation[] = [
  ...operationsOf(documentResponse.json()),
  // Not in the document (static files), but a classic target for path traversal.
  {
    method: 'GET',
    path: '/uploads/images/{file}',
    pathParams: [{ name: 'file', schema: {} }],
    query: [],
    body: null,
    form: null,
  },
];

let world: World;
let pools: Pools;
let fingerprint: () => Promise<Record<string, string>>;
let stored: Record<string, string>;
const tokens = new Map<FuzzActor, string>();
const statuses = new Map<number, number>();
let tried = 0;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join();

async function imageCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(imageVariants);
  return row?.n ?? 0;
}

function elapsedOf(res: { headers: Record<string, unknown> }, fallback: number): number {
  const value = Number(res.headers[ELAPSED_HEADER]);
  return Number.isFinite(value) ? value : fallback;
}

/** Tokens as of now: a fuzzed request may have bumped an account's token version. */
async function refreshTokens() {
  const ids = Object.values(world.actors).map((actor) => actor.account.user.id);
  const rows = await t.db.select().from(users).where(inArray(users.id, ids));
  for (const name of FUZZ_ACTORS) {
    if (name === 'guest' || name === 'forged') continue;
    const row = rows.find((user) => user.id === world.actors[name].account.user.id);
    if (row)
      tokens.set(
        name,
        await t.services.tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion }),
      );
  }
}

async function forgedAuthorizations(): Promise<string[]> {
  const member = world.actors.member.token.slice('Bearer '.length);
  const admin = world.actors.admin.token.slice('Bearer '.length);
  const [header, payload, signature] = member.split('.');
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (userId: string, tokenVersion: number) =>
    t.services.tokens.sign({ userId, tokenVersion });
  return [
    'Bearer',
    'Bearer ',
    'Bearer x.y.z',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'A'.repeat(8_000)}`,
    `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    `Bearer ${header}.${admin.split('.')[1]}.${signature}`,
    `Bearer ${member}x`,
    `Bearer ${member} ${member}`,
    // Well signed, but for nobody, an old version, or a subject that is not an id.
    await sign(randomUUID(), 0),
    await sign(world.actors.member.account.user.id, 99),
    await sign("' OR 1=1 --", 0),
    await sign('', 0),
  ];
}

function poolStrings(w: World): string[] {
  const actors = Object.values(w.actors);
  return [
    ...actors.flatMap((actor) => [actor.account.user.id, actor.account.email, actor.address.id]),
    ...actors.flatMap((actor) => (actor.brand ? [actor.brand.id, actor.brand.slug] : [])),
    ...actors.flatMap((actor) => (actor.product ? [actor.product.id, actor.product.slug] : [])),
    ...[w.shop.product, w.shop.liked].flatMap((product) => [product.id, product.slug, product.sku]),
    w.shop.brand.id,
    w.shop.brand.slug,
    w.shop.category.id,
    w.shop.category.slug,
    w.review.id,
    w.shipping.zone.id,
    w.shipping.option.id,
    'standard',
    'Nigeria',
    w.order.orderId,
    w.order.cartId,
    w.otherOrder.orderId,
    w.otherOrder.cartId,
    randomUUID(),
    '1',
    'M',
    'Cancelled',
    'Approved',
  ];
}

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  const authorization =
    request.actor === 'forged' ? request.forgedAuthorization : tokens.get(request.actor);
  if (authorization) headers.authorization = authorization;
  const mails = t.mail.sent.length;
  const images = await imageCount();
  const started = performance.now();
  // Health is asked first and answered while the request runs (it waits on the database): a
  // request that blocks the event loop delays its answer too.
  const [health, res] = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/health' }),
    t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload !== undefined && { payload: request.payload as string }),
    }),
  ]);
  const wall = performance.now() - started;
  const before = stored;
  stored = await fingerprint();
  tried += 1;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);

  const body = res.body.slice(0, 500);
  expect(res.statusCode, `no 5xx: ${body}`).toBeLessThan(500);
  expect(elapsedOf(res, wall), 'answered within a second').toBeLessThan(SLOW_MS);
  expect(health.statusCode, 'health answers meanwhile').toBe(200);
  expect(elapsedOf(health, wall), 'health answered within a second').toBeLessThan(SLOW_MS);
  expect(Object.getOwnPropertyNames(Object.prototype).join(), 'Object.prototype untouched').toBe(
    prototypeKeys,
  );
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  const parsed: unknown = isJson && res.body ? JSON.parse(res.body) : undefined;
  // The document itself names secret fields in its schemas; no answer may carry one.
  if (parsed !== undefined && !request.url.startsWith(DOCUMENT_PATH)) assertNoSecrets(parsed);
  if (res.statusCode >= 400) {
    expect(
      changedTables(before, stored),
      `a refused request stored nothing (${res.statusCode})`,
    ).toEqual([]);
    expect(t.mail.sent.length, 'a refused request mailed nobody').toBe(mails);
    expect(await imageCount(), 'a refused request kept no image').toBe(images);
    if (parsed !== undefined) {
      const { error, code, issues, ...rest } = parsed as Record<string, unknown>;
      expect(typeof error, 'the one error body').toBe('string');
      expect(ERROR_CODES, 'the one error body').toContain(code);
      if (issues !== undefined) expect(Array.isArray(issues)).toBe(true);
      expect(rest, 'the one error body').toEqual({});
    }
  }
}

beforeAll(async () => {
  world = await createWorld(t);
  pools = { strings: poolStrings(world), forgedAuthorizations: await forgedAuthorizations() };
  fingerprint = await createFingerprint(t.db);
  stored = await fingerprint();
});

afterAll(async () => {
  const counts = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `fuzz: ${tried} requests to ${operations.length} operations (${RUNS} runs each, seed ${SEED}): ${counts}`,
  );
  await t.close();
});

describe('fuzz', () => {
  // Shrinking a failure replays slow requests: it stops in time to report what it has.
  const timeout = Math.max(60_000, RUNS * 3_000);
  operations.forEach((operation, index) => {
    it(
      `${operation.method} ${operation.path}`,
      async () => {
        await refreshTokens();
        const examples = examplesFor(operation, SEED + index, SHAPES_PER_FIELD);
        await fc.assert(fc.asyncProperty(requestFor(operation, pools, world.png), send), {
          seed: SEED + index,
          // fast-check counts the examples among the runs.
          numRuns: RUNS + examples.length,
          examples: examples.map((request) => [request]),
          interruptAfterTimeLimit: timeout - 15_000,
        });
      },
      timeout,
    );
  });
});

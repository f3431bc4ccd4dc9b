import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import { ROUTE_ACTORS } from './access';
import { API_TAGS, htmlResponse, redirectResponse, registeredRoutes } from './openapi';

/** Registered on purpose without a place in the document: the stored images (static files). */
const HIDDEN = ['GET /uploads/images/*'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ERROR_BODY = '#/components/schemas/ErrorBody';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Json => (isRecord(value) ? value : {});

interface Operation {
  /** "GET /api/brand/{id}" */
  key: string;
  method: string;
  path: string;
  operation: Json;
}

/** The OpenAPI path of a Fastify route: `:id` becomes `{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

async function documentOf(app: FastifyInstance): Promise<Json> {
  // Straight through inject: the document names request fields such as `password`, which the
  // test app's no-secrets check would refuse in an answer.
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return record(res.json());
}

function operationsOf(document: Json): Operation[] {
  return Object.entries(record(document.paths)).flatMap(([path, item]) =>
    METHODS.filter((method) => isRecord(record(item)[method])).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation: record(record(item)[method]),
    })),
  );
}

/** What is wrong with an operation's documentation, or nothing. */
function problemsOf({ operation }: Operation): string[] {
  const problems: string[] = [];
  if (typeof operation.summary !== 'string' || operation.summary.trim() === '') {
    problems.push('no summary');
  }
  const tags = Array.isArray(operation.tags) ? operation.tags : [];
  if (tags.length !== 1 || !Object.hasOwn(API_TAGS, String(tags[0]))) {
    problems.push(`tags ${JSON.stringify(tags)} are not one feature of API_TAGS`);
  }
  const actor = operation['x-actor'];
  if (!ROUTE_ACTORS.some((known) => known === actor)) problems.push('no x-actor');

  const responses = record(operation.responses);
  const successes = Object.keys(responses).filter((status) => /^[23]\d\d$/.test(status));
  if (successes.length === 0) problems.push('no success response');
  for (const status of successes) {
    const response = record(responses[status]);
    const content = record(response.content);
    const hasSchema = Object.values(content).some((media) => isRecord(record(media).schema));
    const isRedirect = status.startsWith('3') && isRecord(record(response.headers).location);
    if (!hasSchema && !isRedirect) problems.push(`${status} has no schema`);
  }
  for (const [status, value] of Object.entries(responses)) {
    if (!/^[45]\d\d$/.test(status)) continue;
    const content = record(record(value).content);
    // A JSON error is the one error body; a page (the test payment page's 404) is a page.
    const json = content['application/json'];
    if (Object.keys(content).length === 0) problems.push(`${status} has no content`);
    else if (json !== undefined && record(record(json).schema).$ref !== ERROR_BODY) {
      problems.push(`${status} is not the error body`);
    }
  }
  if (actor !== 'public' && actor !== 'payment-provider' && !responses['401']) {
    problems.push('guarded but no 401');
  }
  return problems;
}

/** Every route the app serves (not the HEAD twins), keyed like the document's operations. */
function servedRoutes(app: FastifyInstance) {
  return registeredRoutes(app)
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, key: `${route.method} ${openApiPath(route.url)}` }));
}

/** Every shortcoming of the document, as "METHOD /path: problem". */
async function documentationProblems(app: FastifyInstance): Promise<string[]> {
  const operations = operationsOf(await documentOf(app));
  const documented = new Set(operations.map((op) => op.key));
  const problems = servedRoutes(app)
    .filter((route) => !route.isHidden && !documented.has(route.key))
    .map((route) => `${route.key}: not in the document`);
  for (const op of operations) {
    for (const problem of problemsOf(op)) problems.push(`${op.key}: ${problem}`);
  }
  return problems;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose every operation has responses', async () => {
    const document = await documentOf(t.app);
    expect(document.openapi).toBe('3.1.0');
    expect(record(document.info)).toMatchObject({ title: expect.any(String), version: '1' });
    expect(record(record(document.components).schemas).ErrorBody).toBeDefined();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(70);
    for (const { key, operation } of operations) {
      expect(Object.keys(record(operation.responses)).length, key).toBeGreaterThan(0);
    }
  });

  it('documents every registered route with its feature, actor, success schema and errors', async () => {
    expect(await documentationProblems(t.app)).toEqual([]);
  });

  it('documents the 429 of every rate-limited route, the webhook caller and the login answer', async () => {
    const operations = new Map(
      operationsOf(await documentOf(t.app)).map((op) => [op.key, op.operation]),
    );
    const responsesOf = (key: string) => record(record(operations.get(key)).responses);
    const rateLimited = [
      'POST /api/auth/login',
      'POST /api/auth/login/link',
      'POST /api/auth/register',
      'POST /api/auth/forgot',
      'POST /api/auth/reset/{token}',
      'POST /api/auth/reset',
      'POST /api/stripe/create-checkout-session',
      'POST /api/contact/add',
      'POST /api/newsletter/subscribe',
      'POST /api/unsubscribe/unsubscribe',
      'POST /api/stock-alert/subscribe',
      'POST /api/stock-alert/confirm',
      'POST /api/stock-alert/unsubscribe',
      'POST /api/checkout/guest',
      'POST /api/checkout/guest/return',
      'POST /api/order/guest',
      'POST /api/order/lookup',
      'POST /api/paystack/verify/guest',
    ];
    expect(rateLimited.filter((key) => !responsesOf(key)['429'])).toEqual([]);

    const webhook = record(operations.get('POST /api/stripe/webhook'));
    expect(webhook['x-actor']).toBe('payment-provider');
    expect(webhook.security).toBeUndefined();
    expect(Object.keys(responsesOf('POST /api/stripe/webhook'))).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );

    const login = record(
      record(record(record(responsesOf('POST /api/auth/login')['200']).content)['application/json'])
        .schema,
    );
    expect(Object.keys(record(login.properties))).toEqual(
      expect.arrayContaining(['token', 'user', 'linkedProvider']),
    );
    expect(record(operations.get('POST /api/paystack/verify'))['x-actor']).toBe('signed-in');
  });

  it('hides only the static files, and documents nothing that is not served', async () => {
    const served = servedRoutes(t.app);
    expect(served.filter((route) => route.isHidden).map((route) => route.key)).toEqual(HIDDEN);
    const keys = new Set(served.map((route) => route.key));
    const phantom = operationsOf(await documentOf(t.app)).filter((op) => !keys.has(op.key));
    expect(phantom.map((op) => op.key)).toEqual([]);
  });

  it('fails for a route added without documentation, not for a page or a redirect', async () => {
    const extra = await createTestApp({
      routes: (app) => {
        app.get('/api/undocumented', async () => ({ ok: true }));
        const tags = ['Docs'];
        app.get(
          '/api/away',
          { schema: { summary: 'Away', tags, response: { 302: redirectResponse('Elsewhere.') } } },
          async (_request, reply) => reply.redirect('/'),
        );
        const page = htmlResponse('A page.');
        app.get(
          '/api/page/:id',
          { schema: { summary: 'A page', tags, response: { 200: page, 404: page } } },
          async (_request, reply) => reply.type('text/html').send('<p>page</p>'),
        );
      },
    });
    try {
      const problems = await documentationProblems(extra.app);
      expect(problems).toEqual(
        expect.arrayContaining([
          'GET /api/undocumented: no summary',
          'GET /api/undocumented: tags [] are not one feature of API_TAGS',
          'GET /api/undocumented: no success response',
        ]),
      );
      expect(problems.filter((problem) => /\/api\/(away|page)/.test(problem))).toEqual([]);
      const paths = record((await documentOf(extra.app)).paths);
      const responses = record(record(record(paths['/api/page/{id}']).get).responses);
      expect(Object.keys(record(record(responses['404']).content))).toEqual(['text/html']);
    } finally {
      await extra.close();
    }
  });
});

describe('x-actor', () => {
  it('is what the route guard enforces: guests 401, lesser roles 403, public routes open', async () => {
    const member = await t.factories.member();
    const merchant = await t.factories.merchant();
    const operations = operationsOf(await documentOf(t.app));
    const call = (op: Operation, token?: string) =>
      t.app.inject({
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, '1'),
        headers: token ? { authorization: token } : {},
      });

    const wrong: string[] = [];
    for (const op of operations) {
      const actor = String(op.operation['x-actor']);
      const guest = (await call(op)).statusCode;
      if (actor === 'public' && (guest === 401 || guest === 403)) wrong.push(`${op.key} ${guest}`);
      if (['signed-in', 'merchant', 'admin'].includes(actor) && guest !== 401) {
        wrong.push(`${op.key}: guest ${guest}`);
      }
      if (actor === 'merchant' || actor === 'admin') {
        const status = (await call(op, member.token)).statusCode;
        if (status !== 403) wrong.push(`${op.key}: member ${status}`);
      }
      if (actor === 'admin') {
        const status = (await call(op, merchant.token)).statusCode;
        if (status !== 403) wrong.push(`${op.key}: merchant ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers a readable page of every operation, grouped by feature, never cached for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = res.body;
    // The CSP allows no inline script, and the page needs none.
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<h2>Brands</h2>');
    expect(page).toContain('<code>/api/brand/list</code>');
    expect(page).toContain('The active brands, for the shop');
    expect(page).toContain('<code>/api/order/{id}</code>');
    expect(page).toContain('One order in full, for its owner or an admin');
    expect(page).toMatch(/<span class="actor">admin<\/span>/);
    expect(page).toContain('<code>firstName</code>');
  });

  it('escapes what the document says', async () => {
    const extra = await createTestApp({
      routes: (app) => {
        app.get(
          '/api/escaped',
          { schema: { summary: '<b>bold</b> & "quoted"' } },
          async () => ({}),
        );
      },
    });
    try {
      const page = (await extra.app.inject({ method: 'GET', url: '/api/docs' })).body;
      expect(page).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
      expect(page).not.toContain('<b>bold</b>');
    } finally {
      await extra.close();
    }
  });
});

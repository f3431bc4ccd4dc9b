import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

import type { Config } from '../config';
import { testConfig } from './test-config';

/** A Checkout Session as the fake keeps it (the fields the store reads and sends). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  expires_at: number;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  line_items: Array<{ name: string; unit_amount: number; quantity: number; currency: string }>;
  /** The coupons applied, as Stripe lists a session's discounts. */
  discounts: Array<{ coupon: string }>;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
}

/** A Coupon as the fake keeps it: a fixed amount off, usable once. */
export interface FakeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number;
  currency: string;
  duration: string;
  max_redemptions: number | null;
  times_redeemed: number;
  name: string | null;
  valid: boolean;
}

/** A Refund as the fake keeps it. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Tree = Record<string, unknown>;

/** Decodes Stripe's form encoding (line_items[0][price_data][unit_amount]=100) into objects. */
export function parseStripeForm(body: string): Tree {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = [...key.matchAll(/[^[\]]+/g)].map((m) => m[0]);
    let node: Tree = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Tree;
    });
  }
  return root;
}

/** Objects keyed 0, 1, 2... (how the form encodes lists) as arrays. */
function listOf(value: unknown): Tree[] {
  if (!value || typeof value !== 'object') return [];
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => (value as Tree)[key] as Tree);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  response.end(JSON.stringify(body));
}

function stripeError(response: ServerResponse, status: number, message: string): void {
  send(response, status, { error: { type: 'invalid_request_error', message } });
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local fake of the part of Stripe's HTTP API the store uses: create, retrieve and expire
 * Checkout Sessions, with idempotency keys and Stripe's 30-minute minimum for expires_at. The
 * test drives the shopper's side (complete) and signs webhook events with the real SDK.
 */
export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, FakeCheckoutSession>();
  const refunds: FakeRefund[] = [];
  const coupons = new Map<string, FakeCoupon>();
  const couponsByKey = new Map<string, FakeCoupon>();
  const refundsByKey = new Map<string, { refund: FakeRefund; params: string }>();
  const requests: RecordedRequest[] = [];
  let failNext: { path: RegExp; status: number; times: number } | null = null;
  const sdk = new Stripe(options.secretKey);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const body = parseStripeForm(raw);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      idempotencyKey,
      authorization: request.headers.authorization,
      body,
    });
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(response, 401, 'Invalid API Key provided.');
    }
    if (failNext && failNext.path.test(url.pathname)) {
      const { status } = failNext;
      failNext.times -= 1;
      if (failNext.times <= 0) failNext = null;
      return stripeError(response, status, 'The fake was told to fail this call.');
    }

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
        return send(response, 200, byIdempotencyKey.get(idempotencyKey));
      }
      const expiresAt = Number(body.expires_at);
      const now = Math.floor(Date.now() / 1000);
      if (
        !Number.isInteger(expiresAt) ||
        expiresAt < now + 30 * 60 ||
        expiresAt > now + 24 * 3600
      ) {
        return stripeError(
          response,
          400,
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from creation.',
        );
      }
      const lines = listOf(body.line_items).map((line) => {
        const price = line.price_data as Tree;
        return {
          name: String((price.product_data as Tree).name),
          unit_amount: Number(price.unit_amount),
          quantity: Number(line.quantity),
          currency: String(price.currency),
        };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
      // As Stripe does: a coupon takes its amount off the session's total, once per coupon.
      const applied = listOf(body.discounts).map((entry) => String(entry.coupon ?? ''));
      let discount = 0;
      for (const couponId of applied) {
        const coupon = coupons.get(couponId);
        if (!coupon || !coupon.valid) {
          return stripeError(response, 400, `No such coupon: '${couponId}'`);
        }
        if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) {
          return stripeError(response, 400, `Coupon ${couponId} has been redeemed its maximum.`);
        }
        if (coupon.currency !== lines[0]?.currency) {
          return stripeError(response, 400, `Coupon ${couponId} is of another currency.`);
        }
        coupon.times_redeemed += 1;
        discount += coupon.amount_off;
      }
      if (discount > subtotal) {
        return stripeError(response, 400, 'The discounts are more than the session total.');
      }
      const total = subtotal - discount;
      const sessionId = id('cs_test');
      const session: FakeCheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: String(body.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_subtotal: subtotal,
        amount_total: total,
        currency: lines[0]?.currency ?? 'usd',
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        customer_email: (body.customer_email as string | undefined) ?? null,
        expires_at: expiresAt,
        created: now,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        payment_intent: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        line_items: lines,
        discounts: applied.map((coupon) => ({ coupon })),
        total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      };
      sessions.set(sessionId, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return send(response, 200, session);
    }

    if (request.method === 'POST' && url.pathname === '/v1/coupons') {
      if (idempotencyKey && couponsByKey.has(idempotencyKey)) {
        return send(response, 200, couponsByKey.get(idempotencyKey));
      }
      const amountOff = Number(body.amount_off);
      if (!Number.isInteger(amountOff) || amountOff <= 0 || !body.currency) {
        return stripeError(response, 400, 'A coupon needs a positive amount_off and a currency.');
      }
      const coupon: FakeCoupon = {
        id: id('coupon'),
        object: 'coupon',
        amount_off: amountOff,
        currency: String(body.currency),
        duration: String(body.duration ?? 'once'),
        max_redemptions: body.max_redemptions === undefined ? null : Number(body.max_redemptions),
        times_redeemed: 0,
        name: (body.name as string | undefined) ?? null,
        valid: true,
      };
      coupons.set(coupon.id, coupon);
      if (idempotencyKey) couponsByKey.set(idempotencyKey, coupon);
      return send(response, 200, coupon);
    }

    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      return createRefund(response, body, idempotencyKey);
    }

    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (match && !session)
      return stripeError(response, 404, `No such checkout.session: '${match[1]}'`);
    if (session && request.method === 'GET' && !match![2]) return send(response, 200, session);
    if (session && request.method === 'POST' && match![2]) {
      if (session.status !== 'open') {
        return stripeError(
          response,
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      }
      session.status = 'expired';
      session.url = null;
      return send(response, 200, session);
    }
    return stripeError(
      response,
      404,
      `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    );
  }

  /**
   * POST /v1/refunds as Stripe answers it: a refund of a paid payment intent, never more than
   * what is left of the payment; the same idempotency key answers the same refund again (and
   * refuses other parameters with it), so a retried call refunds nothing twice.
   */
  function createRefund(response: ServerResponse, body: Tree, idempotencyKey: string | undefined) {
    const params = JSON.stringify(body);
    if (idempotencyKey) {
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier && earlier.params !== params) {
        return stripeError(
          response,
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (earlier) return send(response, 200, earlier.refund);
    }
    const intent = String(body.payment_intent ?? '');
    const paid = [...sessions.values()].find(
      (session) => session.payment_intent === intent && session.payment_status === 'paid',
    );
    if (!paid) return stripeError(response, 404, `No such payment_intent: '${intent}'`);
    const left =
      paid.amount_total -
      refunds
        .filter((refund) => refund.payment_intent === intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return stripeError(
        response,
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      );
    }
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: paid.currency,
      payment_intent: intent,
      status: 'succeeded',
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    if (idempotencyKey) refundsByKey.set(idempotencyKey, { refund, params });
    return send(response, 200, refund);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      stripeError(response, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function sessionOrFail(sessionId: string): FakeCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`The fake knows no session ${sessionId}.`);
    return session;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    coupons,
    requests,
    /** Every refund made, in order (a repeated idempotent call adds none). */
    refunds,
    /** The session whose hosted page is at this url. */
    sessionAt(pageUrl: string): FakeCheckoutSession {
      const sessionId = pageUrl.split('/').at(-1) ?? '';
      return sessionOrFail(sessionId);
    },
    /** The shopper pays on Stripe's page. */
    complete(sessionId: string, changes: Partial<FakeCheckoutSession> = {}): FakeCheckoutSession {
      const session = sessionOrFail(sessionId);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
        ...changes,
      });
      return session;
    },
    /** The next call (or `times` calls) whose path matches answers this status. */
    failNext(path: RegExp, status = 500, times = 1) {
      failNext = { path, status, times };
    },
    /** A webhook event about any object (a refund) and the Stripe-Signature header. */
    signedObjectEvent(type: string, object: object): { payload: string; signature: string } {
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
      });
      return { payload, signature };
    },
    /** A webhook event for a session and the Stripe-Signature header that signs it. */
    signedEvent(
      type: string,
      session: FakeCheckoutSession,
      event: { eventId?: string; secret?: string } = {},
    ): { payload: string; signature: string; eventId: string } {
      const eventId = event.eventId ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...session, line_items: undefined } },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: event.secret ?? options.webhookSecret,
      });
      return { payload, signature, eventId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The store's payment settings with Stripe as the provider, its API being `fake`. */
export function stripePaymentConfig(
  fake: FakeStripe,
  keys: { secretKey: string; webhookSecret: string },
): Config['payment'] {
  return {
    ...testConfig().payment,
    provider: 'stripe',
    stripeSecretKey: keys.secretKey,
    stripeWebhookSecret: keys.webhookSecret,
    stripeApiUrl: fake.url,
  };
}

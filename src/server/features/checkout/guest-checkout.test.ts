import { createHash } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import { DISCOUNT_MESSAGES } from '#shared/discount/discount.messages';
import { MSG } from '#shared/common/messages';
import { GUEST_ORDER_MESSAGES } from '#shared/order/guest-order.messages';

import { pageMeta } from '../../app';
import { expectError, expectValidation } from '../../test/assertions';
import { linkIn } from '../../test/capture-mailer';
import {
  checkedOut,
  heldStock,
  inventoryOf,
  placeOrder,
  pressTestPage,
  TEST_DELIVERY,
  type Line,
} from '../../test/checkout-helpers';
import { addDiscount, redemptionsOf } from '../../test/discount-helpers';
import { GUEST_ORDER_LINK, guestCheckoutBody, guestPaidOrder } from '../../test/order-helpers';
import { uniqueEmail, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { orderItems, orders } from '../order/order.table';
import type { ProductRow } from '../product/product.table';
import { checkoutSessions } from './checkout.table';

// Guest checkout (decision 0056), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const NOT_FOUND = { error: GUEST_ORDER_MESSAGES.notFound, code: 'NOT_FOUND' };

let off: TestApp;
let t: TestApp;
let admin: TestUser;
let member: TestUser;
let agbada: ProductRow;

beforeAll(async () => {
  [off, t] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { guestCheckout: true } }),
  ]);
  admin = await t.factories.admin();
  member = await t.factories.member();
  agbada = await t.factories.product({ name: 'Royal Agbada', price: 59.99, inventory: 40 });
});
afterAll(async () => {
  await Promise.all([off?.close(), t?.close()]);
});

function guestBody(email: string, lines: readonly Line[], extra: Record<string, unknown> = {}) {
  return { ...guestCheckoutBody(email, lines), ...extra };
}

function startGuest(app: TestApp, body: unknown, remoteAddress?: string) {
  return app.request('POST', '/api/checkout/guest', { body, remoteAddress });
}

/** A guest pays a bag with the test page; the return's answer and the mailed link's token. */
async function guestPays(
  email: string,
  lines: readonly Line[],
  extra: Record<string, unknown> = {},
) {
  if (Object.keys(extra).length === 0) return guestPaidOrder(t, lines, email);
  const started = await startGuest(t, guestBody(email, lines, extra));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await pressTestPage(t, started.body.url as string, 'pay');
  const sessionId = new URL(String(paid.headers.location), 'http://store.test').searchParams.get(
    'session_id',
  );
  const back = await t.post('/api/checkout/guest/return', { sessionId });
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  const link = linkIn(t.mail.last(email), GUEST_ORDER_LINK);
  return {
    sessionId: sessionId!,
    number: back.body.order.number as string,
    email,
    token: link!.slice(GUEST_ORDER_LINK.length),
  };
}

async function orderRow(number: string) {
  return (await t.db.select().from(orders).where(eq(orders.number, number)))[0]!;
}

describe('with GUEST_CHECKOUT off (the default)', () => {
  it('answers every guest route as a path it has no route for, and checkout still asks to sign in', async () => {
    const body = guestBody(uniqueEmail('guest'), [{ product: agbada, quantity: 1 }]);
    for (const [path, payload] of [
      ['/api/checkout/guest', body],
      ['/api/checkout/guest/return', { sessionId: 'x' }],
      ['/api/order/guest', { token: 'a'.repeat(64) }],
      ['/api/order/lookup', { number: 'EKO-10001', email: 'a@example.test' }],
    ] as const) {
      const res = await off.post(path, payload);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ error: 'No API route found', code: 'NOT_FOUND' });
    }
    expectError(
      await off.post('/api/stripe/create-checkout-session', { cartItems: body.cartItems }),
      401,
      'UNAUTHENTICATED',
    );
    expect(pageMeta(testConfig())['store:guest-checkout']).toBeUndefined();
    expect(pageMeta(testConfig({ guestCheckout: true }))['store:guest-checkout']).toBe('on');
  });
});

describe('POST /api/checkout/guest', () => {
  it('checks the email, the name and the delivery address with the store’s own messages', async () => {
    const lines = [{ product: agbada, quantity: 1 }];
    expectValidation(
      await startGuest(t, guestBody('not-an-email', lines)),
      'email',
      MSG.emailInvalid,
    );
    expectValidation(
      await startGuest(t, guestBody(`${'a'.repeat(400)}@example.test`, lines)),
      'email',
      MSG.emailInvalid,
    );
    expectValidation(
      await startGuest(t, guestBody(uniqueEmail('g'), lines, { name: '' })),
      'name',
      MSG.nameRequired,
    );
    expectValidation(
      await startGuest(
        t,
        guestBody(uniqueEmail('g'), lines, { address: { ...TEST_DELIVERY, zipCode: '12' } }),
      ),
      'address.zipCode',
      MSG.zipCodeMin,
    );
    expectValidation(
      await startGuest(t, guestBody(uniqueEmail('g'), lines, { address: undefined })),
      'address',
      CHECKOUT_MESSAGES.addressRequired,
    );
  });

  it('prices the bag on the server, holds its stock and opens the payment page', async () => {
    const before = await inventoryOf(t.db, agbada);
    const res = await startGuest(
      t,
      guestBody('Guest.Shopper@Example.test', [{ product: agbada, quantity: 2 }]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2 × 59.99 = 119.98, under the free-shipping threshold, to the United States: 5 per item.
    expect(res.body).toMatchObject({
      provider: 'test',
      subtotal: 119.98,
      shippingFee: 10,
      total: 129.98,
    });
    expect(res.body.url).toMatch(/^\/api\/payment\/test\//);
    expect(await inventoryOf(t.db, agbada)).toBe(before - 2);
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.cartId, res.body.cartId));
    expect(session).toMatchObject({ userId: null, contactEmail: 'guest.shopper@example.test' });
  });
});

describe('a guest pays and reaches the order', () => {
  it('places the order with no user, mails its link, and shows it by link and by number and email', async () => {
    const email = uniqueEmail('buyer');
    const { number, token, sessionId } = await guestPays(email, [{ product: agbada, quantity: 1 }]);

    const row = await orderRow(number);
    expect(row).toMatchObject({ userId: null, guestEmail: email, contactEmail: email });
    // Only the token's SHA-256 is kept.
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(row.guestTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const mail = t.mail.last(email)!;
    expect(mail.subject).toBe(`Order Confirmation ${number}`);

    const byLink = await t.post('/api/order/guest', { token });
    expect(byLink.status, JSON.stringify(byLink.body)).toBe(200);
    expect(byLink.body.order).toMatchObject({
      number,
      guest: true,
      totalWithTax: 64.99,
      contact: { email, name: 'Ngozi Eze' },
    });
    expect(byLink.body.order.paymentReference).toBeUndefined();

    const byNumber = await t.post('/api/order/lookup', {
      number: number.toLowerCase(),
      email: email.toUpperCase(),
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toEqual(byLink.body);

    // The return again: the same order, no second one, no second mail.
    const again = await t.post('/api/checkout/guest/return', { sessionId });
    expect(again.body.order).toEqual({ number, email });
    expect(t.mail.to(email)).toHaveLength(1);
    expect(
      await t.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)),
    ).toHaveLength(1);
  });

  it('answers a wrong token, number or email with the same 404', async () => {
    const email = uniqueEmail('buyer');
    const { number, token } = await guestPays(email, [{ product: agbada, quantity: 1 }]);
    const misses = [
      await t.post('/api/order/guest', {
        token: `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      }),
      await t.post('/api/order/guest', { token: 'not-a-token' }),
      await t.post('/api/order/guest', { token: '' }),
      await t.post('/api/order/lookup', { number, email: uniqueEmail('other') }),
      await t.post('/api/order/lookup', { number: 'EKO-99999999', email }),
      await t.post('/api/order/lookup', { number: 'nonsense', email }),
    ];
    for (const res of misses) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('does not show a member’s order by number and email', async () => {
    const { cartId, url } = await checkedOut(t, member, [{ product: agbada, quantity: 1 }]);
    await pressTestPage(t, url, 'pay');
    const placed = await placeOrder(t, member, cartId);
    const row = (await t.db.select().from(orders).where(eq(orders.id, placed.body.order._id)))[0]!;
    const res = await t.post('/api/order/lookup', { number: row.number, email: row.contactEmail });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('shows a guest order to nobody signed in but an admin, who sees it as a guest’s', async () => {
    const email = uniqueEmail('buyer');
    const { number } = await guestPays(email, [{ product: agbada, quantity: 1 }]);
    const row = await orderRow(number);
    expect((await t.get(`/api/order/${row.id}`, member.token)).status).toBe(404);
    expect((await t.get(`/api/order/search?search=${number}`, member.token)).body.orders).toEqual(
      [],
    );
    const mine = await t.get('/api/order/me', member.token);
    expect(mine.body.orders.map((o: { number: string }) => o.number)).not.toContain(number);

    const seen = await t.get(`/api/order/${row.id}`, admin.token);
    expect(seen.status).toBe(200);
    expect(seen.body.order).toMatchObject({ number, guest: true, contact: { email } });
    const listed = await t.get(`/api/order?q=${number}`, admin.token);
    expect(listed.body.orders).toEqual([expect.objectContaining({ number, guest: true })]);
    const csv = await t.get('/api/order/export', admin.token);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(number);
  });

  it('mails a guest the updates of its order with the way to look it up', async () => {
    const email = uniqueEmail('updates');
    const { number } = await guestPays(email, [{ product: agbada, quantity: 1 }]);
    const row = await orderRow(number);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    const moved = await t.put(
      `/api/order/status/item/${item!.id}`,
      { orderId: row.id, cartId: row.cartId, status: 'Processing' },
      admin.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const update = t.mail.last(email)!;
    expect(update.subject).toBe(`Order Update ${number}`);
    expect(linkIn(update, 'http://store.test/')).toBe(
      `http://store.test/order/lookup?number=${number}`,
    );
  });

  it('refuses made to measure to a guest (it is cut to an account’s measurements)', async () => {
    const res = await startGuest(
      t,
      guestBody(uniqueEmail('g'), [{ product: agbada, quantity: 1, size: 'Made to measure' }]),
    );
    if (res.status === 400 && res.body.error === CHECKOUT_MESSAGES.guestMadeToMeasure) return;
    // A product that does not offer made to measure is refused for its size instead.
    expect(res.status).toBe(400);
  });
});

describe('discount codes for guests', () => {
  it('counts a code’s uses per customer by the guest’s email', async () => {
    const code = await addDiscount(t, admin, { value: 10, maxUsesPerCustomer: 1 });
    const email = uniqueEmail('saver');
    const lines = [{ product: agbada, quantity: 1 }];
    const { number } = await guestPays(email, lines, { discountCode: code.code });
    expect(await orderRow(number)).toMatchObject({ discountCode: code.code, discountCents: 600 });

    expectValidation(
      await startGuest(t, guestBody(email.toUpperCase(), lines, { discountCode: code.code })),
      'discountCode',
      DISCOUNT_MESSAGES.alreadyUsed,
    );
    const otherEmail = uniqueEmail('saver');
    const other = await startGuest(t, guestBody(otherEmail, lines, { discountCode: code.code }));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.discount).toBe(6);
    const redemptions = await redemptionsOf(t.db, code._id);
    expect(redemptions.map((r) => [r.userId, r.guestEmail, r.status])).toEqual([
      [null, email, 'used'],
      [null, otherEmail, 'held'],
    ]);
  });
});

describe('retries', () => {
  it('parallel starts of one guest’s bag leave one checkout holding the stock once, and one order', async () => {
    const email = uniqueEmail('retry');
    const product = await t.factories.product({ name: 'Retry Kaftan', price: 20, inventory: 10 });
    const lines = [{ product, quantity: 2 }];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => startGuest(t, guestBody(email, lines))),
    );
    for (const res of answers) {
      // Replaced by a later start before its page was recorded: the shopper is told to retry.
      if (res.status !== 200) expect(res.body.error).toBe(CHECKOUT_MESSAGES.checkoutReplaced);
    }
    const open = await t.db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          isNull(checkoutSessions.userId),
          eq(checkoutSessions.contactEmail, email),
          eq(checkoutSessions.status, 'open'),
        ),
      );
    expect(open).toHaveLength(1);
    expect(await heldStock(t.db, product)).toBe(2);
    expect(await inventoryOf(t.db, product)).toBe(8);

    // Paid once, confirmed by parallel returns: one order, one mail.
    await pressTestPage(t, open[0]!.providerUrl!, 'pay');
    const backs = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post('/api/checkout/guest/return', { sessionId: open[0]!.id }),
      ),
    );
    expect(new Set(backs.map((res) => res.body.order?.number)).size).toBe(1);
    const placed = await t.db.select().from(orders).where(eq(orders.guestEmail, email));
    expect(placed).toHaveLength(1);
    expect(t.mail.to(email)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(8);
  });

  it('a return for a checkout that is not a guest’s, or not ours, is not found', async () => {
    const { cartId } = await checkedOut(t, member, [{ product: agbada, quantity: 1 }]);
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.cartId, cartId));
    for (const sessionId of [session!.id, '0190a000-0000-7000-8000-000000000000', 'cs_test_x']) {
      const res = await t.post('/api/checkout/guest/return', { sessionId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(CHECKOUT_MESSAGES.guestCheckoutNotFound);
    }
  });

  it('the test page’s Cancel gives the stock back and sends the guest to the guest checkout', async () => {
    const product = await t.factories.product({ name: 'Cancel Cap', price: 15, inventory: 2 });
    const res = await startGuest(t, guestBody(uniqueEmail('cancel'), [{ product, quantity: 2 }]));
    expect(res.status).toBe(200);
    const left = await pressTestPage(t, res.body.url as string, 'cancel');
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/checkout/guest?checkout=cancelled');
    expect(await inventoryOf(t.db, product)).toBe(2);
  });

  it('the sweeper releases an abandoned guest checkout', async () => {
    const product = await t.factories.product({ name: 'Sweep Cap', price: 15, inventory: 3 });
    const res = await startGuest(t, guestBody(uniqueEmail('sweep'), [{ product, quantity: 3 }]));
    expect(res.status).toBe(200);
    expect(await inventoryOf(t.db, product)).toBe(0);
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.cartId, res.body.cartId));
    expect(await t.services.checkout.sweep()).toBeGreaterThanOrEqual(1);
    expect(await inventoryOf(t.db, product)).toBe(3);
  });
});

describe('claiming guest orders', () => {
  it('moves the orders into an account once its address is proven, and not before', async () => {
    const email = uniqueEmail('claim');
    const first = await guestPays(email, [{ product: agbada, quantity: 1 }]);
    const second = await guestPays(email, [{ product: agbada, quantity: 1 }]);

    const reg = await t.post('/api/auth/register', {
      email,
      password: 'shopper-pass-1',
      firstName: 'Ngozi',
      lastName: 'Eze',
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const bearer = reg.body.token as string;
    // Not proven yet: anyone could have typed this address.
    expect((await t.get('/api/order/me', bearer)).body.orders).toEqual([]);
    expect((await orderRow(first.number)).userId).toBeNull();

    const verifyLink = linkIn(t.mail.last(email), 'http://store.test/verify-email/')!;
    const verified = await t.post('/api/auth/verify-email', {
      token: verifyLink.slice('http://store.test/verify-email/'.length),
    });
    expect(verified.status).toBe(200);
    const mine = await t.get('/api/order/me', bearer);
    expect(mine.body.orders.map((o: { number: string }) => o.number).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    expect(mine.body.orders[0].guest).toBeUndefined();
    const row = await orderRow(first.number);
    expect(row.userId).toBe(reg.body.user._id);
    // Still bought as a guest: its link keeps working for the one who has it.
    expect(row.guestEmail).toBe(email);
    expect((await t.post('/api/order/guest', { token: first.token })).status).toBe(200);
  });

  it('an account made with a proven address claims at once, and only that address’s orders', async () => {
    const email = uniqueEmail('claim');
    const otherEmail = uniqueEmail('claim');
    const mine = await guestPays(email, [{ product: agbada, quantity: 1 }]);
    const theirs = await guestPays(otherEmail, [{ product: agbada, quantity: 1 }]);
    const account = await t.factories.member({ email, emailVerified: true });
    expect((await orderRow(mine.number)).userId).toBe(account.user.id);
    expect((await orderRow(theirs.number)).userId).toBeNull();
    // A guest order with the address of an account that proved it goes there at once.
    const later = await guestPays(email, [{ product: agbada, quantity: 1 }]);
    expect((await orderRow(later.number)).userId).toBe(account.user.id);
    expect((await t.post('/api/order/guest', { token: later.token })).status).toBe(200);
    // Claimed once: a second proof changes nothing.
    await t.db.execute(
      sql`update users set email_verified_at = now() where id = ${account.user.id}`,
    );
    expect((await orderRow(mine.number)).userId).toBe(account.user.id);
  });
});

describe('the link stays secret', () => {
  it('never writes the token to the request log, and the pages have their heads', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      config: { guestCheckout: true },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const product = await logged.factories.product({ price: 20, inventory: 3 });
      const order = await guestPaidOrder(logged, [{ product, quantity: 1 }]);
      const shown = await logged.post('/api/order/guest', { token: order.token });
      expect(shown.status).toBe(200);
      await logged.app.inject({ method: 'GET', url: `/order/guest/${order.token}` });
      const log = lines.join('\n');
      expect(log).toContain('/api/order/guest');
      expect(log).not.toContain(order.token);
    } finally {
      await logged.close();
    }
    const heads = t.services.seo;
    expect((await heads.headFor('/checkout/guest')).title).toBe('Checkout as guest | Eko Thread');
    expect(await heads.headFor('/order/lookup')).toMatchObject({
      title: 'Find your order | Eko Thread',
      noindex: true,
    });
    expect((await heads.headFor(`/order/guest/${'a'.repeat(64)}`)).noindex).toBe(true);
  });
});

describe('limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      config: {
        guestCheckout: true,
        rateLimit: { perIp: 4, perEmail: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits guest checkouts per email from any address, and per client IP', async () => {
    const email = uniqueEmail('flood');
    const body = guestBody(email, []);
    const codes = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      codes.push((await startGuest(limited, body, ip)).status);
    }
    expect(codes).toEqual([400, 400, 429]);
    const perIp = [];
    for (let i = 0; i < 5; i += 1) {
      perIp.push((await startGuest(limited, guestBody(uniqueEmail('f'), []), '10.0.1.1')).status);
    }
    expect(perIp).toEqual([400, 400, 400, 400, 429]);
  });

  it('limits order lookups per email and per client IP, like sign-in', async () => {
    const email = uniqueEmail('look');
    const codes = [];
    for (const ip of ['10.0.2.1', '10.0.2.2', '10.0.2.3']) {
      codes.push(
        (
          await limited.request('POST', '/api/order/lookup', {
            body: { number: 'EKO-10001', email },
            remoteAddress: ip,
          })
        ).status,
      );
    }
    expect(codes).toEqual([404, 404, 429]);
    const tokens = [];
    for (let i = 0; i < 5; i += 1) {
      tokens.push(
        (
          await limited.request('POST', '/api/order/guest', {
            body: { token: 'f'.repeat(64) },
            remoteAddress: '10.0.3.1',
          })
        ).status,
      );
    }
    expect(tokens).toEqual([404, 404, 404, 404, 429]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import {
  addCart,
  cartItemsOf,
  cartLines,
  checkedOut,
  CONTACT,
  eventsOf,
  expireNow,
  heldStock,
  inventoryOf,
  orderItemsOf,
  ordersOfCart,
  pathOf,
  placeOrder,
  pressTestPage,
  reservationsOf,
  sessionsOfCart,
  startCheckout,
  type Line,
  ensureDeliveryAddress,
  TEST_DELIVERY,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { numberOfOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { orderItemStatusHistory } from '../order/order.table';

// The test page keeps the shopper on the store's own origin: paths, not PUBLIC_URL addresses.
const SUCCESS_PREFIX = '/success?session_id=';
const CANCEL_URL = '/?checkout=cancelled';
const PLACED = 'Your order has been placed successfully!';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.factories.member();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/stripe/create-checkout-session (test provider)', () => {
  it('answers a guest 401 and reserves nothing', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const res = await t.post('/api/stripe/create-checkout-session', {
      cartItems: [{ _id: product.id, quantity: 1, size: 'M' }],
      user: CONTACT,
    });
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(await inventoryOf(t.db, product)).toBe(5);
  });

  it("computes the total from database prices and the shipping rule, ignoring the client's", async () => {
    const agbada = await t.factories.product({ price: 40, inventory: 10 });
    const cap = await t.factories.product({ price: 12.5, inventory: 10 });
    const lines: Line[] = [
      { product: agbada, quantity: 2 },
      { product: cap, quantity: 1 },
    ];
    const cartId = await addCart(t, member, lines);
    const res = await startCheckout(t, member, cartId, lines);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^\/api\/payment\/test\/test_cs_[\w-]{24}$/),
      provider: 'test',
      cartId,
      subtotal: 92.5,
      // The saved address is in the United States and the bag under 120: 5 per item, 3 items.
      shippingFee: 15,
      total: 107.5,
      expiresAt: expect.any(String),
      shippingAddress: { name: CONTACT.name, phone: CONTACT.phone, ...TEST_DELIVERY },
      shipping: { optionId: 'standard', option: 'Standard', estimate: '3-5 working days' },
    });
    const minutes = (Date.parse(res.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const [session] = await sessionsOfCart(t.db, cartId);
    expect(session).toMatchObject({
      status: 'open',
      provider: 'test',
      subtotalCents: 9250,
      shippingCents: 1500,
      totalCents: 10750,
      contactName: CONTACT.name,
      contactEmail: CONTACT.email,
      contactPhone: CONTACT.phone,
      userId: member.user.id,
    });
    expect(session!.idempotencyKey).toMatch(/^checkout-/);
    expect(await inventoryOf(t.db, agbada)).toBe(8);
    expect(await inventoryOf(t.db, cap)).toBe(9);
  });

  it('makes the server cart follow the bag sent with the checkout', async () => {
    const first = await t.factories.product({ inventory: 10 });
    const second = await t.factories.product({ inventory: 10, sizes: ['L', 'XL'] });
    const cartId = await addCart(t, member, [{ product: first, quantity: 1 }]);
    const res = await startCheckout(t, member, cartId, [
      { product: second, quantity: 2, size: 'XL' },
    ]);
    expect(res.status).toBe(200);
    const lines = await cartLines(t.db, cartId);
    expect(lines.map((l) => [l.productId, l.size, l.quantity])).toEqual([[second.id, 'XL', 2]]);
    expect(await inventoryOf(t.db, first)).toBe(10);
    expect(await inventoryOf(t.db, second)).toBe(8);
  });

  it('makes a cart when none is sent, and answers its id', async () => {
    const product = await t.factories.product({ inventory: 4 });
    const res = await startCheckout(t, member, undefined, [{ product, quantity: 1 }]);
    expect(res.status).toBe(200);
    expect((await cartLines(t.db, res.body.cartId)).map((l) => l.productId)).toEqual([product.id]);
  });

  it("refuses another member's cart with 404 and reserves nothing", async () => {
    const product = await t.factories.product({ inventory: 5 });
    const other = await t.factories.member();
    const cartId = await addCart(t, other, [{ product, quantity: 1 }]);
    expectError(
      await startCheckout(t, member, cartId, [{ product, quantity: 2 }]),
      404,
      'NOT_FOUND',
      `Cannot find cart with the id: ${cartId}.`,
    );
    expect(await inventoryOf(t.db, product)).toBe(5);
    expect(await sessionsOfCart(t.db, cartId)).toEqual([]);
  });

  it('checks the contact details of the checkout modal', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const cartId = await addCart(t, member, [{ product, quantity: 1 }]);
    const lines = [{ product, quantity: 1 }];
    expectValidation(
      await startCheckout(t, member, cartId, lines, { ...CONTACT, name: ' ' }),
      'user.name',
      'Name is required.',
    );
    expectValidation(
      await startCheckout(t, member, cartId, lines, { ...CONTACT, email: 'ada@' }),
      'user.email',
      'Email format is invalid.',
    );
    expectValidation(
      await startCheckout(t, member, cartId, lines, { ...CONTACT, phone: 'call me' }),
      'user.phone',
      'Phone number format is invalid.',
    );
    expectValidation(
      await startCheckout(t, member, cartId, lines, { ...CONTACT, phone: '+234 80' }),
      'user.phone',
      'Phone number format is invalid.',
    );
    expect(await inventoryOf(t.db, product)).toBe(5);
  });

  it.each([
    ['+234 803 555 0142', '+2348035550142'],
    ['+44 (20) 7946 0958', '+442079460958'],
    ['(415) 555-0134', '(415) 555-0134'],
  ])('takes the contact phone %j and keeps %j', async (typed, stored) => {
    const product = await t.factories.product({ inventory: 5 });
    const shopper = await t.factories.member();
    const res = await startCheckout(t, shopper, undefined, [{ product, quantity: 1 }], {
      ...CONTACT,
      phone: typed,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sessionsOfCart(t.db, res.body.cartId))[0]?.contactPhone).toBe(stored);
  });

  it("gives a page to the original client, which sends the member's profile as the contact", async () => {
    const product = await t.factories.product({ price: 30, inventory: 4 });
    const shopper = await t.factories.member({ firstName: 'Chidi', lastName: 'Okafor' });
    const lines = [{ product, quantity: 1 }];
    await ensureDeliveryAddress(t.db, shopper);
    // Exactly what that client posts: no cartId, and its user state (no name, no phone).
    const res = await t.post(
      '/api/stripe/create-checkout-session',
      {
        cartItems: cartItemsOf(lines),
        total: 35,
        productNames: product.name,
        user: { firstName: 'Chidi', lastName: 'Okafor', email: shopper.email },
      },
      shopper.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/payment\/test\//);
    const [session] = await sessionsOfCart(t.db, res.body.cartId);
    expect(session).toMatchObject({
      contactName: 'Chidi Okafor',
      contactEmail: shopper.email,
      contactPhone: '',
    });
    expect(await inventoryOf(t.db, product)).toBe(3);
  });

  it('takes the checkout modal without a phone, but not without any name', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const shopper = await t.factories.member();
    const lines = [{ product, quantity: 1 }];
    const { name, email } = CONTACT;
    const res = await startCheckout(t, shopper, undefined, lines, { name, email, phone: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sessionsOfCart(t.db, res.body.cartId))[0]?.contactPhone).toBe('');

    const nameless = await t.post(
      '/api/stripe/create-checkout-session',
      { cartItems: cartItemsOf(lines), user: { firstName: ' ', lastName: '', email } },
      shopper.token,
    );
    expectValidation(nameless, 'user.name', 'Name is required.');
    expect(await inventoryOf(t.db, product)).toBe(4);
  });

  it('refuses a shortage with 400 naming the product, and reserves nothing at all', async () => {
    const plenty = await t.factories.product({ name: 'Senator Suit', inventory: 5 });
    const scarce = await t.factories.product({ name: 'Aso Oke Cap', inventory: 1 });
    const cartId = await addCart(t, member, [{ product: plenty, quantity: 1 }]);
    const res = await startCheckout(t, member, cartId, [
      { product: plenty, quantity: 2 },
      { product: scarce, quantity: 2 },
    ]);
    expectValidation(res, 'cartItems.1.quantity', 'Sorry, only 1 of Aso Oke Cap is left in stock.');
    expect(await inventoryOf(t.db, plenty)).toBe(5);
    expect(await inventoryOf(t.db, scarce)).toBe(1);
    expect(await sessionsOfCart(t.db, cartId)).toEqual([]);
    expect(await heldStock(t.db, plenty)).toBe(0);
  });

  it('answers the same page for the same bag, and cancels an older checkout of a changed bag', async () => {
    const product = await t.factories.product({ inventory: 3 });
    const { cartId, url } = await checkedOut(t, member, [{ product, quantity: 3 }]);
    expect(await inventoryOf(t.db, product)).toBe(0);

    const again = await startCheckout(t, member, cartId, [{ product, quantity: 3 }]);
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(url);
    expect(await sessionsOfCart(t.db, cartId)).toHaveLength(1);

    // The shopper's own reservation does not count against the new bag.
    const changed = await startCheckout(t, member, cartId, [{ product, quantity: 2 }]);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.url).not.toBe(url);
    const sessions = await sessionsOfCart(t.db, cartId);
    expect(sessions.map((s) => s.status)).toEqual(['cancelled', 'open']);
    expect(await inventoryOf(t.db, product)).toBe(1);
    expect(await heldStock(t.db, product)).toBe(2);

    // The old page can no longer be paid.
    const old = await pressTestPage(t, url, 'pay');
    expect(old.status).toBe(410);
    expect(old.body).toContain('This checkout was cancelled');
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
  });
});

describe('shipping: the shared rule with the first saved address', () => {
  async function shippingFor(lines: Line[], countries: string[]) {
    const shopper = await t.factories.member();
    for (const country of countries) await t.factories.address(shopper, { country });
    const cartId = await addCart(t, shopper, lines);
    const res = await startCheckout(t, shopper, cartId, lines);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { subtotal: number; shippingFee: number; total: number };
  }

  it('is free from a cart total of 120', async () => {
    const product = await t.factories.product({ price: 60, inventory: 10 });
    expect(await shippingFor([{ product, quantity: 2 }], ['United States'])).toEqual(
      expect.objectContaining({ subtotal: 120, shippingFee: 0, total: 120 }),
    );
  });

  it('is free when the first saved address is in Nigeria or the United Kingdom', async () => {
    const product = await t.factories.product({ price: 10, inventory: 10 });
    expect(await shippingFor([{ product, quantity: 2 }], ['Nigeria', 'Ghana'])).toEqual(
      expect.objectContaining({ subtotal: 20, shippingFee: 0, total: 20 }),
    );
    expect(await shippingFor([{ product, quantity: 1 }], ['United Kingdom'])).toEqual(
      expect.objectContaining({ subtotal: 10, shippingFee: 0, total: 10 }),
    );
  });

  it('is otherwise 5 per item, whatever later addresses say', async () => {
    const product = await t.factories.product({ price: 30, inventory: 10 });
    const other = await t.factories.product({ price: 9.99, inventory: 10 });
    expect(
      await shippingFor(
        [
          { product, quantity: 2 },
          { product: other, quantity: 1 },
        ],
        ['Ghana', 'Nigeria'],
      ),
    ).toEqual({
      ...{ subtotal: 69.99, shippingFee: 15, total: 84.99 },
      shippingAddress: expect.objectContaining({ country: 'Ghana' }),
      shipping: expect.objectContaining({ option: 'Standard' }),
      url: expect.any(String),
      provider: 'test',
      cartId: expect.any(String),
      expiresAt: expect.any(String),
    });
  });
});

describe('the test payment page', () => {
  it('shows the items and amounts, with Pay Now and Cancel as plain forms', async () => {
    const product = await t.factories.product({ name: 'Grand <Agbada>', price: 45, inventory: 5 });
    const { url } = await checkedOut(t, member, [{ product, quantity: 2, size: 'M' }]);
    const page = await t.request('GET', pathOf(url));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body as string;
    expect(html).toContain('Grand &lt;Agbada&gt;');
    expect(html).toContain('Size M');
    expect(html).toContain('$90.00');
    expect(html).toContain('Shipping &amp; Handling');
    expect(html).toContain('$10.00');
    expect(html).toContain('Pay $100.00');
    expect(html).toContain(`<form method="post" action="${pathOf(url)}/pay">`);
    expect(html).toContain(`<form method="post" action="${pathOf(url)}/cancel">`);
    expect(html).toContain('>Pay Now</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toContain('<script');
  });

  it('answers an unknown page 404', async () => {
    const res = await t.request('GET', '/api/payment/test/test_cs_nope');
    expect(res.status).toBe(404);
    expect(res.body).toContain('This payment page does not exist.');
  });

  it('Pay Now records the payment, sends the shopper to /success, and the order is placed once', async () => {
    const shopper = await t.factories.member({ firstName: 'Tunde' });
    const agbada = await t.factories.product({ name: 'Royal Agbada', price: 50, inventory: 6 });
    const cap = await t.factories.product({ name: 'Fila', price: 7.5, inventory: 6, sizes: ['S'] });
    const lines: Line[] = [
      { product: agbada, quantity: 2, size: 'L' },
      { product: cap, quantity: 1, size: 'S' },
    ];
    const { cartId, url } = await checkedOut(t, shopper, lines);
    const [session] = await sessionsOfCart(t.db, cartId);

    const paid = await pressTestPage(t, url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${SUCCESS_PREFIX}${session!.id}`);

    const res = await placeOrder(t, shopper, cartId, 0.01);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: PLACED,
      order: { _id: expect.any(String) },
    });
    const orderId = res.body.order._id as string;

    const [order] = await ordersOfCart(t.db, cartId);
    expect(order).toMatchObject({
      id: orderId,
      userId: shopper.user.id,
      checkoutSessionId: session!.id,
      subtotalCents: 10750,
      shippingCents: 1500,
      totalCents: 12250,
      paymentProvider: 'test',
      contactName: CONTACT.name,
      contactEmail: CONTACT.email,
      contactPhone: CONTACT.phone,
    });
    expect(order!.paymentReference).toMatch(/^test_pi_/);
    const items = await orderItemsOf(t.db, orderId);
    expect(
      items.map((i) => [
        i.productId,
        i.productName,
        i.productSlug,
        i.size,
        i.quantity,
        i.purchasePriceCents,
        i.totalPriceCents,
        i.status,
      ]),
    ).toEqual([
      [agbada.id, 'Royal Agbada', agbada.slug, 'L', 2, 5000, 10000, 'Not processed'],
      [cap.id, 'Fila', cap.slug, 'S', 1, 750, 750, 'Not processed'],
    ]);
    const history = await t.db
      .select()
      .from(orderItemStatusHistory)
      .where(eq(orderItemStatusHistory.orderItemId, items[0]!.id));
    expect(history.map((h) => [h.status, h.actorId])).toEqual([['Not processed', null]]);

    // The reservation became the sale: stock stays taken, nothing is held any more.
    expect(await inventoryOf(t.db, agbada)).toBe(4);
    expect(await heldStock(t.db, agbada)).toBe(0);
    expect((await reservationsOf(t.db, session!.id)).every((r) => r.orderedAt !== null)).toBe(true);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('paid');

    // The confirmation mail: items, totals and the order's link.
    const number = await numberOfOrder(t.db, orderId);
    const mails = t.mail.to(CONTACT.email).filter((m) => m.subject.includes(number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order Confirmation ${number}`);
    expect(mails[0]!.text).toContain(`Order ${number}`);
    expect(mails[0]!.text).toContain('2 × Royal Agbada (size L): $100.00');
    expect(mails[0]!.text).toContain('1 × Fila (size S): $7.50');
    expect(mails[0]!.text).toContain('Shipping & Handling: $15.00');
    expect(mails[0]!.text).toContain('Total: $122.50');
    expect(mails[0]!.text).toContain(`http://store.test/order/${orderId}`);

    // Confirming again, by the page or by the return, changes nothing.
    expect((await pressTestPage(t, url, 'pay')).status).toBe(303);
    const again = await placeOrder(t, shopper, cartId);
    expect(again.body.order._id).toBe(orderId);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    expect(await eventsOf(t.db, session!.id)).toHaveLength(1);
    expect(t.mail.to(CONTACT.email).filter((m) => m.subject.includes(number))).toHaveLength(1);
    expect(await inventoryOf(t.db, agbada)).toBe(4);
  });

  it('places the order even when the confirmation mail cannot be sent', async () => {
    const product = await t.factories.product({ inventory: 3 });
    const { cartId, url } = await checkedOut(t, member, [{ product, quantity: 1 }]);
    const send = t.mail.send;
    t.mail.send = () => {
      throw new Error('SMTP is down');
    };
    try {
      expect((await pressTestPage(t, url, 'pay')).status).toBe(303);
    } finally {
      t.mail.send = send;
    }
    const res = await placeOrder(t, member, cartId);
    expect(res.status).toBe(200);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
  });

  it('Cancel gives the stock back, goes to the cancel address, and nothing is placed', async () => {
    const product = await t.factories.product({ inventory: 4 });
    const { cartId, url } = await checkedOut(t, member, [{ product, quantity: 3 }]);
    expect(await inventoryOf(t.db, product)).toBe(1);

    const res = await pressTestPage(t, url, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(CANCEL_URL);
    expect(await inventoryOf(t.db, product)).toBe(4);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('cancelled');

    // Pressed twice: the stock goes back once.
    expect((await pressTestPage(t, url, 'cancel')).status).toBe(303);
    expect(await inventoryOf(t.db, product)).toBe(4);

    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'This checkout was cancelled before it was paid, so no order has been placed.',
    );
    const page = await t.request('GET', pathOf(url));
    expect(page.status).toBe(410);
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
  });
});

describe('POST /api/order/add without a confirmed payment', () => {
  it('places nothing while the checkout is unpaid', async () => {
    const product = await t.factories.product({ inventory: 3 });
    const { cartId } = await checkedOut(t, member, [{ product, quantity: 1 }]);
    expectError(
      await placeOrder(t, member, cartId, 9999),
      400,
      'BUSINESS_RULE',
      'We have not received your payment yet, so no order has been placed.',
    );
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    expect(await inventoryOf(t.db, product)).toBe(2);
  });

  it('places nothing for a cart that never went to checkout', async () => {
    const product = await t.factories.product({ inventory: 3 });
    const cartId = await addCart(t, member, [{ product, quantity: 1 }]);
    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'No payment has been started for this cart, so no order has been placed.',
    );
  });

  it("does not place or show another member's paid order", async () => {
    const product = await t.factories.product({ inventory: 3 });
    const owner = await t.factories.member();
    const { cartId, url } = await checkedOut(t, owner, [{ product, quantity: 1 }]);
    await pressTestPage(t, url, 'pay');
    expectError(
      await placeOrder(t, member, cartId),
      404,
      'NOT_FOUND',
      `Cannot find cart with the id: ${cartId}.`,
    );
    expect((await placeOrder(t, owner, cartId)).status).toBe(200);
  });

  it('checks its body and needs a signed-in user', async () => {
    expectError(await t.post('/api/order/add', { cartId: 'x', total: 1 }), 401, 'UNAUTHENTICATED');
    expectValidation(
      await t.post('/api/order/add', { total: 1 }, member.token),
      'cartId',
      'Your cart could not be found. Please try again.',
    );
    expectError(
      await placeOrder(t, member, 'not-a-cart'),
      404,
      'NOT_FOUND',
      'Cannot find cart with the id: not-a-cart.',
    );
  });
});

describe('reservations that run out', () => {
  it('are released by the sweep exactly once, and the page can no longer be paid', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const { cartId, url } = await checkedOut(t, member, [{ product, quantity: 2 }]);
    const [session] = await sessionsOfCart(t.db, cartId);
    expect(await inventoryOf(t.db, product)).toBe(3);

    expect(await t.services.checkout.sweep()).toBe(0);
    expect(await inventoryOf(t.db, product)).toBe(3);

    await expireNow(t.db, session!.id);
    expect(await t.services.checkout.sweep()).toBeGreaterThanOrEqual(1);
    expect(await inventoryOf(t.db, product)).toBe(5);
    expect(await t.services.checkout.sweep()).toBe(0);
    expect(await t.services.checkout.closeLocally(session!.id, 'expired')).toBe('expired');
    expect(await inventoryOf(t.db, product)).toBe(5);
    const [reservation] = await reservationsOf(t.db, session!.id);
    expect(reservation!.releasedAt).not.toBeNull();
    expect(reservation!.orderedAt).toBeNull();

    expect((await pressTestPage(t, url, 'pay')).status).toBe(410);
    expectError(
      await placeOrder(t, member, cartId),
      400,
      'BUSINESS_RULE',
      'This checkout expired before it was paid, so no order has been placed.',
    );
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
  });

  it('are closed when their page is opened after the time is up, even before the sweep', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const { cartId, url } = await checkedOut(t, member, [{ product, quantity: 1 }]);
    const [session] = await sessionsOfCart(t.db, cartId);
    await expireNow(t.db, session!.id);
    const page = await t.request('GET', pathOf(url));
    expect(page.status).toBe(410);
    expect(page.body).toContain('This checkout expired');
    expect(await inventoryOf(t.db, product)).toBe(5);
  });
});

describe('POST /api/checkout/cancel', () => {
  it("cancels the caller's open checkout of a cart and gives the stock back once", async () => {
    const product = await t.factories.product({ inventory: 5 });
    const { cartId } = await checkedOut(t, member, [{ product, quantity: 2 }]);
    const stranger = await t.factories.member();
    expectError(
      await t.post('/api/checkout/cancel', { cartId }, stranger.token),
      404,
      'NOT_FOUND',
      `Cannot find cart with the id: ${cartId}.`,
    );
    expect(await inventoryOf(t.db, product)).toBe(3);

    const res = await t.post('/api/checkout/cancel', { cartId }, member.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your checkout has been cancelled.' });
    expect(await inventoryOf(t.db, product)).toBe(5);
    expect((await t.post('/api/checkout/cancel', { cartId }, member.token)).status).toBe(200);
    expect(await inventoryOf(t.db, product)).toBe(5);
  });
});

describe('the sweeper started by the app', () => {
  it('releases expired reservations on its interval and stops when the app closes', async () => {
    const swept = await createTestApp({
      config: { payment: { ...testConfig().payment, sweepSeconds: 1 } },
    });
    try {
      const shopper = await swept.factories.member();
      const product = await swept.factories.product({ inventory: 4 });
      const { cartId } = await checkedOut(swept, shopper, [{ product, quantity: 3 }]);
      const [session] = await sessionsOfCart(swept.db, cartId);
      expect(await inventoryOf(swept.db, product)).toBe(1);
      await expireNow(swept.db, session!.id);
      const deadline = Date.now() + 10_000;
      while ((await inventoryOf(swept.db, product)) !== 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await inventoryOf(swept.db, product)).toBe(4);
      expect((await sessionsOfCart(swept.db, cartId))[0]!.status).toBe('expired');
    } finally {
      await swept.close();
    }
  });
});

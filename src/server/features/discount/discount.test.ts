import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DISCOUNT_MESSAGES as M } from '#shared/discount/discount.messages';

import { expectError, expectValidation } from '../../test/assertions';
import {
  addCart,
  cartItemsOf,
  CONTACT,
  ensureDeliveryAddress,
  expireNow,
  heldStock,
  inventoryOf,
  ordersOfCart,
  placeOrder,
  pressTestPage,
  sessionsOfCart,
  type Line,
} from '../../test/checkout-helpers';
import {
  addDiscount,
  applyCode,
  codeRow,
  freshCode,
  redemptionsOf,
} from '../../test/discount-helpers';
import type { TestUser } from '../../test/factories';
import { recomputedSales, rolledUpSales } from '../../test/order-sales-helpers';
import { askReturn, deliver, setStatus } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries } from '../audit/audit.table';
import type { BrandRow } from '../brand/brand.table';
import { orderItems, orders } from '../order/order.table';
import type { TestProvider } from '../payment/test.provider';
import type { ProductRow } from '../product/product.table';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let shopper: TestUser;
let brand: BrandRow;
let otherBrand: BrandRow;
/** A house product ($59.99) and the seller's brand's ($45.01). */
let agbada: ProductRow;
let suit: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  seller = await t.factories.merchant();
  otherSeller = await t.factories.merchant();
  shopper = await t.factories.member();
  brand = await t.factories.brand({ merchant: seller, name: 'Lagos Suits' });
  otherBrand = await t.factories.brand({ merchant: otherSeller, name: 'Abuja Native' });
  agbada = await t.factories.product({ name: 'Royal Agbada', price: 59.99, inventory: 50 });
  suit = await t.factories.product({ name: 'Navy Suit', price: 45.01, inventory: 50, brand });
});
afterAll(async () => {
  await t.close();
});

/** POST /api/stripe/create-checkout-session with a discount code, as the checkout modal sends it. */
async function checkoutWith(
  by: TestUser,
  lines: readonly Line[],
  discountCode?: string,
  cartId?: string,
) {
  await ensureDeliveryAddress(t.db, by);
  const cart = cartId ?? (await addCart(t, by, lines));
  const res = await t.post(
    '/api/stripe/create-checkout-session',
    {
      cartId: cart,
      cartItems: cartItemsOf(lines),
      total: 1,
      user: CONTACT,
      ...(discountCode !== undefined && { discountCode }),
    },
    by.token,
  );
  return { res, cartId: cart };
}

/** A checkout with the code, paid on the test page, and its order. */
async function paidWith(by: TestUser, lines: readonly Line[], code: string) {
  const { res, cartId } = await checkoutWith(by, lines, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await pressTestPage(t, res.body.url, 'pay')).status).toBe(303);
  const placed = await placeOrder(t, by, cartId);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { checkout: res.body, cartId, orderId: placed.body.order._id as string };
}

const provider = () => t.services.paymentProvider as TestProvider;

describe('the dashboard: codes of the store and of a brand', () => {
  it('an admin adds a store-wide code, kept in capitals, and the write is audited', async () => {
    const res = await t.post(
      '/api/discount/add',
      {
        code: '  welcome-15 ',
        type: 'percentage',
        value: 15,
        minSubtotal: '50',
        startsAt: '2026-01-01T00:00',
        endsAt: null,
        maxUses: 100,
        maxUsesPerCustomer: 1,
      },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Discount code has been added successfully!',
      discount: {
        code: 'WELCOME-15',
        type: 'percentage',
        value: 15,
        minSubtotal: 50,
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: null,
        maxUses: 100,
        maxUsesPerCustomer: 1,
        uses: 0,
        isActive: true,
        brand: null,
      },
    });
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, res.body.discount._id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'discount.add',
      actorId: admin.user.id,
      brandId: null,
      subjectLabel: 'Discount code WELCOME-15',
    });
  });

  it('refuses bad terms with the field and its message, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'percentage', value: 0 }, 'value', M.percentageInvalid],
      [{ type: 'percentage', value: 101 }, 'value', M.percentageInvalid],
      [{ type: 'percentage', value: 12.5 }, 'value', M.percentageInvalid],
      [{ type: 'fixed', value: 0 }, 'value', M.amountInvalid(100_000)],
      // Less than a cent is no amount.
      [{ type: 'fixed', value: 0.004 }, 'value', M.amountInvalid(100_000)],
      [{ startsAt: '0000-01-01T00:00' }, 'startsAt', M.dateInvalid],
      [{ type: 'bogus', value: 5 }, 'type', M.typeInvalid],
      [{ code: 'SAVE 10!' }, 'code', M.codeInvalid],
      [{ code: 'AB' }, 'code', M.codeLength(3, 32)],
      [{ code: 'X'.repeat(33) }, 'code', M.codeLength(3, 32)],
      [{ maxUses: 0 }, 'maxUses', M.usesInvalid(1_000_000)],
      [{ startsAt: 'tomorrow' }, 'startsAt', M.dateInvalid],
      [{ startsAt: '2026-12-10T00:00', endsAt: '2026-12-01T00:00' }, 'endsAt', M.datesOrder],
    ];
    const before = (await t.get('/api/discount', admin.token)).body.count as number;
    for (const [body, field, message] of cases) {
      const res = await t.post(
        '/api/discount/add',
        { code: freshCode(), type: 'percentage', value: 10, ...body },
        admin.token,
      );
      expectValidation(res, field, message);
    }
    expect((await t.get('/api/discount', admin.token)).body.count).toBe(before);
  });

  it('a code is taken whatever its case', async () => {
    const code = freshCode('TAKEN');
    await addDiscount(t, admin, { code });
    const res = await t.post(
      '/api/discount/add',
      { code: code.toLowerCase(), type: 'fixed', value: 5 },
      seller.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.codeTaken);
  });

  it("a merchant's code is its brand's; it lists its own only; another brand's id is not found", async () => {
    const mine = await addDiscount(t, seller, { type: 'fixed', value: 7.5 });
    const theirs = await addDiscount(t, otherSeller, { type: 'fixed', value: 3 });
    expect((await t.get(`/api/discount/${mine._id}`, seller.token)).body.discount).toMatchObject({
      brand: { _id: brand.id, name: 'Lagos Suits' },
      value: 7.5,
    });

    const list = await t.get('/api/discount', seller.token);
    expect(list.status).toBe(200);
    const ids = list.body.discounts.map((d: { _id: string }) => d._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    expect(
      list.body.discounts.every(
        (d: { brand: { _id: string } | null }) => d.brand?._id === brand.id,
      ),
    ).toBe(true);
    const all = await t.get('/api/discount', admin.token);
    expect(all.body.discounts.map((d: { _id: string }) => d._id)).toEqual(
      expect.arrayContaining([mine._id, theirs._id]),
    );

    const body = { code: freshCode(), type: 'fixed', value: 1 };
    expectError(await t.get(`/api/discount/${theirs._id}`, seller.token), 404, 'NOT_FOUND');
    expectError(await t.put(`/api/discount/${theirs._id}`, body, seller.token), 404, 'NOT_FOUND');
    expectError(
      await t.put(`/api/discount/${theirs._id}/active`, { isActive: false }, seller.token),
      404,
      'NOT_FOUND',
    );
    expect((await codeRow(t.db, theirs._id)).isActive).toBe(true);
    expect((await t.get('/api/discount', shopper.token)).status).toBe(403);
    expect((await t.get('/api/discount')).status).toBe(401);
    // An admin may correct any brand's code.
    const edited = await t.put(
      `/api/discount/${theirs._id}`,
      { code: theirs.code, type: 'fixed', value: 4 },
      admin.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.discount).toMatchObject({ value: 4, brand: { _id: otherBrand.id } });
  });

  it('searches by any part of the code and filters by state', async () => {
    const stem = freshCode('FIND');
    const live = await addDiscount(t, admin, { code: `${stem}LIVE` });
    const off = await addDiscount(t, admin, { code: `${stem}OFF`, isActive: false });
    const later = await addDiscount(t, admin, {
      code: `${stem}LATER`,
      startsAt: '2099-01-01T00:00:00Z',
    });
    const gone = await addDiscount(t, admin, {
      code: `${stem}GONE`,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00Z',
    });
    const found = async (query: string) =>
      (await t.get(`/api/discount?${query}`, admin.token)).body.discounts.map(
        (d: { _id: string }) => d._id,
      );
    expect((await found(`q=${stem.toLowerCase()}`)).sort()).toEqual(
      [live._id, off._id, later._id, gone._id].sort(),
    );
    expect(await found(`q=${stem}&status=active`)).toEqual([live._id]);
    expect(await found(`q=${stem}&status=inactive`)).toEqual([off._id]);
    expect(await found(`q=${stem}&status=scheduled`)).toEqual([later._id]);
    expect(await found(`q=${stem}&status=expired`)).toEqual([gone._id]);
    expectValidation(
      await t.get('/api/discount?status=soon', admin.token),
      'status',
      M.statusInvalid,
    );
  });

  it('deactivates and activates a code, each change audited once', async () => {
    const code = await addDiscount(t, seller, {});
    const off = await t.put(`/api/discount/${code._id}/active`, { isActive: false }, seller.token);
    expect(off.body).toMatchObject({ message: M.deactivated, discount: { isActive: false } });
    // Already off: nothing to record.
    await t.put(`/api/discount/${code._id}/active`, { isActive: false }, seller.token);
    const on = await t.put(`/api/discount/${code._id}/active`, { isActive: true }, admin.token);
    expect(on.body).toMatchObject({ message: M.activated, discount: { state: 'active' } });
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, code._id), eq(auditEntries.kind, 'discount.status')));
    expect(entries.map((entry) => entry.after)).toEqual([{ isActive: false }, { isActive: true }]);
    expect(entries[0]!.brandId).toBe(brand.id);
  });
});

describe('POST /api/discount/apply: the bag re-priced by the server', () => {
  const bag = (): Line[] => [
    { product: agbada, quantity: 2 },
    { product: suit, quantity: 1 },
  ];

  it('prices a store-wide percentage over every item, to the cent (a guest may ask)', async () => {
    const { code } = await addDiscount(t, admin, { type: 'percentage', value: 15 });
    const res = await applyCode(t, code.toLowerCase(), bag());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2 × 59.99 + 45.01 = 164.99; 15% = 24.7485 -> 24.75. Spread by largest remainder:
    // 2475 × 11998 / 16499 = 1799.77 -> 1800 (it takes the odd cent), 2475 × 4501 / 16499 = 675.
    expect(res.body).toEqual({
      success: true,
      message: M.applied(code),
      code,
      subtotal: 164.99,
      discount: 24.75,
      total: 140.24,
      brand: null,
      lines: [
        { product: agbada.id, size: 'M', discount: 18, total: 101.98 },
        { product: suit.id, size: 'M', discount: 6.75, total: 38.26 },
      ],
    });
  });

  it("prices a brand's fixed code on its items only", async () => {
    const { code } = await addDiscount(t, seller, { type: 'fixed', value: 10 });
    const res = await applyCode(t, code, bag(), shopper);
    expect(res.body).toMatchObject({
      discount: 10,
      total: 154.99,
      brand: 'Lagos Suits',
      lines: [
        { product: agbada.id, discount: 0, total: 119.98 },
        { product: suit.id, discount: 10, total: 35.01 },
      ],
    });
  });

  it('refuses with the reason a shopper understands, on the code field', async () => {
    const refused = async (terms: Record<string, unknown>, lines = bag(), by = shopper) => {
      const { code } = await addDiscount(t, terms.by === 'seller' ? seller : admin, {
        ...terms,
        by: undefined,
      });
      const res = await applyCode(t, code, lines, by);
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe('code');
      return res.body.error as string;
    };
    expect((await applyCode(t, 'NOSUCHCODE', bag())).body.error).toBe(M.unknown);
    expect((await applyCode(t, 'bad code!', bag())).body.error).toBe(M.unknown);
    expectValidation(await applyCode(t, '   ', bag()), 'code', M.codeRequired);
    expect(await refused({ endsAt: '2020-02-01T00:00' })).toBe(M.expired);
    expect(await refused({ startsAt: '2099-03-04T05:06' })).toBe(
      'This discount code can be used from March 4, 2099 at 05:06 UTC.',
    );
    expect(await refused({ isActive: false })).toBe(M.inactive);
    expect(await refused({ minSubtotal: 200 })).toBe(
      'This code needs $200.00 of items in your bag. Add $35.01 more to use it.',
    );
    expect(await refused({ by: 'seller', minSubtotal: 50 })).toBe(
      'This code needs $50.00 of Lagos Suits items in your bag. Add $4.99 more to use it.',
    );
    expect(await refused({ by: 'seller' }, [{ product: agbada, quantity: 1 }])).toBe(
      M.notForTheseItems('Lagos Suits'),
    );
  });

  it('says a code is used up, and already used by this customer', async () => {
    const once = await addDiscount(t, admin, { maxUses: 1 });
    const buyer = await t.factories.member();
    await paidWith(buyer, [{ product: agbada, quantity: 1 }], once.code);
    expect((await applyCode(t, once.code, bag(), shopper)).body.error).toBe(M.usedUp);

    const perCustomer = await addDiscount(t, admin, { maxUsesPerCustomer: 1 });
    await paidWith(buyer, [{ product: agbada, quantity: 1 }], perCustomer.code);
    expect((await applyCode(t, perCustomer.code, bag(), buyer)).body.error).toBe(M.alreadyUsed);
    expect((await applyCode(t, perCustomer.code, bag(), shopper)).status).toBe(200);
  });
});

describe('a checkout with a code, its order, its mails and its refunds', () => {
  it('charges the discounted total and keeps the discount on the order, each item its part', async () => {
    const { code, _id } = await addDiscount(t, admin, { type: 'percentage', value: 15 });
    const buyer = await t.factories.member();
    const lines: Line[] = [
      { product: agbada, quantity: 2 },
      { product: suit, quantity: 1 },
    ];
    const { res, cartId } = await checkoutWith(buyer, lines, ` ${code.toLowerCase()} `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Over $120: free shipping (decided on the items before the discount).
    expect(res.body).toMatchObject({
      subtotal: 164.99,
      discount: 24.75,
      discountCode: code,
      shippingFee: 0,
      total: 140.24,
    });
    expect((await codeRow(t.db, _id)).uses).toBe(1);

    // The test payment page shows the code and charges the total.
    const page = await t.request('GET', res.body.url);
    expect(page.body).toContain(`Discount (${code})`);
    expect(page.body).toContain('&minus;$24.75');
    expect(page.body).toContain('Pay $140.24');

    t.mail.clear();
    expect((await pressTestPage(t, res.body.url, 'pay')).status).toBe(303);
    const placed = await placeOrder(t, buyer, cartId);
    expect(placed.status).toBe(200);
    const orderId = placed.body.order._id as string;

    const read = await t.get(`/api/order/${orderId}`, buyer.token);
    expect(read.body.order).toMatchObject({
      total: 164.99,
      discount: 24.75,
      discountCode: code,
      totalTax: 0,
      totalWithTax: 140.24,
    });
    expect(
      read.body.order.products.map((item: { discount: number; totalPrice: number }) => [
        item.discount,
        item.totalPrice,
      ]),
    ).toEqual([
      [18, 101.98],
      [6.75, 38.26],
    ]);
    // The merchant's view: what was paid for its item, its part of the code already off.
    const sale = await t.get(`/api/order/${orderId}`, seller.token);
    expect(sale.body.order).toMatchObject({
      total: 38.26,
      totalWithTax: 38.26,
      discount: 6.75,
      discountCode: code,
    });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored).toMatchObject({
      subtotalCents: 16_499,
      discountCents: 2475,
      discountCode: code,
      totalCents: 14_024,
    });
    const redemptions = await redemptionsOf(t.db, _id);
    expect(redemptions.map((r) => [r.status, r.amountCents])).toEqual([['used', 2475]]);

    const confirmation = t.mail.sent.find((m) => m.to === CONTACT.email);
    expect(confirmation?.text).toContain(`Discount (${code}): -$24.75`);
    expect(confirmation?.text).toContain('Total: $140.24');
    const saleMail = t.mail.sent.find((m) => m.to === seller.email);
    expect(saleMail?.text).toContain(
      `Navy Suit (size M): $38.26 (after $6.75 off with code ${code})`,
    );
    expect(saleMail?.text).toContain('Your items: $38.26');

    // The overview's rollup counts what was paid, to the cent.
    expect(await rolledUpSales(t.db)).toEqual(await recomputedSales(t.db));
  });

  it('a refund of an item returns what was paid for it, and every unit adds up to the item', async () => {
    const { code } = await addDiscount(t, admin, { type: 'percentage', value: 15 });
    const buyer = await t.factories.member();
    const { orderId, cartId } = await paidWith(
      buyer,
      [
        { product: agbada, quantity: 2 },
        { product: suit, quantity: 1 },
      ],
      code,
    );
    const order = { orderId, cartId, number: '' };
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    const [agbadaItem, suitItem] = items;
    expect(agbadaItem!.totalPriceCents).toBe(10_198);

    // Two returns of one agbada each: $50.99 and $50.99, the item's $101.98 in all.
    await deliver(t, admin, order, agbadaItem!.id);
    const first = await askReturn(t, buyer, agbadaItem!.id, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.return.amount).toBe(50.99);
    const second = await askReturn(t, buyer, agbadaItem!.id, 1);
    expect(second.body.return.amount).toBe(50.99);
    for (const id of [first.body.return._id, second.body.return._id]) {
      expect((await t.put(`/api/return/${id}/accept`, {}, admin.token)).status).toBe(200);
      expect((await t.put(`/api/return/${id}/receive`, {}, admin.token)).status).toBe(200);
    }

    // The suit is cancelled before it ships: its refund is what was paid for it, $38.26.
    await setStatus(t, admin, order, suitItem!.id, 'Cancelled');
    const refund = await t.post(`/api/return/item/${suitItem!.id}/refund`, {}, admin.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.return.amount).toBe(38.26);

    const refunded = provider()
      .refunds.filter((r) =>
        [first.body.return._id, second.body.return._id, refund.body.return._id].some(
          (id) => r.idempotencyKey === `refund-${id}`,
        ),
      )
      .map((r) => r.amountCents);
    expect(refunded.sort()).toEqual([3826, 5099, 5099]);
    // Everything sent back is everything paid for the items: 140.24, shipping was free.
    expect(refunded.reduce((a, b) => a + b, 0)).toBe(14_024);
    expect(await rolledUpSales(t.db)).toEqual(await recomputedSales(t.db));
  });

  it("a checkout without a code is priced as before (the original client's request)", async () => {
    const buyer = await t.factories.member();
    const { res } = await checkoutWith(buyer, [{ product: agbada, quantity: 1 }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subtotal: 59.99, shippingFee: 5, total: 64.99 });
    expect(res.body).not.toHaveProperty('discount');
    expect(res.body).not.toHaveProperty('discountCode');
  });

  it('a refused code stops the checkout: nothing reserved, no use taken', async () => {
    const { code, _id } = await addDiscount(t, admin, { minSubtotal: 500 });
    const buyer = await t.factories.member();
    const stock = await inventoryOf(t.db, agbada);
    const { res, cartId } = await checkoutWith(buyer, [{ product: agbada, quantity: 1 }], code);
    expectValidation(
      res,
      'discountCode',
      'This code needs $500.00 of items in your bag. Add $440.01 more to use it.',
    );
    expect(await sessionsOfCart(t.db, cartId)).toHaveLength(0);
    expect(await inventoryOf(t.db, agbada)).toBe(stock);
    expect((await codeRow(t.db, _id)).uses).toBe(0);
    const unknown = await checkoutWith(buyer, [{ product: agbada, quantity: 1 }], 'NOPE-NOPE');
    expectValidation(unknown.res, 'discountCode', M.unknown);
  });
});

describe('a use comes back exactly once when a checkout does not end in an order', () => {
  it('a cancelled checkout gives its use back once, and another shopper can take it', async () => {
    const { code, _id } = await addDiscount(t, admin, { maxUses: 1 });
    const first = await t.factories.member();
    const second = await t.factories.member();
    const lines = [{ product: agbada, quantity: 1 }];
    const held = await checkoutWith(first, lines, code);
    expect(held.res.status).toBe(200);
    expect((await codeRow(t.db, _id)).uses).toBe(1);

    const refused = await checkoutWith(second, lines, code);
    expectValidation(refused.res, 'discountCode', M.usedUp);

    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.post('/api/checkout/cancel', { cartId: held.cartId }, first.token)).status,
      ).toBe(200);
    }
    expect((await pressTestPage(t, held.res.body.url, 'cancel')).status).toBeLessThan(500);
    expect((await codeRow(t.db, _id)).uses).toBe(0);
    expect((await redemptionsOf(t.db, _id)).map((r) => r.status)).toEqual(['released']);

    const taken = await checkoutWith(second, lines, code, refused.cartId);
    expect(taken.res.status, JSON.stringify(taken.res.body)).toBe(200);
    expect((await codeRow(t.db, _id)).uses).toBe(1);
  });

  it('an expired checkout gives its use back once, however often the sweeper comes', async () => {
    const { code, _id } = await addDiscount(t, admin, { maxUses: 3 });
    const buyer = await t.factories.member();
    const { res, cartId } = await checkoutWith(buyer, [{ product: suit, quantity: 2 }], code);
    expect(res.status).toBe(200);
    const [session] = await sessionsOfCart(t.db, cartId);
    await expireNow(t.db, session!.id);
    await t.services.checkout.sweep();
    await t.services.checkout.sweep();
    await t.services.checkout.closeLocally(session!.id, 'expired');
    expect((await codeRow(t.db, _id)).uses).toBe(0);
    expect(await heldStock(t.db, suit)).toBe(0);
    // Its page can no longer be paid, and no order exists.
    expect((await pressTestPage(t, res.body.url, 'pay')).status).toBe(410);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(0);
  });

  it("starting again without the code gives the earlier checkout's use back", async () => {
    const { code, _id } = await addDiscount(t, admin, {});
    const buyer = await t.factories.member();
    const lines = [{ product: agbada, quantity: 1 }];
    const { cartId } = await checkoutWith(buyer, lines, code);
    expect((await codeRow(t.db, _id)).uses).toBe(1);
    // The same bag with the same code answers the same page and holds one use.
    await checkoutWith(buyer, lines, code, cartId);
    expect((await codeRow(t.db, _id)).uses).toBe(1);
    const plain = await checkoutWith(buyer, lines, undefined, cartId);
    expect(plain.res.body.discount).toBeUndefined();
    expect((await codeRow(t.db, _id)).uses).toBe(0);
  });

  it('uses per customer count the account: a held checkout counts, a released one not', async () => {
    const { code } = await addDiscount(t, admin, { maxUsesPerCustomer: 1 });
    const buyer = await t.factories.member();
    const lines = [{ product: agbada, quantity: 1 }];
    const { res, cartId } = await checkoutWith(buyer, lines, code);
    expect(res.status).toBe(200);
    // Another cart of the same account replaces the open checkout: its use is given back first.
    const again = await checkoutWith(buyer, [{ product: suit, quantity: 1 }], code);
    expect(again.res.status, JSON.stringify(again.res.body)).toBe(200);
    expect((await sessionsOfCart(t.db, cartId))[0]!.status).toBe('cancelled');
    // Paid: the account has used it.
    expect((await pressTestPage(t, again.res.body.url, 'pay')).status).toBe(303);
    const third = await checkoutWith(buyer, lines, code);
    expectValidation(third.res, 'discountCode', M.alreadyUsed);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OVERVIEW_MESSAGES } from '#shared/overview/overview.messages';
import type { OverviewResponse } from '#shared/overview/overview.schemas';

import { expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { chatMessages } from '../chat/chat.table';
import { merchants } from '../merchant/merchant.table';
import { orderItems, orders } from '../order/order.table';
import type { ProductRow } from '../product/product.table';
import { orderReturns } from '../return/return.table';
import { reviews } from '../review/review.table';

/**
 * Issue 25 section 1: the dashboard's home. Every figure is checked against totals worked out
 * by hand from the orders below, with a cancelled item and a refunded return among them.
 */

const DAY_MS = 86_400_000;
const today = new Date();
const dayText = (daysAgo: number) =>
  new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - daysAgo * DAY_MS,
  )
    .toISOString()
    .slice(0, 10);
/** Noon UTC, `daysAgo` days back: well inside that UTC day. */
const noon = (daysAgo: number) => new Date(`${dayText(daysAgo)}T12:00:00.000Z`);

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let ada: TestUser;
let bola: TestUser;
/** Runs Agbada House (agbada 40.00, cap 10.00); `other` runs Cap Co (fila 25.00). */
let seller: TestUser;
let other: TestUser;
let brandless: TestUser;
let sellerBrand: BrandRow;
let otherBrand: BrandRow;
let agbada: ProductRow;
let kufi: ProductRow;
let fila: ProductRow;

async function placedDaysAgo(order: PaidOrder, daysAgo: number) {
  await t.db
    .update(orders)
    .set({ created: noon(daysAgo) })
    .where(eq(orders.id, order.orderId));
}

async function overview(token: string | undefined, query = 'period=7d') {
  return t.get<OverviewResponse>(`/api/overview?${query}`, token);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  member = await t.factories.member();
  ada = await t.factories.member();
  bola = await t.factories.member();
  seller = await t.factories.merchant();
  other = await t.factories.merchant();
  brandless = await t.factories.merchant();
  sellerBrand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  otherBrand = await t.factories.brand({ name: 'Cap Co', merchant: other });
  agbada = await t.factories.product({
    name: 'Royal Agbada',
    price: 40,
    inventory: 50,
    brand: sellerBrand,
  });
  kufi = await t.factories.product({
    name: 'Kufi Cap',
    price: 10,
    inventory: 50,
    brand: sellerBrand,
  });
  fila = await t.factories.product({
    name: 'Fila Cap',
    price: 25,
    inventory: 50,
    brand: otherBrand,
  });

  // Today: 2 agbada (80.00, seller) + 1 fila (25.00, other).
  const o1 = await paidOrder(t, ada, [
    { product: agbada, quantity: 2, size: 'L' },
    { product: fila, quantity: 1, size: 'M' },
  ]);
  await placedDaysAgo(o1, 0);
  // Today: 1 kufi (10.00, cancelled: never counts) + 1 agbada (40.00).
  const o2 = await paidOrder(t, bola, [
    { product: kufi, quantity: 1, size: 'M' },
    { product: agbada, quantity: 1, size: 'M' },
  ]);
  await placedDaysAgo(o2, 0);
  const [kufiItem] = await itemsOf(t.db, o2.orderId);
  await t.db.update(orderItems).set({ status: 'Cancelled' }).where(eq(orderItems.id, kufiItem!.id));
  // Its refund is a cancellation: the item is left out once, never subtracted a second time.
  await t.db.insert(orderReturns).values({
    kind: 'cancellation',
    orderId: o2.orderId,
    orderItemId: kufiItem!.id,
    userId: bola.user.id,
    brandId: sellerBrand.id,
    quantity: 1,
    reason: 'Cancelled',
    status: 'refunded',
    amountCents: 1000,
    currency: 'usd',
    paymentProvider: 'test',
    refundedAt: new Date(),
  });
  // Two days ago: 3 fila (75.00), one of them returned and refunded (25.00 back).
  const o3 = await paidOrder(t, ada, [{ product: fila, quantity: 3, size: 'M' }]);
  await placedDaysAgo(o3, 2);
  const [filaItem] = await itemsOf(t.db, o3.orderId);
  const returned = (status: 'refunded' | 'requested', reason: string) =>
    t.db.insert(orderReturns).values({
      kind: 'return',
      orderId: o3.orderId,
      orderItemId: filaItem!.id,
      userId: ada.user.id,
      brandId: otherBrand.id,
      quantity: 1,
      reason,
      status,
      amountCents: 2500,
      currency: 'usd',
      paymentProvider: 'test',
      refundedAt: status === 'refunded' ? new Date() : null,
    });
  await returned('refunded', 'Too small');
  // A return asked and not yet decided gives nothing back (and waits for the seller).
  await returned('requested', 'Too long');
  // Eight days ago (the 7 days before the last 7): 1 agbada (40.00).
  await placedDaysAgo(await paidOrder(t, bola, [{ product: agbada, quantity: 1, size: 'M' }]), 8);
  // Forty days ago: 1 fila (25.00).
  await placedDaysAgo(await paidOrder(t, ada, [{ product: fila, quantity: 1, size: 'M' }]), 40);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/overview: the figures of a period against the previous one', () => {
  it("gives an admin the store's sales net of cancelled items and refunds, to the cent", async () => {
    const res = await overview(admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { figures } = res.body;
    // 80 + 25 + 40 + (75 - 25) = 195.00 in 3 orders and 3 + 1 + (3 - 1) = 6 units.
    expect(figures.salesCents).toEqual({ current: 19500, previous: 4000, change: 387.5 });
    expect(figures.orders).toEqual({ current: 3, previous: 1, change: 200 });
    expect(figures.units).toEqual({ current: 6, previous: 1, change: 500 });
    expect(figures.averageOrderValueCents).toEqual({ current: 6500, previous: 4000, change: 62.5 });
    expect(res.body).toMatchObject({
      scope: 'store',
      period: '7d',
      from: dayText(6),
      to: dayText(0),
      previousFrom: dayText(13),
      previousTo: dayText(7),
    });
  });

  it('fills every day of the period, oldest first, with zero on days without a sale', async () => {
    const res = await overview(admin.token);
    expect(res.body.days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayText));
    expect(res.body.days.map((day) => day.salesCents)).toEqual([0, 0, 0, 0, 5000, 0, 14500]);
    expect(res.body.days.map((day) => day.orders)).toEqual([0, 0, 0, 0, 1, 0, 2]);
  });

  it('ranks the products and brands that sold most; a cancelled item is not among them', async () => {
    const res = await overview(admin.token);
    expect(res.body.topProducts).toEqual([
      { productId: agbada.id, name: 'Royal Agbada', units: 3, salesCents: 12000 },
      { productId: fila.id, name: 'Fila Cap', units: 3, salesCents: 7500 },
    ]);
    expect(res.body.topBrands).toEqual([
      { brandId: sellerBrand.id, name: 'Agbada House', units: 3, salesCents: 12000 },
      { brandId: otherBrand.id, name: 'Cap Co', units: 3, salesCents: 7500 },
    ]);
  });

  it("gives a merchant only its own brand's items, never another brand's sales", async () => {
    const mine = await overview(seller.token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.scope).toBe('brand');
    expect(mine.body.figures.salesCents).toEqual({ current: 12000, previous: 4000, change: 200 });
    expect(mine.body.figures.orders.current).toBe(2);
    expect(mine.body.figures.units.current).toBe(3);
    expect(mine.body.figures.averageOrderValueCents.current).toBe(6000);
    expect(mine.body.topProducts.map((row) => row.name)).toEqual(['Royal Agbada']);
    expect(mine.body.topBrands).toBeNull();
    expect(mine.body.days.at(-1)).toMatchObject({ salesCents: 12000, orders: 2 });

    const theirs = await overview(other.token);
    expect(theirs.body.figures.salesCents).toEqual({ current: 7500, previous: 0, change: null });
    expect(theirs.body.figures.units.current).toBe(3);
    expect(theirs.body.topProducts.map((row) => row.name)).toEqual(['Fila Cap']);

    const none = await overview(brandless.token);
    expect(none.status).toBe(200);
    expect(none.body.figures.salesCents.current).toBe(0);
    expect(none.body.topProducts).toEqual([]);
  });

  it('counts today alone, and custom dates with the previous days of the same length', async () => {
    const todayOnly = await overview(admin.token, 'period=today');
    expect(todayOnly.body.days).toHaveLength(1);
    // 80 + 25 + 40, against yesterday's nothing.
    expect(todayOnly.body.figures.salesCents).toEqual({
      current: 14500,
      previous: 0,
      change: null,
    });

    const custom = await overview(
      admin.token,
      `period=custom&from=${dayText(45)}&to=${dayText(35)}`,
    );
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    expect(custom.body.days).toHaveLength(11);
    expect(custom.body.figures.salesCents.current).toBe(2500);
    expect(custom.body).toMatchObject({ previousFrom: dayText(56), previousTo: dayText(46) });

    const ninety = await overview(admin.token, 'period=90d');
    expect(ninety.body.days).toHaveLength(90);
    expect(ninety.body.figures.salesCents.current).toBe(19500 + 4000 + 2500);
  });
});

describe('GET /api/overview: what waits, each with the list behind it', () => {
  it('counts applications, reviews, unread chats, items to ship and returns for an admin', async () => {
    await t.db.insert(merchants).values({ name: 'New Tailor', email: 'tailor@example.com' });
    await t.db.insert(reviews).values({
      productId: agbada.id,
      userId: ada.user.id,
      title: 'Fine',
      review: 'Fits',
      rating: 5,
    });
    await t.db
      .insert(chatMessages)
      .values({ senderId: ada.user.id, recipientId: admin.user.id, body: 'Hello?' });
    const res = await overview(admin.token);
    const waiting = Object.fromEntries(res.body.waiting.map((w) => [w.kind, w]));
    expect(waiting.merchantApplications).toEqual({
      kind: 'merchantApplications',
      count: 1,
      path: '/dashboard/merchant',
    });
    expect(waiting.reviewsToModerate).toMatchObject({ count: 1, path: '/dashboard/review' });
    expect(waiting.unreadSupportChats).toMatchObject({ count: 1, path: '/support' });
    // Every item of the five orders but the cancelled kufi.
    expect(waiting.itemsToShip).toMatchObject({
      count: 6,
      path: '/dashboard/orders/customers?status=To+ship',
    });
    expect(waiting.returnsToDecide).toMatchObject({ count: 1, path: '/dashboard/returns' });
  });

  it('gives a merchant its own items to ship and returns, and no store-wide queue', async () => {
    const mine = await overview(seller.token);
    expect(mine.body.waiting.map((w) => [w.kind, w.count])).toEqual([
      ['itemsToShip', 3],
      ['returnsToDecide', 0],
      ['unreadSupportChats', 0],
    ]);
    const theirs = await overview(other.token);
    expect(theirs.body.waiting.find((w) => w.kind === 'returnsToDecide')?.count).toBe(1);
    expect(theirs.body.waiting.find((w) => w.kind === 'itemsToShip')?.count).toBe(3);
  });

  it("lists the caller's low stock per size through the product feature", async () => {
    const low = await t.factories.product({ name: 'Low Dashiki', inventory: 1, brand: otherBrand });
    const theirs = await overview(other.token);
    expect(theirs.body.lowStock.items.map((item) => item.productId)).toContain(low.id);
    expect(theirs.body.lowStock.path).toBe('/dashboard/product/low-stock');
    const mine = await overview(seller.token);
    expect(mine.body.lowStock.items.map((item) => item.productId)).not.toContain(low.id);
  });
});

describe('GET /api/overview: periods and who may ask', () => {
  it.each([
    ['period=year', OVERVIEW_MESSAGES.periodUnknown, 'period'],
    ['period=custom', OVERVIEW_MESSAGES.datesRequired],
    [`period=custom&from=${dayText(3)}`, OVERVIEW_MESSAGES.datesRequired],
    ['period=custom&from=2026-02-30&to=2026-03-02', OVERVIEW_MESSAGES.dateInvalid],
    ['period=custom&from=03/01/2026&to=2026-03-02', OVERVIEW_MESSAGES.dateInvalid],
    [`period=custom&from=${dayText(1)}&to=${dayText(2)}`, OVERVIEW_MESSAGES.datesOrder],
    [`period=custom&from=${dayText(366)}&to=${dayText(0)}`, OVERVIEW_MESSAGES.datesTooLong],
    [`period=7d&from=${dayText(3)}`, OVERVIEW_MESSAGES.datesNotCustom],
    [`period=custom&from=${'2'.repeat(2000)}&to=${dayText(0)}`, OVERVIEW_MESSAGES.dateInvalid],
  ])('refuses %#: a wrong period or wrong dates', async (query, message, path = 'from') => {
    expectValidation(await overview(admin.token, query), path, message);
  });

  it('takes 366 days at most, and 30 days when no period is given', async () => {
    const year = await overview(admin.token, `period=custom&from=${dayText(365)}&to=${dayText(0)}`);
    expect(year.status).toBe(200);
    expect(year.body.days).toHaveLength(366);
    const plain = await t.get<OverviewResponse>('/api/overview', admin.token);
    expect(plain.body.period).toBe('30d');
    expect(plain.body.days).toHaveLength(30);
  });

  it('refuses a member (403) and a guest (401)', async () => {
    expect((await overview(member.token)).status).toBe(403);
    expect((await overview(undefined)).status).toBe(401);
  });
});

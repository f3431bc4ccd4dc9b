import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORDER_MESSAGES as M } from '#shared/order/order.messages';

import { expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { orderItems, orders } from './order.table';

// The dashboard's order table (issue 25, decision 0044): GET /api/order's filters.

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let brand: BrandRow;
let otherBrand: BrandRow;
let mixed: PaidOrder;
let houseOnly: PaidOrder;
let otherOnly: PaidOrder;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
  brand = await t.factories.brand({ merchant });
  otherBrand = await t.factories.brand({ merchant: await t.factories.merchant() });
  const mine = await t.factories.product({ brand, inventory: 50 });
  const theirs = await t.factories.product({ brand: otherBrand, inventory: 50 });
  const house = await t.factories.product({ inventory: 50 });
  mixed = await paidOrder(t, await t.factories.member(), [
    { product: mine, quantity: 1 },
    { product: theirs, quantity: 1 },
  ]);
  houseOnly = await paidOrder(t, await t.factories.member(), [{ product: house, quantity: 1 }]);
  otherOnly = await paidOrder(t, await t.factories.member(), [{ product: theirs, quantity: 2 }]);
  const set = async (order: PaidOrder, values: Partial<typeof orders.$inferInsert>) =>
    t.db.update(orders).set(values).where(eq(orders.id, order.orderId));
  await set(mixed, {
    contactName: 'Adaeze Okafor',
    contactEmail: 'adaeze@example.com',
    created: new Date('2026-03-01T10:00:00Z'),
  });
  await set(houseOnly, {
    contactName: 'Bola Ahmed',
    contactEmail: 'bola@example.com',
    created: new Date('2026-03-02T23:59:59Z'),
  });
  await set(otherOnly, {
    contactName: 'Chidi Eze',
    contactEmail: 'chidi.okafor@example.com',
    created: new Date('2026-03-03T00:00:00Z'),
  });
  // The other brand's item of the mixed order ships; the merchant's own stays unprocessed.
  await t.db
    .update(orderItems)
    .set({ status: 'Shipped' })
    .where(eq(orderItems.brandId, otherBrand.id));
});
afterAll(async () => {
  await t.close();
});

async function ids(query: string, token = admin.token): Promise<string[]> {
  const res = await t.get(`/api/order?limit=100&${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.orders as Array<{ _id: string }>).map((o) => o._id).sort();
}
const sorted = (...orders: PaidOrder[]) => orders.map((o) => o.orderId).sort();
const ours = () => [mixed, houseOnly, otherOnly].map((o) => o.orderId);
const within = async (query: string, token?: string) =>
  (await ids(query, token)).filter((id) => ours().includes(id));

describe('GET /api/order: the dashboard table filters', () => {
  it('finds by the order number, or part of the customer name or email', async () => {
    expect(await ids(`q=${houseOnly.number.toLowerCase()}`)).toEqual(sorted(houseOnly));
    expect(await ids(`q=${houseOnly.number.replace(/\D/g, '')}`)).toEqual(sorted(houseOnly));
    expect(await within('q=okafor')).toEqual(sorted(mixed, otherOnly));
    expect(await within('q=BOLA@')).toEqual(sorted(houseOnly));
    expect(await within('q=%25')).toEqual([]);
  });

  it('filters by item status, a date range (UTC days, inclusive) and brand', async () => {
    expect(await within('status=Shipped')).toEqual(sorted(mixed, otherOnly));
    expect(await within('status=Not%20processed')).toEqual(sorted(mixed, houseOnly));
    expect(await within('from=2026-03-02&to=2026-03-02')).toEqual(sorted(houseOnly));
    expect(await within('from=2026-03-02')).toEqual(sorted(houseOnly, otherOnly));
    expect(await within('to=2026-03-01')).toEqual(sorted(mixed));
    expect(await within(`brand=${otherBrand.id}`)).toEqual(sorted(mixed, otherOnly));
    // With a brand, the status is that brand's items': the merchant's item is not shipped.
    expect(await within(`brand=${brand.id}&status=Shipped`)).toEqual([]);
    expect(await within(`brand=${otherBrand.id}&status=Shipped`)).toEqual(sorted(mixed, otherOnly));
  });

  it('finds the orders with an item to ship (the overview links here), per brand too', async () => {
    // The house order's item is not processed; the mixed order's house item too; otherOnly shipped.
    expect(await within('status=To+ship')).toEqual(sorted(mixed, houseOnly));
    await t.db
      .update(orderItems)
      .set({ status: 'Processing' })
      .where(eq(orderItems.orderId, houseOnly.orderId));
    expect(await within('status=To%20ship')).toEqual(sorted(mixed, houseOnly));
    expect(await within(`brand=${otherBrand.id}&status=To+ship`)).toEqual([]);
    expect(await ids('status=To+ship', merchant.token)).toEqual(sorted(mixed));
    await t.db
      .update(orderItems)
      .set({ status: 'Not processed' })
      .where(eq(orderItems.orderId, houseOnly.orderId));
  });

  it("keeps a merchant to its own brand's orders, its own items' status and no brand switch", async () => {
    const token = merchant.token;
    expect(await ids('', token)).toEqual(sorted(mixed));
    // The mixed order's shipped item is the other brand's: not the merchant's to filter by.
    expect(await ids('status=Shipped', token)).toEqual([]);
    expect(await ids('status=Not%20processed', token)).toEqual(sorted(mixed));
    expect(await ids(`brand=${otherBrand.id}`, token)).toEqual(sorted(mixed));
    expect(await ids(`q=${otherOnly.number}`, token)).toEqual([]);
  });

  it('pages the filtered orders with their count', async () => {
    const first = await t.get('/api/order?q=okafor&limit=1&page=1', admin.token);
    expect(first.body).toMatchObject({ count: 2, totalPages: 2, currentPage: 1 });
    expect(first.body.orders).toHaveLength(1);
  });

  it('refuses a filter it cannot read, with the message of the field', async () => {
    const cases: Array<[string, string, string]> = [
      [`q=${'a'.repeat(101)}`, 'q', M.listSearchMax],
      ['status=Lost', 'status', M.statusInvalid],
      ['from=2026-02-31', 'from', M.listFromInvalid],
      ['to=yesterday', 'to', M.listToInvalid],
      ['brand=acme', 'brand', M.listBrandInvalid],
    ];
    for (const [query, path, message] of cases) {
      expectValidation(await t.get(`/api/order?${query}`, admin.token), path, message);
    }
  });
});

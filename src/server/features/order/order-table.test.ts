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

// The table's sort (decision 0048): each column both ways, the id breaking ties across pages.
describe('GET /api/order: the dashboard table sorts', () => {
  const w = `zs${Math.random().toString(36).slice(2, 8)}`;
  const seller = `zm${Math.random().toString(36).slice(2, 8)}`;
  interface Seeded {
    id: string;
    number: string;
    name: string;
    cents: number;
    created: Date;
  }
  const seeded: Seeded[] = [];
  let sellerA: PaidOrder;
  let sellerB: PaidOrder;

  beforeAll(async () => {
    const house = await t.factories.product({ inventory: 50 });
    // Totals by quantity (two alike), two customers alike, two days alike, one short number.
    const rows = [
      { number: 'EKO-999', name: `${w} Ada`, quantity: 5, created: '2026-04-01T09:00Z' },
      { number: '', name: `${w} Ada`, quantity: 3, created: '2026-04-01T09:00Z' },
      { number: '', name: `${w} Bola`, quantity: 5, created: '2026-04-03T09:00Z' },
      { number: '', name: `${w} Chi`, quantity: 1, created: '2026-04-02T09:00Z' },
    ];
    for (const row of rows) {
      const order = await paidOrder(t, await t.factories.member(), [
        { product: house, quantity: row.quantity },
      ]);
      const number = row.number || order.number;
      const [stored] = await t.db
        .update(orders)
        .set({ number, contactName: row.name, created: new Date(row.created) })
        .where(eq(orders.id, order.orderId))
        .returning();
      seeded.push({
        id: order.orderId,
        number,
        name: row.name,
        cents: stored!.totalCents,
        created: stored!.created,
      });
    }
    // The merchant's own amount runs the other way from the orders' totals.
    const mine = await t.factories.product({ brand, inventory: 50, price: 10 });
    const dear = await t.factories.product({ brand: otherBrand, inventory: 50, price: 900 });
    sellerA = await paidOrder(t, await t.factories.member(), [
      { product: mine, quantity: 1 },
      { product: dear, quantity: 1 },
    ]);
    sellerB = await paidOrder(t, await t.factories.member(), [{ product: mine, quantity: 3 }]);
    for (const order of [sellerA, sellerB]) {
      await t.db.update(orders).set({ contactName: seller }).where(eq(orders.id, order.orderId));
    }
  });

  /** Every page of a view, `size` at a time, in the order the pages give. */
  async function pages(query: string, token = admin.token, size = 3): Promise<string[]> {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t.get(`/api/order?${query}&limit=${size}&page=${page}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...(res.body.orders as Array<{ _id: string }>).map((o) => o._id));
      if (page >= res.body.totalPages) return seen;
    }
  }

  /** The seeded orders by a key, the id breaking ties, in one direction. */
  function expected(key: (row: Seeded) => number | string, dir: 'asc' | 'desc'): string[] {
    const order = [...seeded].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
    return (dir === 'asc' ? order : order.reverse()).map((row) => row.id);
  }

  it('sorts by date, number (as a number), customer and total, both ways, stable across pages', async () => {
    const keys: Record<string, (row: Seeded) => number | string> = {
      created: (row) => row.created.getTime(),
      number: (row) => Number(row.number.replace(/\D/g, '')),
      customer: (row) => row.name,
      total: (row) => row.cents,
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const want = expected(key, dir);
        expect(await pages(`q=${w}&sort=${sort}&dir=${dir}`), `${sort} ${dir}`).toEqual(want);
        expect(await pages(`q=${w}&sort=${sort}&dir=${dir}`, admin.token, 100)).toEqual(want);
      }
    }
    // Without a direction: the date newest first, the others lowest or A to Z first.
    expect(await pages(`q=${w}&sort=created`)).toEqual(expected(keys.created!, 'desc'));
    expect(await pages(`q=${w}&sort=total`)).toEqual(expected(keys.total!, 'asc'));
    expect(await pages(`q=${w}&dir=asc`)).toEqual(expected(keys.created!, 'asc'));
  });

  it('sorts a merchant by its own items’ amount, within its own orders', async () => {
    const token = merchant.token;
    expect(await pages(`q=${seller}&sort=total&dir=asc`, token)).toEqual([
      sellerA.orderId,
      sellerB.orderId,
    ]);
    expect(await pages(`q=${seller}&sort=total&dir=asc`)).toEqual([
      sellerB.orderId,
      sellerA.orderId,
    ]);
    // Sorting never widens the scope: the merchant's orders, whatever the column.
    for (const sort of ['created', 'number', 'customer', 'total']) {
      expect((await pages(`sort=${sort}`, token)).sort()).toEqual(
        [mixed, sellerA, sellerB].map((o) => o.orderId).sort(),
      );
    }
  });

  it('answers as before without a sort, and refuses a sort it cannot read', async () => {
    const plain = await t.get('/api/order?limit=100', admin.token);
    const ids = (plain.body.orders as Array<{ _id: string }>).map((o) => o._id);
    expect(ids).toEqual([...ids].sort().reverse());
    expectValidation(await t.get('/api/order?sort=price', admin.token), 'sort', M.listSortInvalid);
    expectValidation(await t.get('/api/order?dir=up', admin.token), 'dir', M.listDirInvalid);
  });
});

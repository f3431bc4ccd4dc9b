// The dashboard benchmark's order history and its arithmetic (not the benchmark itself).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/server/db/client';
import { brands } from '../../src/server/features/brand/brand.table';
import { checkoutSessions } from '../../src/server/features/checkout/checkout.table';
import { salesPerDay } from '../../src/server/features/order/order-sales.repository';
import {
  orderItems,
  orderItemStatusHistory,
  orders,
} from '../../src/server/features/order/order.table';
import { products } from '../../src/server/features/product/product.table';
import { orderReturns } from '../../src/server/features/return/return.table';
import { createTestDatabase } from '../../src/server/test/test-db';
import { seedOrders } from './seed-orders';
import { csvRecordCounter, latencyFigures } from './timed-requests.mjs';

const DAY_MS = 86_400_000;
const now = new Date();
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const [house, caps] = await database.db
    .insert(brands)
    .values([
      { name: 'Bench House', slug: 'bench-house' },
      { name: 'Bench Caps', slug: 'bench-caps' },
    ])
    .returning();
  await database.db.insert(products).values(
    [
      ['Royal Agbada', 40_000, house!.id, ['M', 'L', 'XL']],
      ['Senator Kaftan', 25_000, house!.id, ['M', 'L']],
      ['Fila Cap', 5_000, caps!.id, []],
      ['Hidden Cap', 5_000, caps!.id, ['M']],
    ].map(([name, price, brandId, sizes], i) => ({
      name: String(name),
      slug: `bench-${i}`,
      sku: `BENCH-SEED-${i}`,
      priceCents: Number(price),
      brandId: String(brandId),
      sizes: sizes as ('M' | 'L' | 'XL')[],
      isActive: name !== 'Hidden Cap',
    })),
  );
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('seedOrders', () => {
  it('writes paid orders of 1 to 3 items over the last year, with their sessions', async () => {
    const result = await seedOrders(database.db, { orders: 400, customers: 60, now });
    expect(result.orders).toBe(400);
    expect(result.customers).toBe(60);

    const placed = await database.db.select().from(orders).orderBy(asc(orders.id));
    const items = await database.db.select().from(orderItems);
    const sessions = await database.db.select().from(checkoutSessions);
    expect(placed).toHaveLength(400);
    expect(items).toHaveLength(result.items);
    expect(sessions).toHaveLength(400);

    // Ids are UUIDv7 of the row's time, and numbers follow the order they were placed in.
    const byTime = [...placed].sort((a, b) => a.created.getTime() - b.created.getTime());
    expect(placed.map((o) => o.id)).toEqual(byTime.map((o) => o.id));
    const numbers = byTime.map((o) => Number(o.number.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(400);

    const first = byTime[0]!.created.getTime();
    const last = byTime.at(-1)!.created.getTime();
    expect(first).toBeGreaterThanOrEqual(now.getTime() - 365 * DAY_MS);
    expect(last).toBeLessThanOrEqual(now.getTime());
    expect(last - first).toBeGreaterThan(300 * DAY_MS);
    expect(new Set(placed.map((o) => o.userId)).size).toBeGreaterThan(30);

    const perOrder = new Map<string, typeof items>();
    for (const item of items)
      perOrder.set(item.orderId, [...(perOrder.get(item.orderId) ?? []), item]);
    const counts = [...perOrder.values()].map((list) => list.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(3);
    const session = new Map(sessions.map((s) => [s.id, s]));
    for (const order of placed) {
      const lines = perOrder.get(order.id) ?? [];
      expect(order.subtotalCents).toBe(lines.reduce((sum, i) => sum + i.totalPriceCents, 0));
      const paid = session.get(order.checkoutSessionId);
      expect(paid?.status).toBe('paid');
      expect(paid?.totalCents).toBe(order.totalCents);
      expect(paid?.items).toHaveLength(lines.length);
    }
    // Only active branded products, in one of their sizes (M for one without sizes).
    const catalog = await database.db.select().from(products);
    const sizesOf = new Map(catalog.map((p) => [p.id, p.sizes.length ? p.sizes : ['M']]));
    const hidden = catalog.find((p) => !p.isActive)?.id;
    for (const item of items) {
      expect(item.productId).not.toBe(hidden);
      expect(sizesOf.get(item.productId!)).toContain(item.size);
      expect(item.totalPriceCents).toBe(item.purchasePriceCents * item.quantity);
    }
    const history = await database.db.select().from(orderItemStatusHistory);
    expect(history.filter((h) => h.status === 'Not processed')).toHaveLength(items.length);
  });

  it('spreads item statuses by age, with cancellations and returns refunded and not', async () => {
    const items = await database.db
      .select({ item: orderItems, created: orders.created })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    const statuses = new Set(items.map((row) => row.item.status));
    expect(statuses).toContain('Delivered');
    expect(statuses).toContain('Cancelled');
    for (const { item, created } of items) {
      const age = now.getTime() - created.getTime();
      if (item.status === 'Not processed') expect(age).toBeLessThan(2 * DAY_MS);
      if (item.status === 'Delivered') expect(item.deliveredAt).not.toBeNull();
      if (item.status === 'Shipped') expect(item.trackingNumber).not.toBeNull();
    }
    const delivered = items.filter((row) => row.item.status === 'Delivered').length;
    expect(delivered / items.length).toBeGreaterThan(0.7);

    const returns = await database.db.select().from(orderReturns);
    const itemOf = new Map(items.map((row) => [row.item.id, row.item]));
    const refunded = returns.filter((r) => r.kind === 'return' && r.status === 'refunded');
    expect(refunded.length).toBeGreaterThan(0);
    expect(returns.some((r) => r.kind === 'return' && r.status !== 'refunded')).toBe(true);
    for (const r of returns) {
      const item = itemOf.get(r.orderItemId)!;
      expect(r.quantity).toBeLessThanOrEqual(item.quantity);
      expect(r.amountCents).toBe(item.purchasePriceCents * r.quantity);
      expect(r.status).not.toBe('refunding');
      if (r.kind === 'cancellation') expect(item.status).toBe('Cancelled');
      else expect(item.status).toBe('Delivered');
    }
  });

  it("gives the overview's daily sales, to the cent, what the rows say", async () => {
    const from = new Date(now.getTime() - 400 * DAY_MS);
    const days = await salesPerDay(database.db, { kind: 'store' }, from, now);
    const items = await database.db.select().from(orderItems);
    const returns = await database.db.select().from(orderReturns);
    const back = (id: string) =>
      returns
        .filter((r) => r.orderItemId === id && r.kind === 'return' && r.status === 'refunded')
        .reduce((sum, r) => sum + r.amountCents, 0);
    const expected = items
      .filter((item) => item.status !== 'Cancelled')
      .reduce((sum, item) => sum + item.totalPriceCents - back(item.id), 0);
    expect(days.reduce((sum, day) => sum + day.cents, 0)).toBe(expected);
    expect(days.length).toBeGreaterThan(150);
  });

  it('adds to a history already there, reusing its shoppers', async () => {
    const more = await seedOrders(database.db, { orders: 20, customers: 60, now });
    expect(more.customers).toBe(60);
    expect(await database.db.$count(orders)).toBe(420);
  });

  it('needs a branded product to order', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(seedOrders(empty.db, { orders: 5 })).rejects.toThrow('seed the demo first');
    } finally {
      await empty.close();
    }
  });
});

describe('latencyFigures', () => {
  it('gives the nearest-rank p50, p95 and p99 of the samples', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i); // 200..1, unsorted
    expect(latencyFigures(samples)).toEqual({
      count: 200,
      p50: 100,
      p95: 190,
      p99: 198,
      max: 200,
      mean: 100.5,
    });
    expect(latencyFigures([]).p95).toBeNull();
  });
});

describe('csvRecordCounter', () => {
  it('counts records, not line breaks inside quoted cells, across chunks', () => {
    const counter = csvRecordCounter();
    const text = '\uFEFFnumber,name\r\nEKO-1,"Ada, ""the"" first\r\nline two"\r\nEKO-2,Bola';
    const bytes = new TextEncoder().encode(text);
    counter.add(bytes.slice(0, 31));
    counter.add(bytes.slice(31));
    expect(counter.records).toBe(3);
    const ended = csvRecordCounter();
    ended.add(new TextEncoder().encode('a\nb\n'));
    expect(ended.records).toBe(2);
  });
});

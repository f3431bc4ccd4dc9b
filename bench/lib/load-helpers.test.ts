// The load benchmark's own arithmetic and its exactly-once verdict (not the benchmark itself).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products } from '../../src/server/features/product/product.table';
import { checkedOut, pressTestPage } from '../../src/server/test/checkout-helpers';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import { EXACTLY_ONCE_SQL, judgeExactlyOnce, type ExactlyOnceRow } from './exactly-once.mjs';
import { percentile, summarize } from './stats.mjs';

describe('percentile (nearest rank)', () => {
  it('answers a sample that was measured, at or above p% of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile(samples, 0)).toBe(1);
    // One slow message in 50 is the p99: a tail is never averaged away.
    expect(percentile([...Array<number>(49).fill(5), 400], 99)).toBe(400);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('summarizes count, percentiles, max and mean', () => {
    expect(summarize([1, 2, 3, 4])).toEqual({
      count: 4,
      p50: 2,
      p90: 4,
      p99: 4,
      max: 4,
      mean: 2.5,
    });
    expect(summarize([]).p99).toBeNull();
  });
});

const CLEAN: ExactlyOnceRow = {
  sessions: 5,
  paidSessions: 3,
  paidWithOneOrder: 3,
  sessionsWithSeveralOrders: 0,
  unpaidWithOrder: 0,
  sessionsWithProblem: 0,
  orders: 3,
  ordersWithoutSession: 0,
  products: [
    { productId: 'a', initial: 4, now: 0, sold: 3, held: 1, reservedOrdered: 3 },
    { productId: 'b', initial: 10, now: 10, sold: 0, held: 0, reservedOrdered: 0 },
  ],
};

describe('judgeExactlyOnce', () => {
  it('passes one order per paid session with the stock accounted for', () => {
    expect(judgeExactlyOnce(CLEAN, { paidByClients: 3 })).toEqual({
      pass: true,
      problems: [],
      unitsSold: 3,
      stockTaken: 4,
      stockHeld: 1,
      lowestStock: 0,
    });
  });

  it('fails a doubled order, an order without payment and a payment the shop never saw', () => {
    const doubled = judgeExactlyOnce({
      ...CLEAN,
      paidWithOneOrder: 2,
      sessionsWithSeveralOrders: 1,
      orders: 4,
    });
    expect(doubled.pass).toBe(false);
    expect(doubled.problems).toContain('1 session(s) with more than one order');
    expect(judgeExactlyOnce({ ...CLEAN, unpaidWithOrder: 1 }).pass).toBe(false);
    expect(judgeExactlyOnce(CLEAN, { paidByClients: 4 }).problems).toEqual([
      '4 payment(s) seen succeed, 3 paid in the database',
    ]);
  });

  it('fails oversold, lost or invented units', () => {
    const product = (change: object) => ({
      ...CLEAN,
      products: [
        { productId: 'a', initial: 4, now: 0, sold: 3, held: 1, reservedOrdered: 3, ...change },
      ],
    });
    expect(judgeExactlyOnce(product({ now: -1, held: 2 })).problems).toEqual([
      'product a oversold: stock -1',
    ]);
    expect(judgeExactlyOnce(product({ sold: 5, reservedOrdered: 5, held: -1 })).problems).toContain(
      'product a oversold: 5 sold of 4',
    );
    expect(judgeExactlyOnce(product({ held: 0 })).pass).toBe(false);
    expect(judgeExactlyOnce(product({ reservedOrdered: 2 })).pass).toBe(false);
  });
});

describe('EXACTLY_ONCE_SQL on the store schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function verdict(initial: { product_id: string; stock: number }[]) {
    const [before, after] = EXACTLY_ONCE_SQL.split('$1');
    const result = await t.db.execute(
      sql.join([sql.raw(before!), sql`${JSON.stringify(initial)}`, sql.raw(after!)]),
    );
    const rows = (result as unknown as { rows: ExactlyOnceRow[] }).rows;
    return judgeExactlyOnce(rows[0]!, { paidByClients: 1 });
  }

  it('accounts a paid checkout, an open one and the stock, and sees a unit taken without an order', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const paid = await checkedOut(t, await t.factories.member(), [{ product, quantity: 2 }]);
    expect((await pressTestPage(t, paid.url, 'pay')).status).toBe(303);
    await checkedOut(t, await t.factories.member(), [{ product, quantity: 1 }]);
    const initial = [{ product_id: product.id, stock: 5 }];

    expect(await verdict(initial)).toEqual({
      pass: true,
      problems: [],
      unitsSold: 2,
      stockTaken: 3,
      stockHeld: 1,
      lowestStock: 2,
    });

    await t.db
      .update(products)
      .set({ inventory: sql`${products.inventory} - 1` })
      .where(sql`${products.id} = ${product.id}`);
    const lost = await verdict(initial);
    expect(lost.pass).toBe(false);
    expect(lost.problems).toEqual([
      `product ${product.id.slice(0, 8)}: stock taken 4 ≠ sold 2 + held 1`,
    ]);
  });
});

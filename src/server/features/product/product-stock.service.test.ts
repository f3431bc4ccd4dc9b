import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inventoryOf } from '../../test/checkout-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProductStockService, stockLinesInOrder } from './product-stock.service';
import { products } from './product.table';

let t: TestApp;
const stock = createProductStockService();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('stockLinesInOrder', () => {
  it('adds up each size of a product and answers in product-id, then size order', () => {
    expect(
      stockLinesInOrder([
        { productId: 'b', size: 'L', quantity: 1 },
        { productId: 'a', size: 'M', quantity: 2 },
        { productId: 'b', size: 'S', quantity: 3 },
        { productId: 'b', size: 'L', quantity: 4 },
      ]),
    ).toEqual([
      { productId: 'a', size: 'M', quantity: 2 },
      { productId: 'b', size: 'S', quantity: 3 },
      { productId: 'b', size: 'L', quantity: 5 },
    ]);
  });
});

describe('the product stock service', () => {
  it('takes every quantity when there is enough, and gives it back', async () => {
    const first = await t.factories.product({ inventory: 5 });
    const second = await t.factories.product({ inventory: 2 });
    const lines = [
      { productId: first.id, size: 'M' as const, quantity: 3 },
      { productId: second.id, size: 'L' as const, quantity: 2 },
    ];
    expect(await stock.take(t.db, lines)).toBeNull();
    expect(await inventoryOf(t.db, first)).toBe(2);
    expect(await inventoryOf(t.db, second)).toBe(0);

    await stock.giveBack(t.db, lines);
    expect(await inventoryOf(t.db, first)).toBe(5);
    expect(await inventoryOf(t.db, second)).toBe(2);
  });

  it('names the first product short and never takes more than there is', async () => {
    const short = await t.factories.product({ name: 'Short Kaftan', inventory: 1 });
    const shortfall = await t.db.transaction((tx) =>
      stock.take(tx, [{ productId: short.id, size: 'M', quantity: 2 }]),
    );
    expect(shortfall).toEqual({ productId: short.id, name: 'Short Kaftan', size: null });
    expect(await inventoryOf(t.db, short)).toBe(1);
  });

  it('reads a stock, and tells which products still exist and their brands', async () => {
    const kept = await t.factories.product({ name: 'Kept', inventory: 4 });
    const house = await t.factories.product({ name: 'House', brand: null });
    const gone = await t.factories.product({ name: 'Gone' });
    await t.db.delete(products).where(eq(products.id, gone.id));

    expect(await stock.read(t.db, kept.id)).toEqual({ name: 'Kept', inventory: 4 });
    expect(await stock.read(t.db, gone.id)).toBeNull();
    expect(await stock.existing(t.db, [kept.id, gone.id, house.id])).toEqual(
      new Map([
        [kept.id, kept.brandId],
        [house.id, null],
      ]),
    );
    expect(kept.brandId).toEqual(expect.any(String));
    // A product deleted meanwhile is simply not given anything back.
    await expect(
      stock.giveBack(t.db, [{ productId: gone.id, size: 'M', quantity: 1 }]),
    ).resolves.toEqual([]);
  });
});

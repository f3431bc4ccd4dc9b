import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import { cartLines } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { carts } from './cart.table';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.factories.member();
});
afterAll(async () => {
  await t.close();
});

const add = (products: unknown, by: TestUser | null = member) =>
  t.post('/api/cart/add', { products }, by?.token);

describe('POST /api/cart/add', () => {
  it('answers a guest 401 and makes no cart', async () => {
    const product = await t.factories.product();
    const before = (await t.db.select().from(carts)).length;
    expectError(
      await add([{ product: product.id, quantity: 1, size: 'M' }], null),
      401,
      'UNAUTHENTICATED',
    );
    expect(await t.db.select().from(carts)).toHaveLength(before);
  });

  it("prices the lines from the database and ignores the client's price and taxable", async () => {
    const agbada = await t.factories.product({ price: 180.5, taxable: true, sizes: ['M', 'XL'] });
    const cap = await t.factories.product({ price: 25, taxable: false, sizes: ['S'] });
    const res = await add([
      { product: agbada.id, quantity: 2, size: 'XL', price: 0.01, taxable: false },
      { product: cap.id, quantity: 1, size: 'S', price: 1, taxable: true },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, cartId: expect.any(String) });
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, res.body.cartId));
    expect(cart!.userId).toBe(member.user.id);
    const lines = await cartLines(t.db, res.body.cartId);
    expect(lines.map((l) => [l.productId, l.size, l.quantity, l.priceCents])).toEqual([
      [agbada.id, 'XL', 2, 18050],
      [cap.id, 'S', 1, 2500],
    ]);
  });

  it('keeps one line per product and size, adding up the quantities', async () => {
    const product = await t.factories.product({ sizes: ['M', 'L'] });
    const res = await add([
      { product: product.id, quantity: 1, size: 'M' },
      { product: product.id, quantity: 2, size: 'M' },
      { product: product.id, quantity: 1, size: 'L' },
    ]);
    expect(res.status).toBe(200);
    const lines = await cartLines(t.db, res.body.cartId);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('refuses an empty bag', async () => {
    expectValidation(await add([]), 'products', 'Your bag is empty.');
    expectValidation(
      await t.post('/api/cart/add', {}, member.token),
      'products',
      'Your bag is empty.',
    );
  });

  it('needs a size the product has', async () => {
    const product = await t.factories.product({ name: 'Royal Agbada', sizes: ['M', 'L'] });
    expectValidation(
      await add([{ product: product.id, quantity: 1 }]),
      'products.0.size',
      'Please select a size.',
    );
    expectValidation(
      await add([{ product: product.id, quantity: 1, size: 'XXL' }]),
      'products.0.size',
      'Size XXL is not available for Royal Agbada.',
    );
  });

  it('follows the stock, and the maximum order quantity of 50', async () => {
    const few = await t.factories.product({ inventory: 3 });
    const many = await t.factories.product({ inventory: 80 });
    expectValidation(
      await add([{ product: few.id, quantity: 0, size: 'M' }]),
      'products.0.quantity',
      'Quantity must be at least 1.',
    );
    expectValidation(
      await add([{ product: few.id, quantity: 1.5, size: 'M' }]),
      'products.0.quantity',
      'Quantity must be at least 1.',
    );
    expectValidation(
      await add([{ product: few.id, quantity: 4, size: 'M' }]),
      'products.0.quantity',
      `Sorry, only 3 of ${few.name} are left in stock.`,
    );
    expectValidation(
      await add([{ product: many.id, quantity: 51, size: 'M' }]),
      'products.0.quantity',
      'Quantity may not be greater than 50.',
    );
    expect((await add([{ product: many.id, quantity: 50, size: 'M' }])).status).toBe(200);
  });

  it('says when a product is out of stock or has fewer left than asked', async () => {
    const gone = await t.factories.product({ name: 'Kaftan', inventory: 0 });
    const low = await t.factories.product({ name: 'Buba', inventory: 20 });
    expectValidation(
      await add([{ product: gone.id, quantity: 1, size: 'M' }]),
      'products.0.quantity',
      'Sorry, Kaftan is out of stock.',
    );
    expectValidation(
      await add([
        { product: gone.id, quantity: 0, size: 'M' },
        { product: low.id, quantity: 21, size: 'M' },
      ]),
      'products.0.quantity',
      'Quantity must be at least 1.',
    );
    expectValidation(
      await add([{ product: low.id, quantity: 21, size: 'M' }]),
      'products.0.quantity',
      'Sorry, only 20 of Buba are left in stock.',
    );
  });

  it('only sells products that are in the shop', async () => {
    const hidden = await t.factories.product({ name: 'Hidden Suit', isActive: false });
    const brand = await t.factories.brand({ isActive: false });
    const offBrand = await t.factories.product({ name: 'Off Brand Native', brand });
    expectValidation(
      await add([{ product: hidden.id, quantity: 1, size: 'M' }]),
      'products.0',
      'Hidden Suit is no longer available.',
    );
    expectValidation(
      await add([{ product: offBrand.id, quantity: 1, size: 'M' }]),
      'products.0',
      'Off Brand Native is no longer available.',
    );
    expectValidation(
      await add([{ product: 'not-an-id', quantity: 1, size: 'M' }]),
      'products.0',
      'No product found.',
    );
    expectValidation(
      await add([{ product: '0190a5c4-0000-7000-8000-000000000000', quantity: 1, size: 'M' }]),
      'products.0',
      'No product found.',
    );
  });
});

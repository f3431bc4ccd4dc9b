import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Actor } from '../../kernel/actor';
import { expectCsvHeaders, getCsv } from '../../test/csv-helpers';
import type { TestUser } from '../../test/factories';
import {
  addCart,
  cartItemsOf,
  CONTACT,
  ensureDeliveryAddress,
  placeOrder,
  pressTestPage,
} from '../../test/checkout-helpers';
import { addDiscount, freshCode } from '../../test/discount-helpers';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import type { ProductRow } from '../product/product.table';
import { ORDER_CSV_HEADER, ORDER_ITEM_CSV_HEADER } from './order-export.service';
import { orderItems, orders } from './order.table';

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let other: TestUser;
let ownBrand: BrandRow;
let otherBrand: BrandRow;
let own: ProductRow;
let theirs: ProductRow;
let house: ProductRow;
/** Bought own ×2, theirs, house; by Ọlá Adébáyọ̀. */
let mixed: PaidOrder;
/** Bought theirs only; by a formula. */
let rival: PaidOrder;
/** Bought own only; a name with a comma, quotes and a newline, in Cyrillic. */
let russian: PaidOrder;

const FORMULA_NAME = '=HYPERLINK("http://evil.test","click")';
const RUSSIAN_NAME = 'Дмитрий, "Дима"\nИванов';

async function rename(order: PaidOrder, contactName: string) {
  await t.db.update(orders).set({ contactName }).where(eq(orders.id, order.orderId));
}

async function stored(order: PaidOrder) {
  const rows = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
  return rows[0]!;
}

const money = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
  other = await t.factories.merchant();
  ownBrand = await t.factories.brand({ merchant, name: 'Ọlá House' });
  otherBrand = await t.factories.brand({ merchant: other, name: 'Other House' });
  own = await t.factories.product({
    name: 'Agbada, "Royal"\nedition',
    sku: 'OWN-1',
    brand: ownBrand,
    price: 349.5,
    inventory: 50,
  });
  theirs = await t.factories.product({ name: '+1 shirt', sku: 'THEIRS-1', brand: otherBrand });
  house = await t.factories.product({
    name: '王伟 scarf',
    sku: 'HOUSE-1',
    brand: await t.factories.brand({ name: 'Store House' }),
  });
  const shopper = await t.factories.member();
  mixed = await paidOrder(t, shopper, [
    { product: own, quantity: 2 },
    { product: theirs, quantity: 1 },
    { product: house, quantity: 1 },
  ]);
  await rename(mixed, 'Ọlá Adébáyọ̀');
  rival = await paidOrder(t, await t.factories.member(), [{ product: theirs, quantity: 1 }]);
  await rename(rival, FORMULA_NAME);
  russian = await paidOrder(t, await t.factories.member(), [{ product: own, quantity: 1 }]);
  await rename(russian, RUSSIAN_NAME);
  // The rival's item is on its way.
  const [shipped] = await itemsOf(t.db, rival.orderId);
  await t.db
    .update(orderItems)
    .set({ status: 'Shipped', carrier: 'DHL', trackingNumber: '-12345' })
    .where(eq(orderItems.id, shipped!.id));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/order/export', () => {
  it("gives an admin every order, oldest first, with the order's money and neutralised names", async () => {
    const file = await getCsv(t, '/api/order/export', admin.token);
    expectCsvHeaders(file, 'orders');
    expect(file.header).toEqual(ORDER_CSV_HEADER);
    expect(file.records.map((row) => row.Order)).toEqual([
      mixed.number,
      rival.number,
      russian.number,
    ]);
    const [first, second, third] = file.records;
    const row = await stored(mixed);
    expect(first).toMatchObject({
      Customer: 'Ọlá Adébáyọ̀',
      Email: row.contactEmail,
      City: 'Austin',
      Country: 'United States',
      Items: '4',
      Subtotal: money(row.subtotalCents),
      Shipping: money(row.shippingCents),
      Total: money(row.totalCents),
      Payment: 'card',
      'Item statuses': 'Not processed',
      'Date (UTC)': row.created.toISOString().slice(0, 16).replace('T', ' '),
    });
    expect(first!.Subtotal).toBe(money(2 * 34950 + 10000 + 10000));
    expect(second!.Customer).toBe(`'${FORMULA_NAME}`);
    expect(second!['Item statuses']).toBe('Shipped');
    expect(third!.Customer).toBe(RUSSIAN_NAME);
  });

  it('gives a merchant the orders holding its items, with only their money and no email', async () => {
    const file = await getCsv(t, `/api/order/export?brand=${otherBrand.id}`, merchant.token);
    expectCsvHeaders(file, 'orders');
    expect(file.records.map((row) => row.Order)).toEqual([mixed.number, russian.number]);
    expect(file.records[0]).toMatchObject({
      Customer: 'Ọlá Adébáyọ̀',
      Email: '',
      Items: '2',
      Subtotal: '699.00',
      Shipping: '0.00',
      Total: '699.00',
    });
    const theirsFile = await getCsv(t, '/api/order/export', other.token);
    expect(theirsFile.records.map((row) => row.Order)).toEqual([mixed.number, rival.number]);
    expect(theirsFile.records[0]!.Total).toBe('100.00');
  });

  it('applies the filters', async () => {
    const shipped = await getCsv(t, '/api/order/export?status=Shipped', admin.token);
    expect(shipped.records.map((row) => row.Order)).toEqual([rival.number]);
    const byNumber = await getCsv(t, `/api/order/export?q=${russian.number}`, admin.token);
    expect(byNumber.records.map((row) => row.Order)).toEqual([russian.number]);
    const byBrand = await getCsv(t, `/api/order/export?brand=${ownBrand.id}`, admin.token);
    expect(byBrand.records.map((row) => row.Order)).toEqual([mixed.number, russian.number]);
    const past = await getCsv(t, '/api/order/export?to=2020-01-01', admin.token);
    expectCsvHeaders(past, 'orders');
    expect(past.rows).toEqual([]);
    expect((await getCsv(t, '/api/order/export?from=yesterday', admin.token)).status).toBe(400);
  });

  it('refuses a member and a guest', async () => {
    expect((await getCsv(t, '/api/order/export', (await t.factories.member()).token)).status).toBe(
      403,
    );
    expect((await getCsv(t, '/api/order/export')).status).toBe(401);
  });
});

describe('GET /api/order/items/export', () => {
  it('gives an admin one row per item with its product, brand, money and delivery', async () => {
    const file = await getCsv(t, '/api/order/items/export', admin.token);
    expectCsvHeaders(file, 'order-items');
    expect(file.header).toEqual(ORDER_ITEM_CSV_HEADER);
    expect(file.records.map((row) => [row.Order, row.SKU])).toEqual([
      [mixed.number, 'OWN-1'],
      [mixed.number, 'THEIRS-1'],
      [mixed.number, 'HOUSE-1'],
      [rival.number, 'THEIRS-1'],
      [russian.number, 'OWN-1'],
    ]);
    expect(file.records[0]).toMatchObject({
      Customer: 'Ọlá Adébáyọ̀',
      Product: 'Agbada, "Royal"\nedition',
      Brand: 'Ọlá House',
      Size: 'M',
      Quantity: '2',
      'Unit price': '349.50',
      'Line total': '699.00',
      Status: 'Not processed',
      Address: '1 Test Street',
      City: 'Austin',
      State: 'Texas',
      'Zip code': '73301',
      Country: 'United States',
    });
    expect(file.records[1]!.Product).toBe("'+1 shirt");
    expect(file.records[2]).toMatchObject({ Product: '王伟 scarf', Brand: 'Store House' });
    expect(file.records[3]).toMatchObject({
      Customer: `'${FORMULA_NAME}`,
      Status: 'Shipped',
      Carrier: 'DHL',
      'Tracking number': "'-12345",
    });
  });

  it('gives a merchant its own items only, whichever brand it names', async () => {
    for (const url of [
      '/api/order/items/export',
      `/api/order/items/export?brand=${otherBrand.id}`,
    ]) {
      const file = await getCsv(t, url, merchant.token);
      expectCsvHeaders(file, 'order-items');
      expect(file.records.map((row) => [row.Order, row.SKU, row.Email])).toEqual([
        [mixed.number, 'OWN-1', ''],
        [russian.number, 'OWN-1', ''],
      ]);
    }
  });

  it('chooses the items by status and brand, and the orders by number or customer', async () => {
    const shipped = await getCsv(t, '/api/order/items/export?status=Shipped', admin.token);
    expect(shipped.records.map((row) => row.Order)).toEqual([rival.number]);
    const theirsOnly = await getCsv(
      t,
      `/api/order/items/export?brand=${otherBrand.id}`,
      admin.token,
    );
    expect(theirsOnly.records.map((row) => row.SKU)).toEqual(['THEIRS-1', 'THEIRS-1']);
    const byName = await getCsv(
      t,
      `/api/order/items/export?q=${encodeURIComponent('Дмитрий')}`,
      admin.token,
    );
    expect(byName.records.map((row) => row.Order)).toEqual([russian.number]);
    expect(
      (await getCsv(t, '/api/order/items/export', (await t.factories.member()).token)).status,
    ).toBe(403);
    expect((await getCsv(t, '/api/order/items/export')).status).toBe(401);
  });

  it('reads every order and item once across batch borders (batches of one and two)', async () => {
    const actor: Actor = {
      id: admin.user.id,
      role: 'ROLE ADMIN',
      merchantId: null,
      isMerchantActive: true,
    };
    const whole = await getCsv(t, '/api/order/export', admin.token);
    const items = await getCsv(t, '/api/order/items/export', admin.token);
    for (const size of [1, 2]) {
      const byOrder = await t.services.orderExport.orders(actor, {}, size);
      const orderRows = [];
      for await (const batch of byOrder.batches) {
        for (const row of batch) orderRows.push(row.map((cell) => String(cell ?? '')));
      }
      expect(byOrder.total).toBe(3);
      expect(orderRows.map((row) => row[0])).toEqual(whole.rows.map((row) => row[0]));
      const byItem = await t.services.orderExport.items(actor, {}, size);
      const itemRows = [];
      for await (const batch of byItem.batches) {
        for (const row of batch) itemRows.push(row.map((cell) => String(cell ?? '')));
      }
      expect(itemRows.map((row) => `${row[0]} ${row[5]}`)).toEqual(
        items.rows.map((row) => `${row[0]} ${row[5]}`),
      );
    }
  });
});

describe('a discounted order in the files', () => {
  it('gives the code and what it took off, so that subtotal less discount plus shipping is the total', async () => {
    const { code } = await addDiscount(t, admin, { code: freshCode('EXPORT'), value: 10 });
    const shopper = await t.factories.member();
    const lines = [
      { product: own, quantity: 1 },
      { product: theirs, quantity: 1 },
    ];
    await ensureDeliveryAddress(t.db, shopper);
    const cartId = await addCart(t, shopper, lines);
    const started = await t.post(
      '/api/stripe/create-checkout-session',
      { cartId, cartItems: cartItemsOf(lines), total: 1, user: CONTACT, discountCode: code },
      shopper.token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await pressTestPage(t, started.body.url, 'pay')).status).toBe(303);
    const placed = await placeOrder(t, shopper, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await stored({ orderId: placed.body.order._id, number: '', cartId });
    // 10% of $349.50 + $100.00, rounded half up: $44.95, spread over the two lines.
    expect(order.discountCents).toBe(4495);
    const items = await itemsOf(t.db, order.id);
    const ownItem = items.find((item) => item.productId === own.id)!;

    const all = await getCsv(t, `/api/order/export?q=${order.number}`, admin.token);
    expect(all.records).toHaveLength(1);
    expect(all.records[0]).toMatchObject({
      Subtotal: '449.50',
      'Discount code': code,
      Discount: '44.95',
      Shipping: money(order.shippingCents),
      Total: money(order.totalCents),
    });
    expect(4495 + order.totalCents).toBe(order.subtotalCents + order.shippingCents);

    // The brand's share: its line before its part of the discount, the part, what was paid.
    const sale = await getCsv(t, `/api/order/export?q=${order.number}`, merchant.token);
    expect(sale.records[0]).toMatchObject({
      Subtotal: '349.50',
      'Discount code': code,
      Discount: money(ownItem.discountCents),
      Shipping: '0.00',
      Total: money(ownItem.totalPriceCents),
    });
    expect(ownItem.discountCents + ownItem.totalPriceCents).toBe(34950);

    const lineFile = await getCsv(t, `/api/order/items/export?q=${order.number}`, admin.token);
    expect(lineFile.header).toEqual(ORDER_ITEM_CSV_HEADER);
    expect(
      lineFile.records.map((row) => [row.SKU, row['Unit price'], row.Discount, row['Line total']]),
    ).toEqual(
      items.map((item) => [
        item.productId === own.id ? 'OWN-1' : 'THEIRS-1',
        money(item.purchasePriceCents),
        money(item.discountCents),
        money(item.totalPriceCents),
      ]),
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADDRESS_MESSAGES } from '#shared/address/address.messages';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import { MSG } from '#shared/common/messages';
import { SHIPPING_MESSAGES } from '#shared/shipping/shipping.messages';

import { expectError, expectValidation } from '../../test/assertions';
import {
  addCart,
  cartItemsOf,
  CONTACT,
  placeOrder,
  pressTestPage,
  sessionsOfCart,
  startCheckout,
  type Delivery,
  type Line,
} from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addresses } from '../address/address.table';

// Where a checkout delivers and by which shipping option, with the demo store's zones. These run
// on PGlite by default and on PostgreSQL with TEST_DATABASE_URL, where requests run side by side.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.shipping.seedDemoZones();
});
afterAll(async () => {
  await t?.close();
});

const LAGOS = {
  address: '12 Marina Road',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  zipCode: '100001',
};
const ACCRA = { ...LAGOS, address: '4 Oxford Street', city: 'Accra', state: 'Greater Accra' };
const ACCRA_GH = { ...ACCRA, country: 'Ghana' };

async function checkout(shopper: TestUser, lines: Line[], delivery: Delivery) {
  const cartId = await addCart(t, shopper, lines);
  const res = await startCheckout(t, shopper, cartId, lines, CONTACT, delivery);
  return { cartId, res };
}

async function addressBookOf(shopper: TestUser) {
  return t.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id));
}

async function options(country: string, subtotal: number, items: number) {
  const query = new URLSearchParams({ country, subtotal: String(subtotal), items: String(items) });
  const res = await t.get(`/api/shipping/options?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.options as Array<{ _id: string; name: string; price: number; estimate: string }>;
}

/** Pays the checkout on the test page and places its order; answers the order as read. */
async function payAndRead(shopper: TestUser, cartId: string, url: string) {
  expect((await pressTestPage(t, url, 'pay')).status).toBe(303);
  const placed = await placeOrder(t, shopper, cartId);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const res = await t.get(`/api/order/${placed.body.order._id}`, shopper.token);
  expect(res.status).toBe(200);
  return res.body.order;
}

describe('where a checkout delivers', () => {
  it('uses the default saved address when none is sent (else the first)', async () => {
    const product = await t.factories.product({ price: 10, inventory: 10 });
    const shopper = await t.factories.member();
    await t.factories.address(shopper, ACCRA_GH);
    await t.factories.address(shopper, { ...LAGOS, isDefault: true });
    const { cartId, res } = await checkout(shopper, [{ product, quantity: 2 }], {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The default is in Nigeria: shipping is free, though the first is in Ghana.
    expect(res.body).toMatchObject({ subtotal: 20, shippingFee: 0, total: 20 });
    expect(res.body.shippingAddress).toEqual({
      name: CONTACT.name,
      phone: CONTACT.phone,
      ...LAGOS,
    });
    const [session] = await sessionsOfCart(t.db, cartId);
    expect(session!.shippingAddress).toEqual({
      name: CONTACT.name,
      phone: CONTACT.phone,
      ...LAGOS,
    });

    const other = await t.factories.member();
    await t.factories.address(other, ACCRA_GH);
    await t.factories.address(other, LAGOS);
    const first = await checkout(other, [{ product, quantity: 2 }], {});
    expect(first.res.body).toMatchObject({
      shippingFee: 10,
      shippingAddress: { country: 'Ghana' },
    });
  });

  it('refuses a member with no saved address and none sent, holding nothing', async () => {
    const product = await t.factories.product({ inventory: 3 });
    const shopper = await t.factories.member();
    const lines = [{ product, quantity: 1 }];
    const res = await t.post(
      '/api/stripe/create-checkout-session',
      { cartItems: cartItemsOf(lines), user: CONTACT },
      shopper.token,
    );
    expectValidation(res, 'address', CHECKOUT_MESSAGES.addressRequired);
    expect(res.body.error).toBe('Please add a delivery address.');
    const stock = await t.get(`/api/product/item/${product.slug}`);
    expect(stock.body.product.quantity).toBe(3);
  });

  it("answers 404 for another member's address, and for an unknown one", async () => {
    const product = await t.factories.product({ inventory: 3 });
    const shopper = await t.factories.member();
    const stranger = await t.factories.member();
    const theirs = await t.factories.address(stranger, LAGOS);
    const lines = [{ product, quantity: 1 }];
    const { res } = await checkout(shopper, lines, { addressId: theirs.id });
    expectError(res, 404, 'NOT_FOUND', ADDRESS_MESSAGES.notFound(theirs.id));
    const unknown = await checkout(shopper, lines, { addressId: 'not-an-id' });
    expectError(unknown.res, 404, 'NOT_FOUND', ADDRESS_MESSAGES.notFound('not-an-id'));
    expect(await addressBookOf(shopper)).toEqual([]);
  });

  it('delivers to the saved address chosen by id', async () => {
    const product = await t.factories.product({ price: 10, inventory: 5 });
    const shopper = await t.factories.member();
    await t.factories.address(shopper, { ...LAGOS, isDefault: true });
    const ghana = await t.factories.address(shopper, ACCRA_GH);
    const { res } = await checkout(shopper, [{ product, quantity: 1 }], { addressId: ghana.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ shippingFee: 5, shippingAddress: { country: 'Ghana' } });
  });

  it('checks a typed address with the address book rules', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const shopper = await t.factories.member();
    const lines = [{ product, quantity: 1 }];
    const short = await checkout(shopper, lines, {
      address: { ...LAGOS, zipCode: '123' } as never,
    });
    expectValidation(short.res, 'address.zipCode', MSG.zipCodeMin);
    const unknown = await checkout(shopper, lines, {
      address: { ...LAGOS, country: 'Atlantis' } as never,
    });
    expectValidation(unknown.res, 'address.country', MSG.countryUnknown);
  });

  it('saves a typed address to the book once, however often the checkout is retried', async () => {
    const product = await t.factories.product({ price: 10, inventory: 20 });
    const shopper = await t.factories.member();
    const lines = [{ product, quantity: 1 }];
    const cartId = await addCart(t, shopper, lines);
    const answers = await Promise.all(
      [1, 2, 3].map(() => startCheckout(t, shopper, cartId, lines, CONTACT, { address: ACCRA_GH })),
    );
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = await startCheckout(t, shopper, cartId, lines, CONTACT, { address: ACCRA_GH });
    expect(again.status).toBe(200);

    const book = await addressBookOf(shopper);
    expect(book).toHaveLength(1);
    // The first address of the book becomes its default.
    expect(book[0]).toMatchObject({ ...ACCRA_GH, isDefault: true });
    const list = await t.get('/api/address', shopper.token);
    expect(list.body.addresses).toHaveLength(1);
  });

  it('leaves the book alone when "Save to my addresses" is off', async () => {
    const product = await t.factories.product({ inventory: 5 });
    const shopper = await t.factories.member();
    const { res } = await checkout(shopper, [{ product, quantity: 1 }], {
      address: LAGOS,
      saveAddress: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.shippingAddress).toMatchObject(LAGOS);
    expect(await addressBookOf(shopper)).toEqual([]);
  });

  it('keeps the address on the order as it was: later edits of the book change nothing', async () => {
    const product = await t.factories.product({ price: 25, inventory: 5 });
    const shopper = await t.factories.member();
    const saved = await t.factories.address(shopper, { ...ACCRA_GH, isDefault: true });
    const { cartId, res } = await checkout(shopper, [{ product, quantity: 1 }], {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await payAndRead(shopper, cartId, res.body.url);
    const expected = { name: CONTACT.name, phone: CONTACT.phone, ...ACCRA_GH };
    expect(order.shippingAddress).toEqual(expected);

    const edit = await t.request('PUT', `/api/address/${saved.id}`, {
      token: shopper.token,
      body: { ...LAGOS, address: '99 New Road', isDefault: true },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const deleted = await t.request('DELETE', `/api/address/delete/${saved.id}`, {
      token: shopper.token,
    });
    expect(deleted.status).toBe(200);

    const again = await t.get(`/api/order/${order._id}`, shopper.token);
    expect(again.body.order.shippingAddress).toEqual(expected);
    const list = await t.get('/api/order/me', shopper.token);
    expect(list.body.orders[0].shippingAddress).toEqual(expected);
    const search = await t.get(`/api/order/search?search=${order._id}`, shopper.token);
    expect(search.body.orders[0]).toMatchObject({
      shippingAddress: expected,
      shipping: { option: 'Standard', estimate: '5-10 working days' },
    });
  });
});

describe('shipping options at the checkout', () => {
  it('prices the spec rule exactly with the demo zones when no option is sent', async () => {
    const ten = await t.factories.product({ price: 10, inventory: 50 });
    const sixty = await t.factories.product({ price: 60, inventory: 50 });
    const cases: Array<[string, Line[], number]> = [
      ['Nigeria', [{ product: ten, quantity: 3 }], 0],
      ['United Kingdom', [{ product: ten, quantity: 1 }], 0],
      ['United States', [{ product: ten, quantity: 3 }], 15],
      ['Ghana', [{ product: sixty, quantity: 1 }], 5],
      ['Ghana', [{ product: sixty, quantity: 2 }], 0],
    ];
    for (const [country, lines, fee] of cases) {
      const shopper = await t.factories.member();
      const { res } = await checkout(shopper, lines, {
        address: { ...ACCRA, country },
        saveAddress: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.shippingFee, `${country}`).toBe(fee);
      expect(res.body.total).toBe(res.body.subtotal + fee);
      expect(res.body.shipping).toMatchObject({ option: 'Standard' });
    }
  });

  it('lists the options for a country with their price and estimate', async () => {
    expect(await options('Ghana', 30, 3)).toEqual([
      expect.objectContaining({ name: 'Standard', price: 15, estimate: '5-10 working days' }),
      expect.objectContaining({ name: 'Express', price: 25, estimate: '1-2 working days' }),
    ]);
    expect(await options('Nigeria', 30, 3)).toEqual([
      expect.objectContaining({ name: 'Standard', price: 0 }),
      expect.objectContaining({ name: 'Express', price: 15 }),
    ]);
    // Free from 120 for Standard; Express is never free.
    expect((await options('Ghana', 150, 3)).map((option) => option.price)).toEqual([0, 25]);
    const missing = await t.get('/api/shipping/options');
    expect(missing.status).toBe(400);
  });

  it('prices Express on the server and records it on the session and the order', async () => {
    const product = await t.factories.product({ price: 20, inventory: 5 });
    const shopper = await t.factories.member();
    const express = (await options('Ghana', 40, 2)).find((option) => option.name === 'Express')!;
    const { cartId, res } = await checkout(shopper, [{ product, quantity: 2 }], {
      address: ACCRA_GH,
      shippingOptionId: express._id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      subtotal: 40,
      shippingFee: 25,
      total: 65,
      shipping: { optionId: express._id, option: 'Express', estimate: '1-2 working days' },
    });
    const [session] = await sessionsOfCart(t.db, cartId);
    expect(session).toMatchObject({
      shippingCents: 2500,
      totalCents: 6500,
      shippingOptionId: express._id,
      shippingOptionName: 'Express',
      shippingEstimate: '1-2 working days',
    });
    const order = await payAndRead(shopper, cartId, res.body.url);
    expect(order).toMatchObject({
      total: 40,
      totalTax: 25,
      totalWithTax: 65,
      shipping: { option: 'Express', estimate: '1-2 working days' },
    });
  });

  it("refuses an option that is not offered for the address's country", async () => {
    const product = await t.factories.product({ inventory: 5 });
    const shopper = await t.factories.member();
    const nigeriaExpress = (await options('Nigeria', 10, 1)).find((o) => o.name === 'Express')!;
    const lines = [{ product, quantity: 1 }];
    const { res } = await checkout(shopper, lines, {
      address: ACCRA_GH,
      shippingOptionId: nigeriaExpress._id,
    });
    expectValidation(res, 'shippingOptionId', SHIPPING_MESSAGES.optionNotOffered('Ghana'));
    const unknown = await checkout(shopper, lines, {
      address: ACCRA_GH,
      shippingOptionId: 'standard',
    });
    expectValidation(unknown.res, 'shippingOptionId', SHIPPING_MESSAGES.optionNotOffered('Ghana'));
    // Refused before anything was held or saved.
    expect(await addressBookOf(shopper)).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import { CONTACT } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { historyOf, itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProductRow } from '../product/product.table';

/**
 * Issue 23 section 4: the merchant whose brand sold an item sees where to ship it, marks it
 * Shipped (carrier and tracking number) and Delivered, and is mailed its sales; the shopper is
 * mailed each step with the tracking number.
 */

const M = {
  updated: 'Item status has been updated successfully!',
  sellerCannotSet: 'You can mark your items Processing, Shipped or Delivered.',
  needsTracking: 'Please enter the carrier and the tracking number.',
  deliverAfterShip: 'Please mark this item shipped before marking it delivered.',
  itemNotFound: (id: string) => `Cannot find order item with the id: ${id}.`,
};
const ISO = /^\d{4}-\d{2}-\d{2}T/;
const ADDRESS = {
  address: '4 Broad Street',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  zipCode: '100271',
};

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
/** Runs Agbada House (agbada); `other` runs Cap Co (cap); the scarf is the store's own. */
let seller: TestUser;
let other: TestUser;
let agbada: ProductRow;
let cap: ProductRow;
let scarf: ProductRow;
/** 2 agbada (seller), 1 cap (other), 1 scarf (house), delivered to ADDRESS. */
let order: PaidOrder;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  shopper = await t.factories.member();
  await t.factories.address(shopper, { ...ADDRESS, isDefault: true });
  seller = await t.factories.merchant();
  other = await t.factories.merchant();
  const sellerBrand = await t.factories.brand({ name: 'Agbada House', merchant: seller });
  const otherBrand = await t.factories.brand({ name: 'Cap Co', merchant: other });
  const houseBrand = await t.factories.brand({ name: 'Eko House' });
  agbada = await t.factories.product({ name: 'Royal Agbada', price: 40, brand: sellerBrand });
  cap = await t.factories.product({ name: 'Fila Cap', price: 12.5, brand: otherBrand });
  scarf = await t.factories.product({ name: 'Silk Scarf', price: 9, brand: houseBrand });
  order = await paidOrder(t, shopper, [
    { product: agbada, quantity: 2, size: 'L' },
    { product: cap, quantity: 1, size: 'M' },
    { product: scarf, quantity: 1, size: 'M' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const setStatus = (by: TestUser, itemId: string, body: Record<string, unknown>, of = order) =>
  t.put(
    `/api/order/status/item/${itemId}`,
    { orderId: of.orderId, cartId: of.cartId, ...body },
    by.token,
  );

const statusMails = () => t.mail.sent.filter((mail) => mail.subject.startsWith('Order Update '));

describe('new sale mails', () => {
  it('mails each selling merchant once, with only its items and where to ship them', async () => {
    await vi.waitFor(() => {
      expect(t.mail.to(seller.user.email!)).toHaveLength(1);
      expect(t.mail.to(other.user.email!)).toHaveLength(1);
    });
    const [sale] = t.mail.to(seller.user.email!);
    expect(sale!.subject).toBe(`New sale ${order.number}`);
    expect(sale!.text).toContain('2 × Royal Agbada (size L): $80.00');
    expect(sale!.text).toContain(
      `Ship to: ${CONTACT.name}, ${CONTACT.phone}, 4 Broad Street, Ikeja, Lagos, 100271, Nigeria`,
    );
    expect(sale!.text).toContain(`http://store.test/order/${order.orderId}`);
    expect(sale!.html).toContain(`href="http://store.test/order/${order.orderId}"`);
    for (const elsewhere of ['Fila Cap', 'Silk Scarf', CONTACT.email, 'test_pi_']) {
      expect(sale!.text).not.toContain(elsewhere);
      expect(sale!.html).not.toContain(elsewhere);
    }
    const [capSale] = t.mail.to(other.user.email!);
    expect(capSale!.text).toContain('1 × Fila Cap (size M): $12.50');
    expect(capSale!.text).not.toContain('Royal Agbada');
  });
});

describe("a merchant's read of its sale", () => {
  it("shows the buyer's name, phone and delivery address, not the email or payment", async () => {
    const res = await t.get(`/api/order/${order.orderId}`, seller.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order.shippingAddress).toEqual({
      name: CONTACT.name,
      phone: CONTACT.phone,
      ...ADDRESS,
    });
    expect(
      res.body.order.products.map((p: { product: { name: string } }) => p.product.name),
    ).toEqual(['Royal Agbada']);
    expect(res.body.order).not.toHaveProperty('contact');
    expect(res.body.order).not.toHaveProperty('paymentReference');
    for (const secret of [CONTACT.email, 'test_pi_', 'Fila Cap']) {
      expect(res.raw.body).not.toContain(secret);
    }
    const list = await t.get('/api/order', seller.token);
    expect(list.body.orders[0].shippingAddress).toMatchObject({ name: CONTACT.name, ...ADDRESS });
  });
});

describe('a merchant fulfils its own items', () => {
  beforeEach(() => {
    t.mail.clear();
  });

  it('may not ship without carrier and tracking number, nor cancel, nor deliver first', async () => {
    const [own] = await itemsOf(t.db, order.orderId);
    expectError(
      await setStatus(seller, own!.id, { status: 'Shipped' }),
      400,
      'BUSINESS_RULE',
      M.needsTracking,
    );
    expectError(
      await setStatus(seller, own!.id, { status: 'Shipped', carrier: '  ', trackingNumber: 'X1' }),
      400,
      'BUSINESS_RULE',
      M.needsTracking,
    );
    expectError(
      await setStatus(seller, own!.id, { status: 'Cancelled' }),
      403,
      'FORBIDDEN',
      M.sellerCannotSet,
    );
    expectError(
      await setStatus(seller, own!.id, { status: 'Delivered' }),
      400,
      'BUSINESS_RULE',
      M.deliverAfterShip,
    );
    // Lengths are capped before anything is looked at.
    expectValidation(
      await setStatus(seller, own!.id, {
        status: 'Shipped',
        carrier: 'D'.repeat(61),
        trackingNumber: 'X1',
      }),
      'carrier',
      'Carrier may not be greater than 60 characters.',
    );
    expect((await itemsOf(t.db, order.orderId))[0]!.status).toBe('Not processed');
    expect(statusMails()).toHaveLength(0);
  });

  it("another merchant's item, even in the same order, is not found", async () => {
    const [own, capItem, scarfItem] = await itemsOf(t.db, order.orderId);
    for (const item of [capItem!, scarfItem!]) {
      expectError(
        await setStatus(seller, item.id, {
          status: 'Shipped',
          carrier: 'DHL',
          trackingNumber: '1',
        }),
        404,
        'NOT_FOUND',
        M.itemNotFound(item.id),
      );
    }
    expectError(
      await setStatus(other, own!.id, { status: 'Processing' }),
      404,
      'NOT_FOUND',
      M.itemNotFound(own!.id),
    );
    const stranger = await t.factories.merchant();
    expectError(
      await setStatus(stranger, own!.id, { status: 'Processing' }),
      404,
      'NOT_FOUND',
      M.itemNotFound(own!.id),
    );
  });

  it('marks it Processing, then Shipped with the tracking, then Delivered; each mails the shopper once', async () => {
    const [own] = await itemsOf(t.db, order.orderId);
    const processing = await setStatus(seller, own!.id, { status: 'Processing' });
    expect(processing.body).toEqual({ success: true, message: M.updated, orderCancelled: false });

    const shipped = await setStatus(seller, own!.id, {
      status: 'Shipped',
      carrier: '  DHL Express ',
      trackingNumber: ' JD014600006281 ',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [mailed] = statusMails().filter((mail) => mail.text.includes('Shipped'));
    expect(mailed!.to).toBe(CONTACT.email);
    expect(mailed!.text).toContain(
      '2 × Royal Agbada (size L), sent with DHL Express, tracking number JD014600006281: Shipped',
    );
    expect(mailed!.html).toContain('tracking number JD014600006281');

    // Going back is refused; shipping again changes nothing and mails nothing.
    expectError(
      await setStatus(seller, own!.id, { status: 'Processing' }),
      400,
      'BUSINESS_RULE',
      'This item is already shipped, so it cannot be marked processing.',
    );
    const again = await setStatus(seller, own!.id, {
      status: 'Shipped',
      carrier: 'UPS',
      trackingNumber: 'OTHER',
    });
    expect(again.status).toBe(200);

    const delivered = await setStatus(seller, own!.id, { status: 'Delivered' });
    expect(delivered.status).toBe(200);
    expect(
      statusMails().map((mail) => mail.text.match(/: (Processing|Shipped|Delivered)\n/)?.[1]),
    ).toEqual(['Processing', 'Shipped', 'Delivered']);

    const [after] = await itemsOf(t.db, order.orderId);
    expect(after).toMatchObject({
      status: 'Delivered',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281',
    });
    expect(after!.shippedAt).toBeInstanceOf(Date);
    expect(after!.deliveredAt!.getTime()).toBeGreaterThanOrEqual(after!.shippedAt!.getTime());
    const history = await historyOf(t.db, [own!.id]);
    expect(history.map((h) => [h.status, h.bySeller])).toEqual([
      ['Not processed', false],
      ['Processing', true],
      ['Shipped', true],
      ['Delivered', true],
    ]);

    // The buyer, the merchant and the admin all read the carrier and the tracking number.
    for (const who of [shopper, seller, admin]) {
      const res = await t.get(`/api/order/${order.orderId}`, who.token);
      const item = res.body.order.products.find((p: { _id: string }) => p._id === own!.id);
      expect(item).toMatchObject({
        status: 'Delivered',
        carrier: 'DHL Express',
        trackingNumber: 'JD014600006281',
        shippedAt: expect.stringMatching(ISO),
        deliveredAt: expect.stringMatching(ISO),
      });
      expect(item.history.map((h: { by: string }) => h.by)).toEqual([
        'store',
        'merchant',
        'merchant',
        'merchant',
      ]);
    }
    const mine = await t.get('/api/order/me', shopper.token);
    expect(mine.body.orders[0].products[0]).toMatchObject({ trackingNumber: 'JD014600006281' });
  });

  it('an admin keeps the spec rules: any status, carrier and tracking optional', async () => {
    const [, capItem, scarfItem] = await itemsOf(t.db, order.orderId);
    expect((await setStatus(admin, scarfItem!.id, { status: 'Shipped' })).status).toBe(200);
    expect((await setStatus(admin, scarfItem!.id, { status: 'Not processed' })).status).toBe(200);
    const [, , scarfAfter] = await itemsOf(t.db, order.orderId);
    // Shipped once: the time it first left stays, with no tracking given.
    expect(scarfAfter).toMatchObject({
      status: 'Not processed',
      carrier: null,
      trackingNumber: null,
    });
    expect(scarfAfter!.shippedAt).toBeInstanceOf(Date);

    const withTracking = await setStatus(admin, capItem!.id, {
      status: 'Shipped',
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG-42',
    });
    expect(withTracking.status).toBe(200);
    const [mail] = statusMails().filter((m) => m.text.includes('GIG-42'));
    expect(mail!.text).toContain('sent with GIG Logistics, tracking number GIG-42');
    // The other merchant sees the admin's change of its item.
    const seen = await t.get(`/api/order/${order.orderId}`, other.token);
    expect(seen.body.order.products[0]).toMatchObject({
      status: 'Shipped',
      trackingNumber: 'GIG-42',
    });
  });

  it('the shopper still may only cancel, and a cancellation mails the shopper', async () => {
    const fresh = await paidOrder(t, shopper, [{ product: agbada, quantity: 1 }]);
    const [item] = await itemsOf(t.db, fresh.orderId);
    expectError(
      await setStatus(
        shopper,
        item!.id,
        { status: 'Shipped', carrier: 'DHL', trackingNumber: '1' },
        fresh,
      ),
      403,
      'FORBIDDEN',
    );
    t.mail.clear();
    expect((await setStatus(shopper, item!.id, { status: 'Cancelled' }, fresh)).status).toBe(200);
    const [cancelled] = statusMails();
    expect(cancelled!.text).toContain('1 × Royal Agbada (size M): Cancelled');
    // The merchant reads the cancellation and can no longer ship it.
    expectError(
      await setStatus(
        seller,
        item!.id,
        { status: 'Shipped', carrier: 'DHL', trackingNumber: '1' },
        fresh,
      ),
      400,
      'BUSINESS_RULE',
      'This item has been cancelled and its status can no longer be changed.',
    );
  });
});

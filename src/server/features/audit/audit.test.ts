import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuditEntryDto, AuditListResponse } from '#shared/audit/audit.schemas';

import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder } from '../../test/order-helpers';
import { editBody } from '../../test/product-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { merchants } from '../merchant/merchant.table';
import { createProductAdminService } from '../product/product-admin.service';
import { createProductStockService } from '../product/product-stock.service';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let brand: BrandRow;
let otherSeller: TestUser;
let otherBrand: BrandRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  seller = await t.factories.merchant();
  brand = await t.factories.brand({ merchant: seller });
  otherSeller = await t.factories.merchant();
  otherBrand = await t.factories.brand({ merchant: otherSeller });
});
afterAll(async () => {
  await t.close();
});

const ADDRESS = '203.0.113.7';

async function entries(query: string, token = admin.token): Promise<AuditEntryDto[]> {
  const res = await t.get<AuditListResponse>(`/api/audit?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entries;
}

const put = (url: string, body: unknown, token: string) =>
  t.request('PUT', url, { body, token, remoteAddress: ADDRESS });

describe('a product change', () => {
  it('records price and stock apart, with only what changed and the address', async () => {
    const product = await t.factories.product({ brand, price: 100, sizeStock: { M: 2, L: 3 } });
    const res = await put(
      `/api/product/${product.id}`,
      editBody(product, {
        price: 120,
        sizeStock: [
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 7 },
        ],
        quantity: 9,
      }),
      seller.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const found = await entries(`subject=${product.id}`);
    const byKind = Object.fromEntries(found.map((entry) => [entry.kind, entry]));
    expect(Object.keys(byKind).sort()).toEqual(['product.price', 'product.stock']);
    expect(byKind['product.price']).toMatchObject({
      actorId: seller.user.id,
      actorRole: 'ROLE MERCHANT',
      address: ADDRESS,
      brandId: brand.id,
      subjectLabel: product.name,
      before: { priceCents: 10000 },
      after: { priceCents: 12000 },
    });
    expect(byKind['product.stock']).toMatchObject({
      before: {
        inventory: 5,
        sizeStock: [
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 3 },
        ],
      },
      after: { inventory: 9 },
    });
  });

  it('takes the address from the socket, not from a forwarded header it does not trust', async () => {
    const product = await t.factories.product({ brand, price: 20 });
    const res = await t.request('PUT', `/api/product/${product.id}`, {
      body: editBody(product, { price: 21 }),
      token: seller.token,
      remoteAddress: ADDRESS,
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = await entries(`subject=${product.id}`);
    expect(entry?.address).toBe(ADDRESS);
  });

  it('records a switch as product.status', async () => {
    const product = await t.factories.product({ brand });
    const res = await put(
      `/api/product/${product.id}/active`,
      { product: { isActive: false } },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = await entries(`subject=${product.id}&kind=product.status`);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'ROLE ADMIN',
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('records each product of a bulk action, and nothing when the action is refused', async () => {
    const first = await t.factories.product({ brand });
    const second = await t.factories.product({ brand });
    const bulk = (ids: string[]) =>
      t.request('POST', '/api/product/bulk', {
        body: { action: 'deactivate', ids },
        token: seller.token,
        remoteAddress: ADDRESS,
      });
    const theirs = await t.factories.product({ brand: otherBrand });
    expect((await bulk([first.id, theirs.id])).status).toBe(404);
    expect(await entries(`subject=${first.id}`)).toEqual([]);

    const res = await bulk([first.id, second.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const product of [first, second]) {
      const found = await entries(`subject=${product.id}`);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        kind: 'product.status',
        actorId: seller.user.id,
        address: ADDRESS,
        before: { isActive: true },
        after: { isActive: false },
      });
    }
  });

  it('leaves no entry when the change fails after it started', async () => {
    const product = await t.factories.product({ brand, price: 50, sizeStock: { M: 2, L: 3 } });
    // The price is written, then the stock refuses a quantity that is not the sizes' sum.
    const res = await put(
      `/api/product/${product.id}`,
      editBody(product, { price: 75, quantity: 99 }),
      seller.token,
    );
    expect(res.status).toBe(400);
    expect(await entries(`subject=${product.id}`)).toEqual([]);
    const item = await t.get(`/api/product/${product.id}`, seller.token);
    expect(item.body.product.price).toBe(50);
  });

  it('rolls its entry back with the change when the transaction fails after recording', async () => {
    const product = await t.factories.product({ brand, price: 40 });
    let recorded = 0;
    const failing = createProductAdminService({
      db: t.db,
      images: t.services.images,
      brandOfMerchant: t.services.brands.brandOfMerchant,
      onCatalogChange: () => undefined,
      stock: createProductStockService(),
      audit: {
        async record(tx, entry) {
          await t.services.audit.record(tx, entry);
          recorded += 1;
          throw new Error('the transaction fails after the entry was written');
        },
      },
    });
    const actor = { ...(await t.services.auth.authenticate(seller.token))!, address: ADDRESS };
    await expect(
      failing.update(actor, product.id, {
        ...editBody(product, { price: 41 }).product,
        brand: undefined,
      }),
    ).rejects.toThrow('after the entry was written');
    expect(recorded).toBe(1);
    expect(await entries(`subject=${product.id}`)).toEqual([]);
    const item = await t.get(`/api/product/${product.id}`, seller.token);
    expect(item.body.product.price).toBe(40);
  });

  it('records a delete with what the product was', async () => {
    const product = await t.factories.product({ brand, price: 30 });
    const res = await t.request('DELETE', `/api/product/delete/${product.id}`, {
      token: seller.token,
      remoteAddress: ADDRESS,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = await entries(`subject=${product.id}&kind=product.delete`);
    expect(entry).toMatchObject({ before: { sku: product.sku, priceCents: 3000 }, after: null });
  });
});

describe('the merchant lifecycle', () => {
  it('records approve and disable with the status before and after', async () => {
    const [application] = await t.db
      .insert(merchants)
      .values({
        name: 'Tunde Bakare',
        email: `audit-${Date.now()}@example.com`,
        phoneNumber: '(415) 555-0100',
        brandName: `Audit Tailors ${Date.now()}`,
        business: 'Hand-made agbada.',
      })
      .returning();
    const id = application!.id;
    expect((await put(`/api/merchant/approve/${id}`, undefined, admin.token)).status).toBe(200);
    const off = await put(
      `/api/merchant/${id}/active`,
      { merchant: { isActive: false } },
      admin.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    const found = await entries(`subject=${id}`);
    expect(found.map((entry) => entry.kind)).toEqual(['merchant.disable', 'merchant.approve']);
    expect(found[1]).toMatchObject({
      address: ADDRESS,
      before: { status: 'Waiting Approval', isActive: false },
      after: { status: 'Approved', isActive: true },
    });
    expect(found[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });
});

describe('the other writes', () => {
  it('records an item status move by its seller, with the tracking number', async () => {
    const shopper = await t.factories.member();
    const product = await t.factories.product({ brand, inventory: 50 });
    const order = await paidOrder(t, shopper, [{ product, quantity: 1 }]);
    const [item] = await itemsOf(t.db, order.orderId);
    const res = await put(
      `/api/order/status/item/${item!.id}`,
      {
        orderId: order.orderId,
        cartId: order.cartId,
        status: 'Shipped',
        carrier: 'DHL',
        trackingNumber: 'TRACK123',
      },
      seller.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = await entries(`subject=${item!.id}`, seller.token);
    expect(entry).toMatchObject({
      kind: 'order.status',
      address: ADDRESS,
      brandId: brand.id,
      before: { status: 'Not processed', carrier: null, trackingNumber: null },
      after: { status: 'Shipped', carrier: 'DHL', trackingNumber: 'TRACK123' },
    });
    expect(entry!.subjectLabel).toContain(order.number);
  });

  it('records a shipping zone added and renamed, a category switched and a review refused', async () => {
    const added = await t.request('POST', '/api/shipping/zones', {
      body: { name: 'West Africa', countries: ['Ghana'] },
      token: admin.token,
      remoteAddress: ADDRESS,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const zoneId = added.body.zone._id as string;
    const renamed = await put(
      `/api/shipping/zones/${zoneId}`,
      { name: 'West Africa and more', countries: ['Ghana'] },
      admin.token,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const zone = await entries(`subject=${zoneId}`);
    expect(zone.map((entry) => [entry.kind, entry.before, entry.after])).toEqual([
      ['shipping.zone.update', { name: 'West Africa' }, { name: 'West Africa and more' }],
      ['shipping.zone.add', null, { name: 'West Africa', countries: ['Ghana'] }],
    ]);

    const category = await t.factories.category();
    const off = await put(
      `/api/category/${category.id}/active`,
      { category: { isActive: false } },
      admin.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const [switched] = await entries(`subject=${category.id}`);
    expect(switched).toMatchObject({
      kind: 'category.update',
      before: { isActive: true },
      after: { isActive: false },
    });

    const member = await t.factories.member();
    const review = await t.factories.review(await t.factories.product({ brand }), member, {
      status: 'Waiting Approval',
    });
    expect((await put(`/api/review/reject/${review.id}`, undefined, admin.token)).status).toBe(200);
    const [moderated] = await entries(`subject=${review.id}`);
    expect(moderated).toMatchObject({
      kind: 'review.moderate',
      before: { status: 'Waiting Approval' },
      after: { status: 'Rejected' },
    });
  });

  it("records a merchant's brand switches in its own scope", async () => {
    const off = await put(
      `/api/brand/${brand.id}/active`,
      { brand: { isActive: false } },
      seller.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const on = await put(
      `/api/brand/${brand.id}/active`,
      { brand: { isActive: true } },
      seller.token,
    );
    expect(on.status).toBe(200);
    const switches = await entries(`subject=${brand.id}&kind=brand.update`, seller.token);
    expect(switches.map((entry) => entry.after)).toEqual([{ isActive: true }, { isActive: false }]);
  });
});

describe('GET /api/audit', () => {
  it("gives a merchant its own brand's entries only, an admin all", async () => {
    const mine = await t.factories.product({ brand, price: 10 });
    const theirs = await t.factories.product({ brand: otherBrand, price: 10 });
    expect(
      (await put(`/api/product/${mine.id}`, editBody(mine, { price: 11 }), seller.token)).status,
    ).toBe(200);
    expect(
      (await put(`/api/product/${theirs.id}`, editBody(theirs, { price: 12 }), otherSeller.token))
        .status,
    ).toBe(200);

    const seen = await entries('kind=product.price&limit=100', seller.token);
    expect(seen.map((entry) => entry.subjectId)).toContain(mine.id);
    expect(seen.map((entry) => entry.subjectId)).not.toContain(theirs.id);
    expect(seen.every((entry) => entry.brandId === brand.id)).toBe(true);
    expect(await entries(`subject=${theirs.id}`, seller.token)).toEqual([]);

    const all = (await entries('kind=product.price&limit=100')).map((entry) => entry.subjectId);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('filters by actor and date range, and pages', async () => {
    const byOther = await entries(`actor=${otherSeller.user.id}&limit=100`);
    expect(byOther.length).toBeGreaterThan(0);
    expect(byOther.every((entry) => entry.actorId === otherSeller.user.id)).toBe(true);
    expect(await entries('from=2000-01-01&to=2000-01-31')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`from=${today}&to=${today}&limit=100`)).length).toBeGreaterThan(0);
    const page = await t.get<AuditListResponse>('/api/audit?limit=1&page=2', admin.token);
    expect(page.body).toMatchObject({ currentPage: 2 });
    expect(page.body.entries).toHaveLength(1);
    expect(page.body.totalPages).toBe(page.body.count);
  });

  it('refuses a member, a guest and a reversed date range', async () => {
    const member = await t.factories.member();
    expect((await t.get('/api/audit', member.token)).status).toBe(403);
    expect((await t.get('/api/audit')).status).toBe(401);
    expect((await t.get('/api/audit?from=2020-02-01&to=2020-01-01', admin.token)).status).toBe(400);
  });
});

describe('the table', () => {
  it('refuses to change or delete an entry, whoever asks', async () => {
    const [before] = await entries('limit=1');
    expect(before).toBeDefined();
    await expect(
      t.db.execute(sql`update audit_entries set kind = 'forged' where id = ${before!.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from audit_entries where id = ${before!.id}`),
    ).rejects.toThrow();
    const [after] = await entries(`subject=${before!.subjectId}&limit=1`);
    expect(after).toMatchObject({ id: before!.id, kind: before!.kind });
  });
});

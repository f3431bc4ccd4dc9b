import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProductSize } from '#shared/common/constants';

import { linkIn } from '../../test/capture-mailer';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder } from '../../test/order-helpers';
import { editBody } from '../../test/product-helpers';
import { askReturn, deliver } from '../../test/return-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import type { ProductRow } from '../product/product.table';

// Issue 24, section 2, wired as the store runs: the product stock service tells the stock-alert
// service of every size that comes back, whichever path raised it (the product screen, a
// cancelled order, a received return), and the sender mails each subscriber once. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: TestUser;
let merchant: TestUser;
let buyer: TestUser;
let brand: BrandRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
  buyer = await t.factories.member();
  brand = await t.factories.brand({ merchant });
});
afterAll(async () => {
  await t?.close();
});

/** A new member asks for the size's return; they are live at once. */
async function waitingFor(product: ProductRow, size: ProductSize): Promise<TestUser> {
  const member = await t.factories.member();
  const res = await t.post(
    '/api/stock-alert/subscribe',
    { product: product.slug, size },
    member.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return member;
}

const backInStock = (member: TestUser) =>
  t.mail.to(member.email).filter((mail) => mail.subject.startsWith('Size '));

/** Sends what is due, then expects exactly one mail for that size, linking to it. */
async function expectOneMail(member: TestUser, product: ProductRow, size: ProductSize) {
  await t.services.stockAlerts.sendDue();
  const mails = backInStock(member);
  expect(mails.map((mail) => mail.subject)).toEqual([`Size ${size} is back: ${product.name}`]);
  expect(linkIn(mails[0], 'http://store.test/product/')).toBe(
    `http://store.test/product/${product.slug}?size=${size}`,
  );
  // Once only: the alert has ended.
  await t.services.stockAlerts.sendDue();
  expect(backInStock(member)).toHaveLength(1);
}

describe('a size coming back mails who asked for it, through every path', () => {
  it('the merchant restocking the size on the product screen', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 3, L: 0 } });
    const member = await waitingFor(product, 'L');
    // M is in stock: nobody may wait for it.
    const inStock = await t.post(
      '/api/stock-alert/subscribe',
      { product: product.slug, size: 'M' },
      member.token,
    );
    expect(inStock.status).toBe(400);

    // Raising M does not wake L's alert.
    const edit = (sizeStock: Array<{ size: ProductSize; quantity: number }>) =>
      t.put(`/api/product/${product.id}`, editBody(product, { sizeStock }), merchant.token);
    expect(
      (
        await edit([
          { size: 'M', quantity: 5 },
          { size: 'L', quantity: 0 },
        ])
      ).status,
    ).toBe(200);
    await t.services.stockAlerts.sendDue();
    expect(backInStock(member)).toHaveLength(0);

    expect(
      (
        await edit([
          { size: 'M', quantity: 5 },
          { size: 'L', quantity: 2 },
        ])
      ).status,
    ).toBe(200);
    await expectOneMail(member, product, 'L');
  });

  it('a cancelled order giving the last L back', async () => {
    const product = await t.factories.product({ brand, sizeStock: { M: 4, L: 1 } });
    const order = await paidOrder(t, buyer, [{ product, size: 'L', quantity: 1 }]);
    const member = await waitingFor(product, 'L');
    const cancelled = await t.del(`/api/order/cancel/${order.orderId}`, admin.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expectOneMail(member, product, 'L');
  });

  it('a received return bringing a shared stock back from 0', async () => {
    const product = await t.factories.product({ brand, inventory: 1, sizes: ['M', 'L'] });
    const order = await paidOrder(t, buyer, [{ product, size: 'M', quantity: 1 }]);
    const member = await waitingFor(product, 'L');
    const [item] = await itemsOf(t.db, order.orderId);
    await deliver(t, admin, order, item!.id);
    const asked = await askReturn(t, buyer, item!.id, 1);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.return._id as string;
    expect((await t.put(`/api/return/${id}/accept`, {}, merchant.token)).status).toBe(200);
    await t.services.stockAlerts.sendDue();
    expect(backInStock(member)).toHaveLength(0);

    expect((await t.put(`/api/return/${id}/receive`, {}, merchant.token)).status).toBe(200);
    // One shared stock: the M returned is also the L the member waits for.
    await expectOneMail(member, product, 'L');
  });
});

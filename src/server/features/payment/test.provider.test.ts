import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import type { Config } from '../../config';
import { expectError } from '../../test/assertions';
import { createCaptureMailer } from '../../test/capture-mailer';
import {
  addCart,
  checkedOut,
  heldStock,
  inventoryOf,
  ordersOfCart,
  pathOf,
  pressTestPage,
  sessionsOfCart,
  startCheckout,
} from '../../test/checkout-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { TEST_PAYMENT_MESSAGES } from '#shared/checkout/checkout.messages';

/** A store others can reach, without PUBLIC_DEMO: config.ts decides this from HOST/PUBLIC_URL. */
const PUBLIC_STORE: Config['demo'] = { isLocal: false, isPublicDemo: false, isOpen: false };
const LOCAL: Config['demo'] = { isLocal: true, isPublicDemo: false, isOpen: true };

describe('the test payment page on a store others can reach (decision 0013)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demo: PUBLIC_STORE } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to start a checkout with a message the shopper can read, and reserves nothing', async () => {
    const member = await t.factories.member();
    const product = await t.factories.product({ inventory: 5 });
    const lines = [{ product, quantity: 2 }];
    const cartId = await addCart(t, member, lines);

    const res = await startCheckout(t, member, cartId, lines);
    expectError(res, 400, 'BUSINESS_RULE', TEST_PAYMENT_MESSAGES.notSetUp);
    expect(await inventoryOf(t.db, product)).toBe(5);
    expect(await heldStock(t.db, product)).toBe(0);
    expect(await sessionsOfCart(t.db, cartId)).toEqual([]);
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
  });
});

describe('a test page opened while the store was open, once it no longer is', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  });
  afterAll(async () => {
    await open.close();
  });

  it('shows why and confirms nothing: no order, the stock still only held', async () => {
    const member = await open.factories.member();
    const product = await open.factories.product({ inventory: 5 });
    const { cartId, url } = await checkedOut(open, member, [{ product, quantity: 1 }]);

    // The same database, restarted as a public store.
    const closed = await buildApp({
      config: testConfig({ dataDir: open.config.dataDir, demo: PUBLIC_STORE }),
      database: open.database,
      mailer: createCaptureMailer(),
      logger: false,
    });
    try {
      const page = await closed.inject({ method: 'GET', url: pathOf(url) });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(TEST_PAYMENT_MESSAGES.notSetUp);
      expect(page.body).not.toContain('Pay Now');

      const paid = await closed.inject({
        method: 'POST',
        url: `${pathOf(url)}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode).toBe(404);
      expect(paid.body).toContain(TEST_PAYMENT_MESSAGES.notSetUp);
    } finally {
      await closed.close();
    }
    expect(await ordersOfCart(open.db, cartId)).toEqual([]);
    const [session] = await sessionsOfCart(open.db, cartId);
    expect(session?.status).toBe('open');
    expect(await inventoryOf(open.db, product)).toBe(4);
  });
});

describe('the test payment page on a local store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demo: LOCAL } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('places the order as today', async () => {
    const member = await t.factories.member();
    const product = await t.factories.product({ inventory: 3 });
    const { cartId, url } = await checkedOut(t, member, [{ product, quantity: 1 }]);
    expect((await pressTestPage(t, url, 'pay')).status).toBe(303);
    expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
    expect(await inventoryOf(t.db, product)).toBe(2);
  });
});

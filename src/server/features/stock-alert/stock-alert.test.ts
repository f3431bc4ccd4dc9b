import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProductSize } from '#shared/common/constants';

import { createServices, type Services } from '../../services';
import { expectError, expectValidation } from '../../test/assertions';
import { createCaptureMailer, linkIn, type CapturedMail } from '../../test/capture-mailer';
import { uniqueEmail, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, type ProductRow } from '../product/product.table';
import { stockAlerts } from './stock-alert.table';

// Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL. A second set of services
// on the same database stands for a second server.

let t: TestApp;
let second: Services;
let secondMail: ReturnType<typeof createCaptureMailer>;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  secondMail = createCaptureMailer();
  second = createServices({
    config: t.config,
    database: t.database,
    mailer: secondMail,
    logger: pino({ enabled: false }),
  });
  member = await t.factories.member();
});
afterAll(async () => {
  await t?.close();
});

const CONFIRM = 'http://store.test/stock-alert/confirm/';
const STOP = 'http://store.test/stock-alert/stop/';

const soldOut = (values: { sizes?: ProductSize[]; name?: string } = {}) =>
  t.factories.product({ inventory: 0, sizes: ['M', 'L'], ...values });

const subscribe = (body: unknown, token?: string) =>
  t.post('/api/stock-alert/subscribe', body, token);

/** The size came back, as the product stock service tells it, in its transaction. */
const restock = (productId: string, size: ProductSize | null) =>
  t.db.transaction((tx) => t.services.stockAlerts.restocked(tx, [{ productId, size }]));

const alertsOf = (productId: string) =>
  t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));

/** The token at the end of a mailed link. */
function tokenIn(mail: CapturedMail | undefined, prefix: string): string {
  const link = linkIn(mail, prefix);
  expect(link, mail?.text).toBeDefined();
  return decodeURIComponent(link!.slice(prefix.length));
}

/** Back-in-stock mails to an address, on both servers. */
const backInStockMails = (email: string) =>
  [...t.mail.to(email), ...secondMail.to(email)].filter((mail) => mail.subject.startsWith('Size '));

async function guestAlert(product: ProductRow, size: ProductSize, email = uniqueEmail('guest')) {
  const res = await subscribe({ product: product.slug, size, email });
  expect(res.status).toBe(200);
  return { email, token: tokenIn(t.mail.last(email), CONFIRM) };
}

describe('POST /api/stock-alert/subscribe', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it("a member's alert uses the account's email and is live at once, with no mail", async () => {
    const product = await soldOut();
    const res = await subscribe({ product: product.slug, size: 'L' }, member.token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "We'll email you when size L is back." });
    const [alert] = await alertsOf(product.id);
    expect(alert).toMatchObject({ email: member.email, userId: member.user.id, size: 'L' });
    expect(alert!.confirmedAt).toBeInstanceOf(Date);
    expect(t.mail.to(member.email)).toHaveLength(0);
  });

  it("a guest's alert waits for the mailed link, which carries none of the guest's words", async () => {
    const product = await soldOut({ name: 'Royal Agbada' });
    const email = uniqueEmail('guest');
    const res = await subscribe({ product: product.slug, size: 'M', email });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      "Check your inbox: confirm your email and we'll email you when size M is back.",
    );
    const [alert] = await alertsOf(product.id);
    expect(alert).toMatchObject({ email, userId: null, confirmedAt: null });
    const mails = t.mail.to(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your back-in-stock alert']);
    expect(mails[0]!.text).toContain('size M of Royal Agbada');
    const token = tokenIn(mails[0], CONFIRM);
    // Only the token's digest is stored.
    expect(JSON.stringify(alert)).not.toContain(token);
    expect(linkIn(mails[0], STOP)).toBeDefined();
  });

  it('is idempotent: twice is one alert and one mail, with the same answer', async () => {
    const product = await soldOut();
    const email = uniqueEmail('twice');
    const first = await subscribe({ product: product.slug, size: 'M', email });
    const again = await subscribe({ product: product.slug, size: 'M', email: email.toUpperCase() });
    await subscribe({ product: product.slug, size: 'L' }, member.token);
    await subscribe({ product: product.slug, size: 'L' }, member.token);

    expect(again.body).toEqual(first.body);
    expect(await alertsOf(product.id)).toHaveLength(2);
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('answers a guest the same whether or not the address is known', async () => {
    const product = await soldOut();
    const known = await subscribe({ product: product.slug, size: 'M', email: member.email });
    const stranger = await subscribe({
      product: product.slug,
      size: 'M',
      email: uniqueEmail('stranger'),
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(stranger.body);
  });

  it('refuses a size the product does not come in, or one in stock', async () => {
    const product = await soldOut({ sizes: ['M', 'L'] });
    expectValidation(
      await subscribe({ product: product.slug, size: 'XXL' }, member.token),
      'size',
      'This product does not come in that size.',
    );
    const inStock = await t.factories.product({ inventory: 4, sizes: ['M', 'L'] });
    expectValidation(
      await subscribe({ product: inStock.slug, size: 'L' }, member.token),
      'size',
      'Size L is in stock: you can add it to your bag now.',
    );
    expect(await alertsOf(inStock.id)).toHaveLength(0);
  });

  it('takes every size for a product that lists none', async () => {
    const product = await soldOut({ sizes: [] });
    const res = await subscribe({ product: product.slug, size: 'XXL' }, member.token);
    expect(res.status).toBe(200);
  });

  it.each([
    [{ size: 'M' }, 'product', 'Please choose a product.'],
    [{ product: 'x'.repeat(201), size: 'M' }, 'product', 'Please choose a product.'],
    [{ product: 'any' }, 'size', 'Please select a size.'],
    [{ product: 'any', size: 'XXXL' }, 'size', 'Please select a size.'],
    [{ product: 'any', size: 'M', email: 'not-an-email' }, 'email', 'Email format is invalid.'],
  ])('refuses %j', async (body, path, message) => {
    expectValidation(await subscribe(body), path, message);
  });

  it("asks a guest for an email, and 404s a product that isn't in the shop", async () => {
    const product = await soldOut();
    expectValidation(
      await subscribe({ product: product.slug, size: 'M' }),
      'email',
      'Email is required.',
    );
    const hidden = await t.factories.product({ inventory: 0, isActive: false });
    expectError(
      await subscribe({ product: hidden.slug, size: 'M' }, member.token),
      404,
      'NOT_FOUND',
      'No product found.',
    );
  });
});

describe('confirm and unsubscribe, without signing in', () => {
  it("confirms a guest's alert from the mailed link's token", async () => {
    const product = await soldOut();
    const { token } = await guestAlert(product, 'M');

    const res = await t.post('/api/stock-alert/confirm', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/your email is confirmed/);
    const [alert] = await alertsOf(product.id);
    expect(alert!.confirmedAt).toBeInstanceOf(Date);
    // Opened twice (a mail preview, a second click): still fine.
    expect((await t.post('/api/stock-alert/confirm', { token })).status).toBe(200);
  });

  it('a confirmation link works for 7 days; then the address may ask again, with a new mail', async () => {
    const product = await soldOut();
    const { email, token } = await guestAlert(product, 'M');
    await t.db
      .update(stockAlerts)
      .set({ created: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(stockAlerts.productId, product.id));

    expectError(
      await t.post('/api/stock-alert/confirm', { token }),
      400,
      'BUSINESS_RULE',
      'This link is invalid or has expired.',
    );
    const again = await guestAlert(product, 'M', email);
    expect(again.token).not.toBe(token);
    expect(t.mail.to(email)).toHaveLength(2);
    expect((await t.post('/api/stock-alert/confirm', { token: again.token })).status).toBe(200);
    const live = (await alertsOf(product.id)).filter((alert) => alert.endedAt === null);
    expect(live).toHaveLength(1);
    expect(live[0]!.confirmedAt).toBeInstanceOf(Date);
  });

  it('a confirmed alert of a product taken off the shop waits until it is back', async () => {
    const product = await soldOut();
    const person = await t.factories.member();
    await subscribe({ product: product.slug, size: 'M' }, person.token);
    await restock(product.id, 'M');
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    expect(await t.services.stockAlerts.sendDue()).toBe(1);
    expect(backInStockMails(person.email)).toHaveLength(1);
  });

  it('refuses an unknown token', async () => {
    expectError(
      await t.post('/api/stock-alert/confirm', { token: 'nope' }),
      400,
      'BUSINESS_RULE',
      'This link is invalid or has expired.',
    );
    expectError(
      await t.post('/api/stock-alert/unsubscribe', { token: 'nope' }),
      400,
      'BUSINESS_RULE',
      'This link is invalid or has expired.',
    );
  });

  it("the stop link ends every live alert of its address, and the sign-in isn't needed", async () => {
    const product = await soldOut();
    const other = await soldOut();
    const { email, token } = await guestAlert(product, 'M');
    await t.post('/api/stock-alert/confirm', { token });
    await subscribe({ product: other.slug, size: 'L', email });

    const res = await t.post('/api/stock-alert/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'You will get no more back-in-stock emails from us for this address.',
    );
    for (const alert of [...(await alertsOf(product.id)), ...(await alertsOf(other.id))]) {
      expect(alert.endedAt).toBeInstanceOf(Date);
    }
    await restock(product.id, 'M');
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    expect(backInStockMails(email)).toHaveLength(0);
  });
});

describe('restocked and the sender', () => {
  it('mails each confirmed alert of the size once, with the product link and the size, then ends it', async () => {
    const product = await soldOut({ name: 'Indigo Kaftan' });
    const guest = await guestAlert(product, 'L');
    await t.post('/api/stock-alert/confirm', { token: guest.token });
    const buyer = await t.factories.member();
    await subscribe({ product: product.slug, size: 'L' }, buyer.token);
    await subscribe({ product: product.slug, size: 'M' }, member.token);

    await restock(product.id, 'L');
    expect(await t.services.stockAlerts.sendDue()).toBe(2);
    expect(await t.services.stockAlerts.sendDue()).toBe(0);

    for (const email of [guest.email, buyer.email]) {
      const mails = backInStockMails(email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Size L is back: Indigo Kaftan']);
      expect(linkIn(mails[0], 'http://store.test/product/')).toBe(
        `http://store.test/product/${product.slug}?size=L`,
      );
      expect(linkIn(mails[0], STOP)).toBeDefined();
    }
    expect(backInStockMails(member.email)).toHaveLength(0);
    const alerts = await alertsOf(product.id);
    const ofL = alerts.filter((alert) => alert.size === 'L');
    expect(ofL.every((alert) => alert.sentAt && alert.endedAt)).toBe(true);
    expect(alerts.find((alert) => alert.size === 'M')!.endedAt).toBeNull();

    // Ended: the next restock of L mails nobody, and the member can ask again.
    await restock(product.id, 'L');
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    expect((await subscribe({ product: product.slug, size: 'L' }, buyer.token)).status).toBe(200);
  });

  it('sends nothing for a guest who never confirmed', async () => {
    const product = await soldOut();
    const { email } = await guestAlert(product, 'M');
    await restock(product.id, 'M');
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    expect(backInStockMails(email)).toHaveLength(0);
    expect((await alertsOf(product.id))[0]!.endedAt).toBeNull();
  });

  it('a shared stock (size null) marks every size of the product', async () => {
    const product = await soldOut();
    const a = await t.factories.member();
    await subscribe({ product: product.slug, size: 'M' }, a.token);
    await subscribe({ product: product.slug, size: 'L' }, member.token);

    await restock(product.id, null);
    expect(await t.services.stockAlerts.sendDue()).toBe(2);
    expect(backInStockMails(a.email).map((mail) => mail.subject)).toEqual([
      `Size M is back: ${product.name}`,
    ]);
  });

  it('a restock whose transaction rolls back sends nothing', async () => {
    const product = await soldOut();
    await subscribe({ product: product.slug, size: 'M' }, member.token);
    await t.db
      .transaction(async (tx) => {
        await t.services.stockAlerts.restocked(tx, [{ productId: product.id, size: 'M' }]);
        throw new Error('the stock write failed');
      })
      .catch(() => undefined);
    expect(await t.services.stockAlerts.sendDue()).toBe(0);
    expect((await alertsOf(product.id))[0]!.dueAt).toBeNull();
  });

  it('two servers sweeping at once send each mail once', async () => {
    const product = await soldOut();
    const people = await Promise.all(Array.from({ length: 12 }, () => t.factories.member()));
    for (const person of people) {
      await subscribe({ product: product.slug, size: 'M' }, person.token);
    }
    await restock(product.id, 'M');

    const counts = await Promise.all([
      ...Array.from({ length: 3 }, () => t.services.stockAlerts.sendDue()),
      ...Array.from({ length: 3 }, () => second.stockAlerts.sendDue()),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(12);
    for (const person of people) expect(backInStockMails(person.email)).toHaveLength(1);
  });

  it('a sender that died after claiming leaves the alert to another once the lease ran out', async () => {
    const product = await soldOut();
    const person = await t.factories.member();
    await subscribe({ product: product.slug, size: 'M' }, person.token);
    await restock(product.id, 'M');
    // A claim that never got to its mail (the server stopped): held, so nobody sends it yet.
    await t.db
      .update(stockAlerts)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(stockAlerts.productId, product.id));
    expect(await second.stockAlerts.sendDue()).toBe(0);

    await t.db
      .update(stockAlerts)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(stockAlerts.productId, product.id));
    expect(await second.stockAlerts.sendDue()).toBe(1);
    expect(backInStockMails(person.email)).toHaveLength(1);
  });
});

describe("a member's own alerts", () => {
  it('lists and removes them; another member cannot', async () => {
    const product = await soldOut();
    const owner = await t.factories.member();
    const other = await t.factories.member();
    await subscribe({ product: product.slug, size: 'M' }, owner.token);

    const list = await t.get('/api/stock-alert/list', owner.token);
    expect(list.status).toBe(200);
    expect(list.body.alerts).toEqual([
      {
        _id: expect.any(String),
        size: 'M',
        created: expect.any(String),
        product: { _id: product.id, name: product.name, slug: product.slug },
      },
    ]);
    expect((await t.get('/api/stock-alert/list', other.token)).body.alerts).toEqual([]);
    const id = list.body.alerts[0]._id as string;

    expectError(await t.del(`/api/stock-alert/delete/${id}`, other.token), 404, 'NOT_FOUND');
    expectError(await t.del('/api/stock-alert/delete/not-an-id', owner.token), 404, 'NOT_FOUND');
    const removed = await t.del(`/api/stock-alert/delete/${id}`, owner.token);
    expect(removed.status).toBe(200);
    expect((await t.get('/api/stock-alert/list', owner.token)).body.alerts).toEqual([]);
    expectError(await t.get('/api/stock-alert/list'), 401, 'UNAUTHENTICATED');
  });
});

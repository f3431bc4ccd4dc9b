import { parse } from 'csv-parse/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addresses } from '../features/address/address.table';
import { SIGN_IN_COOKIE } from '../features/auth/auth-cookies';
import { newVerificationLink } from '../features/auth/email-verification.service';
import { brands } from '../features/brand/brand.table';
import { carts } from '../features/cart/cart.table';
import { categories } from '../features/category/category.table';
import { checkoutSessions } from '../features/checkout/checkout.table';
import { discountCodes } from '../features/discount/discount.table';
import { merchants } from '../features/merchant/merchant.table';
import { orderItems, orders } from '../features/order/order.table';
import { products } from '../features/product/product.table';
import { reviews } from '../features/review/review.table';
import { shippingOptions, shippingZones } from '../features/shipping/shipping.table';
import { sizeGuides } from '../features/size-guide/size-guide.table';
import { stockAlerts } from '../features/stock-alert/stock-alert.table';
import { wishlist } from '../features/wishlist/wishlist.table';
import { linkIn } from './capture-mailer';
import { pathOf } from './checkout-helpers';
import { editBody } from './product-helpers';
import { uniqueEmail } from './factories';
import {
  guestCheckoutBody,
  guestPaidOrder,
  paidOrder,
  type GuestPaidOrder,
  type PaidOrder,
} from './order-helpers';
import { registeredRoutes, routeKey } from './fuzz/registered-routes';
import { ACTOR_NAMES, createWorld, type Actor, type ActorName, type World } from './fuzz/world';
import { assertNoSecrets } from './no-secrets';
import { createTestApp, type TestApp } from './test-app';

/**
 * Who may call what: every registered route × every kind of caller, with the answer each must
 * get. A route without a row fails the first test, so a new route has to say who may call it:
 * add `'METHOD /path/:param': { who: SIGNED_IN }` to MATRIX (a preset below, or one spread
 * with exceptions), with `call` when it needs a url or a body.
 *
 * `ok` is any 2xx; a row's `scope` then checks that the caller got only its own data. Rows whose
 * success changes their target get fresh data from `call`, which runs once per cell.
 */

type Expected = 'ok' | 302 | 303 | 400 | 401 | 403 | 404;
type Who = Record<ActorName, Expected>;

interface Answer {
  status: number;
  body: any;
}

interface Cell {
  world: World;
  name: ActorName;
  /** null for the guest. */
  actor: Actor | null;
  /** This cell's expected answer: a call may spare fresh data where a refusal is expected. */
  expected: Expected;
}

interface Call {
  /** Defaults to the route's own path (for routes without parameters). */
  url?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** After any answer: e.g. a refused delete left its target in place. */
  after?: (res: Answer) => Promise<void>;
}

interface Row {
  who: Who;
  call?: (cell: Cell) => Call | Promise<Call>;
  /** After an allowed answer: what the caller got is its own. */
  scope?: (res: Answer, cell: Cell) => void | Promise<void>;
  /** The call changes the caller itself (its password): each cell gets a new actor of its kind. */
  freshActor?: boolean;
  /** The OpenAPI document names secret fields in its schemas; it carries none. */
  namesSecretFields?: boolean;
}

const ok = 'ok';

function everyone(outcome: Expected): Who {
  return Object.fromEntries(ACTOR_NAMES.map((name) => [name, outcome])) as Who;
}

/** A public read: any token is still checked, and a disabled merchant's is refused. */
const PUBLIC: Who = { ...everyone(ok), disabledMerchant: 403 };
/** A public form (sign-in, contact...): whatever token the browser holds is ignored. */
const ANYONE = everyone(ok);
const SIGNED_IN: Who = { ...PUBLIC, guest: 401 };
/** The dashboard's seller screens: admins and merchants. */
const SELLERS: Who = { ...SIGNED_IN, member: 403, otherMember: 403 };
const ADMINS: Who = { ...SELLERS, merchant: 403, otherMerchant: 403 };
/** Sent on to another page, whoever asks (a disabled merchant's token is still refused). */
const REDIRECTED: Who = { ...everyone(302), disabledMerchant: 403 };
/** A thing of the member's (address, cart, order): nobody else finds it. */
const MEMBERS: Who = {
  ...SIGNED_IN,
  otherMember: 404,
  merchant: 404,
  otherMerchant: 404,
  admin: 404,
};
/** A thing of the merchant's brand: the other merchant does not find it, an admin does. */
const MERCHANTS: Who = { ...SELLERS, otherMerchant: 404 };

/** The member's saved chest measurement (every other caller has none of its own to read). */
const MEMBER_CHEST = 101;

const isSeller = (name: ActorName) => name === 'merchant' || name === 'admin';
const mine = (name: ActorName) => name === 'member';
const ids = (items: { _id: string }[]) => items.map((item) => item._id).sort();

const ADDRESS = {
  address: '3 Broad Street',
  city: 'Lagos',
  state: 'Lagos',
  country: 'Nigeria',
  zipCode: '100001',
  isDefault: false,
};

let t: TestApp;
let world: World;
/**
 * The member's order holding the merchant's product, the other merchant's and the shop's (in that
 * order): each merchant sees its own item of it, and only that.
 */
let salesOrder: PaidOrder;

/** A new order of the member holding only the merchant's product (for calls that change it). */
function freshSale(w: World): Promise<PaidOrder> {
  return paidOrder(t, w.actors.member.account, [
    { product: w.actors.merchant.product!, quantity: 1 },
  ]);
}

/** An item of a fresh sale of the merchant's product, delivered (as an admin marks it). */
async function deliveredSaleItem(w: World): Promise<string> {
  // Every cell that succeeds buys one more: keep the product in stock.
  await t.db
    .update(products)
    .set({ inventory: 100 })
    .where(eq(products.id, w.actors.merchant.product!.id));
  const order = await freshSale(w);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
  for (const status of ['Shipped', 'Delivered']) {
    const res = await t.put(
      `/api/order/status/item/${item!.id}`,
      { orderId: order.orderId, cartId: order.cartId, status },
      w.actors.admin.token,
    );
    expect(res.status).toBe(200);
  }
  return item!.id;
}

/** A return by the member of the merchant's item, asked (and accepted when `accepted`). */
async function freshReturn(w: World, accepted = false): Promise<string> {
  const itemId = await deliveredSaleItem(w);
  const res = await t.post(
    '/api/return',
    { itemId, quantity: 1, reason: 'Does not fit' },
    w.actors.member.token,
  );
  expect(res.status).toBe(201);
  const id = res.body.return._id as string;
  if (accepted) {
    expect((await t.put(`/api/return/${id}/accept`, {}, w.actors.admin.token)).status).toBe(200);
  }
  return id;
}

let shared: string | undefined;
/** One return for the cells that are refused (they change nothing). */
async function sharedReturn(w: World): Promise<string> {
  shared ??= await freshReturn(w);
  return shared;
}

/** A size guide for a brand or a category, stored unless it has one already. */
async function storedGuide(target: { brandId: string } | { categoryId: string }) {
  await t.db
    .insert(sizeGuides)
    .values({ ...target, rows: [], howToMeasure: 'Tape level.' })
    .onConflictDoNothing();
}

let guestOrder: Promise<GuestPaidOrder> | undefined;
/** One guest's paid order for the rows that read it (they change nothing). */
function sharedGuestOrder(): Promise<GuestPaidOrder> {
  guestOrder ??= guestPaidOrder(t, [{ product: world.shop.product, quantity: 1 }]);
  return guestOrder;
}

let discountsMade = 0;

/** A discount code of a brand (null: the store's), stored as its screen would store it. */
async function storedDiscount(brandId: string | null) {
  discountsMade += 1;
  const [row] = await t.db
    .insert(discountCodes)
    .values({ code: `MATRIX${discountsMade}`, brandId, type: 'percentage', percentOff: 10 })
    .returning();
  return row!;
}

async function discountOf(id: string) {
  const rows = await t.db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return rows[0]!;
}

interface OrderAnswer {
  _id: string;
  totalTax: number;
  products: { _id: string }[];
}

/**
 * A seller's orders (list, search or one order): an admin gets the sales order whole; a merchant
 * only orders holding its items, each with only those items and no shipping.
 */
async function expectSalesScope(orders: OrderAnswer[], cell: Cell) {
  const sale = orders.find((order) => order._id === salesOrder.orderId);
  expect(sale, 'the sales order is listed').toBeDefined();
  const itemIds = orders.flatMap((order) => order.products.map((item) => item._id));
  const rows = await t.db.select().from(orderItems);
  const brandOf = new Map(rows.map((row) => [row.id, row.brandId]));
  expectSellerScope(
    cell,
    itemIds.map((id) => brandOf.get(id) ?? null),
  );
  if (cell.name === 'admin') {
    expect(sale!.products).toHaveLength(3);
  } else {
    expect(sale!.products).toHaveLength(1);
    expect(orders.every((order) => order.totalTax === 0)).toBe(true);
  }
}

async function exists(table: typeof addresses | typeof products | typeof brands, id: string) {
  const rows = await t.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length === 1;
}

/** The token of a guest's mailed back-in-stock link (a new alert each time). */
async function alertLink(): Promise<{ token: string }> {
  const product = await t.factories.product({ inventory: 0 });
  const email = uniqueEmail('alert');
  await t.post('/api/stock-alert/subscribe', { product: product.slug, size: 'M', email });
  const link = linkIn(t.mail.last(email), 'http://store.test/stock-alert/confirm/');
  return { token: decodeURIComponent(link!.split('/').at(-1)!) };
}

/** A merchant application straight in the table (the public form is rate limited). */
async function freshApplication(values: Partial<typeof merchants.$inferInsert> = {}) {
  const email = uniqueEmail('applicant');
  const rows = await t.db
    .insert(merchants)
    .values({
      name: 'Tunde Bakare',
      email,
      phoneNumber: '(415) 555-0100',
      brandName: `Tailors ${email}`,
      business: 'Hand-made agbada, made to measure.',
      ...values,
    })
    .returning();
  return rows[0]!;
}

async function merchantRow(id: string) {
  const rows = await t.db.select().from(merchants).where(eq(merchants.id, id));
  return rows[0] ?? null;
}

/** An approved application's invitation, as mailed: the token and the email of its link. */
async function freshInvitation(w: World): Promise<{ token: string; email: string }> {
  const target = await freshApplication();
  const res = await t.put(`/api/merchant/approve/${target.id}`, undefined, w.actors.admin.token);
  expect(res.status).toBe(200);
  const link = new URL(linkIn(t.mail.last(target.email!), 'http://store.test/merchant-signup/')!);
  return { token: link.pathname.split('/').at(-1)!, email: link.searchParams.get('email')! };
}

/** What a seller's dashboard list must hold: its own brand's things only, or all for an admin. */
function expectSellerScope(cell: Cell, brandIds: (string | null)[]) {
  const { actor, world: w } = cell;
  const own = actor?.brand?.id;
  if (own) {
    expect(new Set(brandIds)).toEqual(new Set([own]));
  } else {
    expect(brandIds).toEqual(expect.arrayContaining([w.actors.merchant.brand!.id]));
    expect(brandIds).toEqual(expect.arrayContaining([w.actors.otherMerchant.brand!.id]));
  }
}

/** A CSV export's rows by column name (decision 0046). */
function csvRecords(res: Answer): Array<Record<string, string>> {
  return parse(String(res.body), { bom: true, columns: true }) as Array<Record<string, string>>;
}

/** The ids of the brands a CSV export names in its Brand column. */
async function brandIdsByName(names: string[]): Promise<(string | null)[]> {
  const rows = await t.db.select({ id: brands.id, name: brands.name }).from(brands);
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return names.map((name) => byName.get(name) ?? null);
}

async function brandOfProducts(productIds: string[]): Promise<(string | null)[]> {
  const rows = await t.db.select({ id: products.id, brandId: products.brandId }).from(products);
  const byId = new Map(rows.map((row) => [row.id, row.brandId]));
  return productIds.map((id) => byId.get(id) ?? null);
}

function productForm(brandId: string, png: Buffer): FormData {
  const sku = `MX-${Math.random().toString(36).slice(2, 10)}`;
  const data = new FormData();
  const fields = {
    sku,
    name: `Matrix Kaftan ${sku}`,
    description: 'A kaftan made for the matrix.',
    quantity: '5',
    price: '80',
    taxable: '1',
    isActive: 'true',
    brand: brandId,
  };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kaftan.png');
  return data;
}

const MATRIX: Record<string, Row> = {
  'GET /api/health': { who: PUBLIC },
  'GET /api/openapi.json': { who: PUBLIC, namesSecretFields: true },
  'GET /api/docs': { who: PUBLIC },

  // Accounts
  'POST /api/auth/login': {
    who: ANYONE,
    call: ({ world: w }) => ({ body: w.login }),
    scope: (res, { world: w }) => expect(res.body.user.email).toBe(w.login.email),
  },
  // The page that finishes a social sign-in: the code and its browser's cookie are the proof.
  'POST /api/auth/success': {
    who: ANYONE,
    call: async ({ world: w }) => {
      const { code, nonce, userId } = await w.freshSignInCode();
      return {
        body: { code },
        headers: { cookie: `${SIGN_IN_COOKIE}=${nonce}` },
        after: async (res) => expect(res.body.user?._id).toBe(userId),
      };
    },
  },
  // The page of a mailed one-time sign-in link (decision 0029): the token is the proof.
  'POST /api/auth/login/link': {
    who: ANYONE,
    call: async ({ world: w }) => {
      const { token, userId } = await w.freshSignInLink();
      return { body: { token }, after: async (res) => expect(res.body.user?._id).toBe(userId) };
    },
  },
  'POST /api/auth/register': {
    who: ANYONE,
    call: () => ({
      body: {
        email: uniqueEmail('matrix'),
        firstName: 'Ada',
        lastName: 'Obi',
        password: 'secret-pass',
        role: 'ROLE ADMIN',
      },
    }),
    scope: (res) => expect(res.body.user.role).toBe('ROLE MEMBER'),
  },
  'POST /api/auth/forgot': {
    who: ANYONE,
    call: () => ({ body: { email: uniqueEmail('forgot') } }),
  },
  'POST /api/auth/reset/:token': {
    who: ANYONE,
    call: async ({ world: w }) => ({
      url: `/api/auth/reset/${await w.freshResetToken()}`,
      body: { password: 'new-secret-1', confirmPassword: 'new-secret-1' },
    }),
  },
  'POST /api/auth/reset': {
    who: SIGNED_IN,
    freshActor: true,
    call: ({ actor }) => ({
      body: {
        password: actor?.account.password ?? 'not-signed-in',
        confirmPassword: 'new-secret-1',
      },
    }),
  },
  // The mailed link: the token is the proof, whoever opens it (decision 0028).
  'POST /api/auth/verify-email': {
    who: ANYONE,
    call: async () => {
      const account = await t.factories.member();
      const link = await newVerificationLink(t.db, 'http://store.test', account.user.id);
      return {
        body: { token: link.split('/').at(-1) },
        after: async () => {
          const me = await t.get('/api/user/me', account.token);
          expect(me.body.user.emailVerified).toBe(true);
        },
      };
    },
  },
  // Each cell gets a new, unconfirmed account: the mail goes to the caller's own address.
  'POST /api/auth/verify-email/resend': {
    who: SIGNED_IN,
    freshActor: true,
    scope: (res, { actor }) => expect(res.body.message).toContain(actor!.account.email),
  },
  // Signing out is never refused to the signed-in, a disabled merchant included; the token
  // that asked stops working with every other one.
  'POST /api/auth/logout-all': {
    who: { ...SIGNED_IN, disabledMerchant: ok },
    freshActor: true,
    scope: async (_res, { actor }) => {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: actor!.token },
      });
      expect(again.statusCode).toBe(401);
    },
  },
  // Social sign-in is not configured here: every caller is sent back to the login page.
  'GET /api/auth/google': { who: REDIRECTED },
  'GET /api/auth/google/callback': { who: REDIRECTED },
  'GET /api/auth/facebook': { who: REDIRECTED },
  'GET /api/auth/facebook/callback': { who: REDIRECTED },

  'GET /api/user/me': {
    // A disabled merchant reads its own profile, to be shown the disabled screen.
    who: { ...SIGNED_IN, disabledMerchant: ok },
    scope: (res, { actor }) => expect(res.body.user._id).toBe(actor!.account.user.id),
  },
  'PUT /api/user': {
    who: SIGNED_IN,
    call: () => ({
      body: { profile: { firstName: 'Renamed', lastName: 'Person', role: 'ROLE ADMIN' } },
    }),
    scope: (res, { actor }) =>
      expect(res.body.user).toMatchObject({
        _id: actor!.account.user.id,
        role: actor!.account.user.role,
        firstName: 'Renamed',
      }),
  },
  // Owner only: each caller reads and writes its own measurements, never another's (the member's
  // saved profile, below, reaches nobody else).
  'GET /api/user/measurements': {
    who: SIGNED_IN,
    scope: (res, { name }) =>
      expect(res.body.measurements.chest).toBe(mine(name) ? MEMBER_CHEST : null),
  },
  'PUT /api/user/measurements': {
    who: SIGNED_IN,
    call: ({ name }) => ({
      // Not the member itself: its profile stays as the GET row expects.
      body: { measurements: { unit: 'cm', chest: mine(name) ? MEMBER_CHEST : 120 } },
    }),
    scope: async (res, { world: w, name }) => {
      expect(res.body.measurements.chest).toBe(mine(name) ? MEMBER_CHEST : 120);
      const member = await t.get('/api/user/measurements', w.actors.member.token);
      expect(member.body.measurements.chest).toBe(MEMBER_CHEST);
    },
  },
  'GET /api/user': { who: ADMINS },
  'GET /api/user/export': {
    who: ADMINS,
    scope: (res, { world: w }) =>
      expect(csvRecords(res).map((row) => row.Email)).toContain(w.actors.member.account.email),
  },
  'GET /api/user/search': {
    who: ADMINS,
    call: ({ world: w }) => ({
      url: `/api/user/search?search=${encodeURIComponent(w.actors.member.account.email)}`,
    }),
  },

  'GET /api/address': {
    who: SIGNED_IN,
    scope: async (res, { actor }) => {
      const own = await t.db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, actor!.account.user.id));
      expect(ids(res.body.addresses)).toEqual(own.map((row) => row.id).sort());
    },
  },
  'POST /api/address/add': {
    who: SIGNED_IN,
    call: () => ({ body: ADDRESS }),
    scope: async (res, { actor }) => {
      const rows = await t.db
        .select()
        .from(addresses)
        .where(eq(addresses.id, res.body.address._id));
      expect(rows[0]?.userId).toBe(actor!.account.user.id);
    },
  },
  'GET /api/address/:id': {
    who: MEMBERS,
    call: ({ world: w }) => ({ url: `/api/address/${w.actors.member.address.id}` }),
    scope: (res, { world: w }) => expect(res.body.address._id).toBe(w.actors.member.address.id),
  },
  'PUT /api/address/:id': {
    who: MEMBERS,
    call: ({ world: w, name }) => {
      const target = w.actors.member.address;
      const city = `City of ${name}`;
      return {
        url: `/api/address/${target.id}`,
        body: { ...ADDRESS, city },
        after: async () => {
          const rows = await t.db.select().from(addresses).where(eq(addresses.id, target.id));
          expect(rows[0]?.city === city, 'the address changed').toBe(mine(name));
        },
      };
    },
  },
  'DELETE /api/address/delete/:id': {
    who: MEMBERS,
    call: async ({ world: w, name }) => {
      const target = await w.t.factories.address(w.actors.member.account);
      return {
        url: `/api/address/delete/${target.id}`,
        after: async () => expect(await exists(addresses, target.id)).toBe(!mine(name)),
      };
    },
  },

  'POST /api/newsletter/subscribe': {
    who: ANYONE,
    call: () => ({ body: { email: uniqueEmail('news') } }),
  },
  'POST /api/unsubscribe/unsubscribe': {
    who: ANYONE,
    call: () => ({ body: { email: uniqueEmail('news') } }),
  },
  // Back-in-stock alerts (decision 0040): a signed-in caller's alert is its account's.
  'POST /api/stock-alert/subscribe': {
    who: PUBLIC,
    call: async () => {
      const product = await t.factories.product({ inventory: 0 });
      return { body: { product: product.slug, size: 'M', email: uniqueEmail('alert') } };
    },
    scope: async (_res, { actor }) => {
      if (!actor) return;
      const rows = await t.db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.userId, actor.account.user.id));
      expect(rows.every((row) => row.email === actor.account.email)).toBe(true);
    },
  },
  // The mailed links: the token is the proof, whoever opens them.
  'POST /api/stock-alert/confirm': { who: ANYONE, call: async () => ({ body: await alertLink() }) },
  'POST /api/stock-alert/unsubscribe': {
    who: ANYONE,
    call: async () => ({ body: await alertLink() }),
  },
  'GET /api/stock-alert/list': {
    who: SIGNED_IN,
    scope: async (res, { actor }) => {
      const own = await t.db
        .select({ id: stockAlerts.id })
        .from(stockAlerts)
        .where(and(eq(stockAlerts.userId, actor!.account.user.id), isNull(stockAlerts.endedAt)));
      expect(ids(res.body.alerts)).toEqual(own.map((row) => row.id).sort());
    },
  },
  'DELETE /api/stock-alert/delete/:id': {
    who: MEMBERS,
    call: async ({ world: w, name }) => {
      const product = await t.factories.product({ inventory: 0 });
      const member = w.actors.member.account;
      await t.post(
        '/api/stock-alert/subscribe',
        { product: product.slug, size: 'M' },
        member.token,
      );
      const [alert] = await t.db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.productId, product.id));
      return {
        url: `/api/stock-alert/delete/${alert!.id}`,
        after: async () => {
          const rows = await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, alert!.id));
          expect(rows[0]!.endedAt !== null, 'the alert ended').toBe(mine(name));
        },
      };
    },
  },
  'POST /api/merchant/add': {
    who: ANYONE,
    call: () => {
      const email = uniqueEmail('seller');
      return {
        body: {
          name: 'Tunde Bakare',
          email,
          phoneNumber: '(415) 555-0100',
          brandName: `Tailors ${email}`,
          business: 'Hand-made agbada, made to measure.',
        },
      };
    },
  },
  'GET /api/merchant': { who: ADMINS },
  'GET /api/merchant/search': {
    who: ADMINS,
    call: () => ({ url: '/api/merchant/search?search=waiting' }),
  },
  'PUT /api/merchant/approve/:id': {
    who: ADMINS,
    call: async ({ name }) => {
      const target = await freshApplication();
      return {
        url: `/api/merchant/approve/${target.id}`,
        after: async () =>
          expect((await merchantRow(target.id))?.status).toBe(
            name === 'admin' ? 'Approved' : 'Waiting Approval',
          ),
      };
    },
  },
  'PUT /api/merchant/reject/:id': {
    who: ADMINS,
    call: async ({ name }) => {
      const target = await freshApplication();
      return {
        url: `/api/merchant/reject/${target.id}`,
        after: async () =>
          expect((await merchantRow(target.id))?.status).toBe(
            name === 'admin' ? 'Rejected' : 'Waiting Approval',
          ),
      };
    },
  },
  'PUT /api/merchant/:id/active': {
    who: ADMINS,
    call: async ({ name }) => {
      const target = await freshApplication({ status: 'Approved', isActive: true });
      return {
        url: `/api/merchant/${target.id}/active`,
        body: { merchant: { isActive: false } },
        after: async () => expect((await merchantRow(target.id))?.isActive).toBe(name !== 'admin'),
      };
    },
  },
  'DELETE /api/merchant/delete/:id': {
    who: ADMINS,
    call: async ({ name }) => {
      const target = await freshApplication();
      return {
        url: `/api/merchant/delete/${target.id}`,
        after: async () =>
          expect(await merchantRow(target.id)).toEqual(name === 'admin' ? null : expect.anything()),
      };
    },
  },
  // What the link leads to: the token is the proof, any token the browser holds is ignored.
  'GET /api/merchant/signup/:token': {
    who: ANYONE,
    call: async ({ world: w }) => {
      const { token, email } = await freshInvitation(w);
      return {
        url: `/api/merchant/signup/${token}`,
        after: async (res) => expect(res.body.email).toBe(email),
      };
    },
  },
  // Reads the token (a social account proves itself by being signed in), so a disabled
  // merchant's is refused like everywhere else.
  'POST /api/merchant/signup/:token': {
    who: PUBLIC,
    call: async ({ world: w }) => {
      const { token, email } = await freshInvitation(w);
      return {
        url: `/api/merchant/signup/${token}`,
        body: { email, password: 'merchant-pass-1', firstName: 'Tunde', lastName: 'Bakare' },
      };
    },
  },
  'POST /api/contact/add': {
    who: ANYONE,
    call: () => ({
      body: {
        name: 'Ada Obi',
        email: uniqueEmail('contact'),
        message: 'Do you make agbada to measure?',
      },
    }),
  },

  // The shop
  'GET /api/product/list': { who: PUBLIC },
  'GET /api/product/list/facets': { who: PUBLIC },
  'GET /api/product/list/search': { who: PUBLIC },
  'GET /api/product/list/search/:name': {
    who: PUBLIC,
    call: ({ world: w }) => ({
      url: `/api/product/list/search/${encodeURIComponent(w.shop.product.name)}`,
    }),
  },
  'GET /api/product/list/brand/:slug': {
    who: PUBLIC,
    call: ({ world: w }) => ({ url: `/api/product/list/brand/${w.shop.brand.slug}` }),
    scope: (res, { world: w, name }) => {
      const liked = res.body.products.find((p: { _id: string }) => p._id === w.shop.liked.id);
      expect(Boolean(liked?.isLiked), 'isLiked shows the caller’s own wishlist').toBe(mine(name));
    },
  },
  'GET /api/product/item/:slug': {
    who: PUBLIC,
    call: ({ world: w }) => ({ url: `/api/product/item/${w.shop.liked.slug}` }),
    scope: (res, { name }) =>
      expect(Boolean(res.body.product.isLiked), 'isLiked shows the caller’s own wishlist').toBe(
        mine(name),
      ),
  },
  // "You may also like" and "Recently viewed" (decision 0053)
  'GET /api/product/item/:slug/related': {
    who: PUBLIC,
    call: ({ world: w }) => ({ url: `/api/product/item/${w.shop.product.slug}/related` }),
    scope: (res, { world: w, name }) => {
      const liked = res.body.products.find((p: { _id: string }) => p._id === w.shop.liked.id);
      expect(Boolean(liked?.isLiked), 'isLiked shows the caller’s own wishlist').toBe(mine(name));
    },
  },
  'GET /api/product/list/viewed': {
    who: PUBLIC,
    call: ({ world: w }) => ({ url: `/api/product/list/viewed?ids=${w.shop.liked.id}` }),
    scope: (res, { name }) =>
      expect(
        Boolean(res.body.products[0]?.isLiked),
        'isLiked shows the caller’s own wishlist',
      ).toBe(mine(name)),
  },
  'GET /api/product/list/select': {
    who: SELLERS,
    scope: async (res, cell) =>
      expectSellerScope(cell, await brandOfProducts(ids(res.body.products))),
  },

  // Product administration: a merchant sees and changes its own brand's products only.
  'GET /api/product': {
    who: SELLERS,
    scope: (res, cell) =>
      expectSellerScope(
        cell,
        res.body.products.map((p: { brand: { _id: string } | null }) => p.brand?._id ?? null),
      ),
  },
  'GET /api/product/export': {
    who: SELLERS,
    // Naming the other merchant's brand changes nothing for a merchant: its own rows only.
    call: ({ world: w }) => ({
      url: `/api/product/export?brand=${w.actors.otherMerchant.brand!.id}`,
    }),
    scope: async (res, cell) => {
      const brandIds = await brandIdsByName(csvRecords(res).map((row) => row.Brand ?? ''));
      if (cell.actor?.brand)
        expect(brandIds.every((id) => id === cell.actor!.brand!.id)).toBe(true);
      else expect(brandIds).toContain(cell.world.actors.otherMerchant.brand!.id);
    },
  },
  'GET /api/product/low-stock': {
    who: SELLERS,
    // One product of each merchant running low: a merchant sees only its own.
    call: async ({ world: w }) => {
      for (const owner of [w.actors.merchant.brand, w.actors.otherMerchant.brand]) {
        const low = await w.freshProduct(owner);
        await t.db.update(products).set({ inventory: 1 }).where(eq(products.id, low.id));
      }
      return {};
    },
    scope: (res, cell) =>
      expectSellerScope(
        cell,
        res.body.items.map((item: { brand: { _id: string } | null }) => item.brand?._id ?? null),
      ),
  },
  'GET /api/product/:id': {
    who: MERCHANTS,
    call: ({ world: w }) => ({ url: `/api/product/${w.actors.merchant.product!.id}` }),
  },
  'POST /api/product/add': {
    who: SELLERS,
    // The form names the other merchant's brand; a merchant's product still goes to its own.
    call: ({ world: w }) => ({ body: productForm(w.actors.otherMerchant.brand!.id, w.png) }),
    scope: (res, { actor, world: w }) =>
      expect(res.body.product.brand._id).toBe(actor!.brand?.id ?? w.actors.otherMerchant.brand!.id),
  },
  'PUT /api/product/:id': {
    who: MERCHANTS,
    call: ({ world: w, name }) => {
      const target = w.actors.merchant.product!;
      const newName = `${target.name} edited by ${name}`;
      return {
        url: `/api/product/${target.id}`,
        body: {
          product: {
            sku: target.sku,
            name: newName,
            slug: target.slug,
            description: target.description,
            quantity: target.inventory,
            price: 100,
            taxable: true,
            // Only an admin may move a product to another brand.
            ...(name !== 'admin' && { brand: w.actors.otherMerchant.brand!.id }),
          },
        },
        after: async () => {
          const rows = await t.db.select().from(products).where(eq(products.id, target.id));
          expect(rows[0]?.name === newName, 'the product changed').toBe(isSeller(name));
          expect(rows[0]?.brandId).toBe(w.actors.merchant.brand!.id);
        },
      };
    },
  },
  'PUT /api/product/:id/images': {
    who: MERCHANTS,
    // A new main picture for a fresh product of the merchant's: only a seller's call sets it.
    call: async ({ world: w, name }) => {
      const target = await w.freshProduct(w.actors.merchant.brand);
      const data = new FormData();
      data.append('image', new Blob([new Uint8Array(w.png)], { type: 'image/png' }), 'a.png');
      return {
        url: `/api/product/${target.id}/images`,
        body: data,
        after: async () => {
          const rows = await t.db.select().from(products).where(eq(products.id, target.id));
          expect(rows[0]?.imageKey !== target.imageKey, 'the picture changed').toBe(isSeller(name));
        },
      };
    },
  },
  'PUT /api/product/:id/active': {
    who: MERCHANTS,
    call: ({ world: w }) => ({
      url: `/api/product/${w.actors.merchant.product!.id}/active`,
      body: { product: { isActive: true } },
    }),
  },
  'POST /api/product/bulk': {
    who: MERCHANTS,
    // The merchant's product switched off; the other merchant's attempt changes nothing.
    call: async ({ world: w, name }) => {
      const target = await w.freshProduct(w.actors.merchant.brand);
      return {
        body: { action: 'deactivate', ids: [target.id] },
        after: async () => {
          const rows = await t.db.select().from(products).where(eq(products.id, target.id));
          expect(rows[0]?.isActive, 'the product was switched off').toBe(!isSeller(name));
        },
      };
    },
  },
  'POST /api/product/import': {
    who: SELLERS,
    // One new product: a merchant's goes to its own brand (Brand left empty), an admin names
    // the brand; a refused caller creates nothing.
    call: ({ world: w, name }) => {
      const sku = `MI-${name}-${Math.random().toString(36).slice(2, 8)}`;
      const brand = name === 'admin' ? w.actors.merchant.brand!.name : '';
      const file =
        'SKU,Name,Description,Brand,Price,Taxable,Quantity\r\n' +
        `${sku},Imported ${name},From a file.,${brand},40,Yes,3\r\n`;
      const data = new FormData();
      data.append('dryRun', 'false');
      data.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
      const allowed = ['merchant', 'otherMerchant', 'admin'].includes(name);
      return {
        body: data,
        after: async () => {
          const rows = await t.db.select().from(products).where(eq(products.sku, sku));
          expect(rows.length, 'the product was created').toBe(allowed ? 1 : 0);
          if (allowed) {
            const owner = name === 'admin' ? w.actors.merchant : w.actors[name as 'merchant'];
            expect(rows[0]?.brandId).toBe(owner.brand!.id);
          }
        },
      };
    },
    scope: (res) => expect(res.body.summary.created).toBe(1),
  },
  'DELETE /api/product/delete/:id': {
    who: MERCHANTS,
    call: async ({ world: w, name }) => {
      const target = await w.freshProduct(w.actors.merchant.brand);
      return {
        url: `/api/product/delete/${target.id}`,
        after: async () => expect(await exists(products, target.id)).toBe(!isSeller(name)),
      };
    },
  },

  'GET /api/brand/list': { who: PUBLIC },
  'GET /api/brand/list/select': {
    who: SELLERS,
    scope: (res, cell) => expectSellerScope(cell, ids(res.body.brands)),
  },
  'GET /api/brand': {
    who: SELLERS,
    scope: (res, cell) => expectSellerScope(cell, ids(res.body.brands)),
  },
  'GET /api/brand/:id': {
    who: MERCHANTS,
    call: ({ world: w }) => ({ url: `/api/brand/${w.actors.merchant.brand!.id}` }),
  },
  'POST /api/brand/add': {
    who: ADMINS,
    call: () => ({ body: { name: `Matrix ${uniqueEmail('brand')}`, description: 'A new brand.' } }),
  },
  'PUT /api/brand/:id': {
    who: MERCHANTS,
    call: ({ world: w, name }) => {
      const target = w.actors.merchant.brand!;
      const description = `Edited by ${name}`;
      return {
        url: `/api/brand/${target.id}`,
        body: { brand: { name: target.name, slug: target.slug, description } },
        after: async () => {
          const rows = await t.db.select().from(brands).where(eq(brands.id, target.id));
          expect(rows[0]?.description === description, 'the brand changed').toBe(isSeller(name));
        },
      };
    },
  },
  'PUT /api/brand/:id/active': {
    who: MERCHANTS,
    call: ({ world: w }) => ({
      url: `/api/brand/${w.actors.merchant.brand!.id}/active`,
      body: { brand: { isActive: true } },
    }),
  },
  'DELETE /api/brand/delete/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const target = await w.t.factories.brand();
      return {
        url: `/api/brand/delete/${target.id}`,
        after: async () => expect(await exists(brands, target.id)).toBe(name !== 'admin'),
      };
    },
  },

  // Size guides: a brand's is its merchant's (and the admins'); a category's the admins'.
  'GET /api/size-guide': {
    who: SELLERS,
    call: async ({ world: w }) => {
      // The other merchant's guide, which the merchant must not see.
      await storedGuide({ brandId: w.actors.otherMerchant.brand!.id });
      return {};
    },
    scope: (res, { name, world: w }) => {
      const brandIds = res.body.guides.map((g: { brand: { _id: string } | null }) => g.brand?._id);
      if (name === 'merchant') {
        expect(brandIds.every((id: string) => id === w.actors.merchant.brand!.id)).toBe(true);
      } else {
        expect(brandIds).toContain(w.actors.otherMerchant.brand!.id);
      }
    },
  },
  'GET /api/size-guide/brand/:id': {
    who: MERCHANTS,
    call: ({ world: w }) => ({ url: `/api/size-guide/brand/${w.actors.merchant.brand!.id}` }),
  },
  'PUT /api/size-guide/brand/:id': {
    who: MERCHANTS,
    call: ({ world: w, name }) => {
      const brandId = w.actors.merchant.brand!.id;
      const howToMeasure = `Measured by ${name}`;
      return {
        url: `/api/size-guide/brand/${brandId}`,
        body: { rows: [{ size: 'M', chest: 100 }], howToMeasure },
        after: async () => {
          const rows = await t.db.select().from(sizeGuides).where(eq(sizeGuides.brandId, brandId));
          expect(rows[0]?.howToMeasure === howToMeasure).toBe(isSeller(name));
        },
      };
    },
  },
  'DELETE /api/size-guide/brand/:id': {
    who: MERCHANTS,
    call: async ({ world: w, name }) => {
      const brandId = w.actors.merchant.brand!.id;
      await storedGuide({ brandId });
      return {
        url: `/api/size-guide/brand/${brandId}`,
        after: async () => {
          const rows = await t.db.select().from(sizeGuides).where(eq(sizeGuides.brandId, brandId));
          expect(rows.length === 1).toBe(!isSeller(name));
        },
      };
    },
  },
  'GET /api/size-guide/category/:id': {
    who: ADMINS,
    call: ({ world: w }) => ({ url: `/api/size-guide/category/${w.shop.category.id}` }),
  },
  'PUT /api/size-guide/category/:id': {
    who: ADMINS,
    call: ({ world: w, name }) => {
      const categoryId = w.shop.category.id;
      const howToMeasure = `Measured by ${name}`;
      return {
        url: `/api/size-guide/category/${categoryId}`,
        body: { rows: [{ size: 'L', waist: 90 }], howToMeasure },
        after: async () => {
          const rows = await t.db
            .select()
            .from(sizeGuides)
            .where(eq(sizeGuides.categoryId, categoryId));
          expect(rows[0]?.howToMeasure === howToMeasure).toBe(name === 'admin');
        },
      };
    },
  },
  'DELETE /api/size-guide/category/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const categoryId = w.shop.category.id;
      await storedGuide({ categoryId });
      return {
        url: `/api/size-guide/category/${categoryId}`,
        after: async () => {
          const rows = await t.db
            .select()
            .from(sizeGuides)
            .where(eq(sizeGuides.categoryId, categoryId));
          expect(rows.length === 1).toBe(name !== 'admin');
        },
      };
    },
  },

  'GET /api/category/list': { who: PUBLIC },
  'GET /api/category': { who: ADMINS },
  'GET /api/category/:id': {
    who: ADMINS,
    call: ({ world: w }) => ({ url: `/api/category/${w.shop.category.id}` }),
  },
  'POST /api/category/add': {
    who: ADMINS,
    call: ({ world: w }) => ({
      body: {
        name: `Matrix ${uniqueEmail('category')}`,
        description: 'A new category.',
        products: [w.shop.product.id],
      },
    }),
  },
  'PUT /api/category/:id': {
    who: ADMINS,
    call: ({ world: w, name }) => {
      const target = w.shop.category;
      const description = `Edited by ${name}`;
      return {
        url: `/api/category/${target.id}`,
        body: {
          category: {
            name: target.name,
            slug: target.slug,
            description,
            products: [w.shop.product.id, w.shop.liked.id],
          },
        },
        after: async () => {
          const rows = await t.db.select().from(categories).where(eq(categories.id, target.id));
          expect(rows[0]?.description === description, 'the category changed').toBe(
            name === 'admin',
          );
        },
      };
    },
  },
  'PUT /api/category/:id/active': {
    who: ADMINS,
    call: ({ world: w }) => ({
      url: `/api/category/${w.shop.category.id}/active`,
      body: { category: { isActive: true } },
    }),
  },
  'DELETE /api/category/delete/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const target = await w.t.factories.category({ products: [w.shop.product] });
      return {
        url: `/api/category/delete/${target.id}`,
        after: async () => {
          const rows = await t.db.select().from(categories).where(eq(categories.id, target.id));
          expect(rows.length === 1).toBe(name !== 'admin');
        },
      };
    },
  },

  // Reviews: anyone signed in writes one; only admins moderate.
  'GET /api/review': { who: ADMINS },
  'POST /api/review/add': {
    who: SIGNED_IN,
    call: async ({ world: w }) => ({
      body: {
        product: (await w.freshProduct()).slug,
        title: 'Lovely',
        review: 'Fits well.',
        rating: 5,
        isRecommended: true,
        status: 'Approved',
      },
    }),
    scope: async (res, { actor }) => {
      const rows = await t.db.select().from(reviews).where(eq(reviews.id, res.body.review._id));
      expect(rows[0]).toMatchObject({ userId: actor!.account.user.id, status: 'Waiting Approval' });
    },
  },
  ...Object.fromEntries(
    (['approve', 'reject'] as const).map((action) => [
      `PUT /api/review/${action}/:id`,
      {
        who: ADMINS,
        call: async ({ world: w, name }: Cell) => {
          const target = await w.freshReview();
          return {
            url: `/api/review/${action}/${target.id}`,
            after: async () => {
              const rows = await t.db.select().from(reviews).where(eq(reviews.id, target.id));
              expect(rows[0]?.status === 'Waiting Approval', 'the review is moderated').toBe(
                name !== 'admin',
              );
            },
          };
        },
      } satisfies Row,
    ]),
  ),
  'DELETE /api/review/delete/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const target = await w.freshReview();
      return {
        url: `/api/review/delete/${target.id}`,
        after: async () => {
          const rows = await t.db.select().from(reviews).where(eq(reviews.id, target.id));
          expect(rows.length === 1).toBe(name !== 'admin');
        },
      };
    },
  },
  'GET /api/review/:productSlug': {
    who: PUBLIC,
    call: ({ world: w }) => ({ url: `/api/review/${w.shop.product.slug}` }),
  },

  'POST /api/wishlist': {
    who: SIGNED_IN,
    call: ({ world: w }) => ({ body: { product: w.shop.product.id, isLiked: false } }),
    scope: async (res, { actor }) => {
      const rows = await t.db.select().from(wishlist).where(eq(wishlist.id, res.body.wishlist._id));
      expect(rows[0]?.userId).toBe(actor!.account.user.id);
    },
  },
  'GET /api/wishlist': {
    who: SIGNED_IN,
    scope: async (res, { actor, world: w, name }) => {
      const own = await t.db
        .select({ id: wishlist.id })
        .from(wishlist)
        .where(and(eq(wishlist.userId, actor!.account.user.id), eq(wishlist.isLiked, true)));
      expect(ids(res.body.wishlist)).toEqual(own.map((row) => row.id).sort());
      const products = res.body.wishlist.map(
        (item: { product: { _id: string } }) => item.product._id,
      );
      expect(products.includes(w.shop.liked.id)).toBe(mine(name));
    },
  },

  // Buying: a cart, its checkout and its order belong to the shopper alone.
  'POST /api/cart/add': {
    who: SIGNED_IN,
    call: ({ world: w }) => ({
      body: {
        products: [
          { product: w.shop.product.id, quantity: 1, size: 'M', price: 0.01, taxable: false },
        ],
      },
    }),
    scope: async (res, { actor }) => {
      const rows = await t.db.select().from(carts).where(eq(carts.id, res.body.cartId));
      expect(rows[0]?.userId).toBe(actor!.account.user.id);
    },
  },
  // Shipping: shoppers ask what delivers where; only admins keep the zones.
  // The dashboard's home (decision 0043): the store's figures for an admin, a brand's for a merchant.
  'GET /api/overview': {
    who: SELLERS,
    call: () => ({ url: '/api/overview?period=7d' }),
    scope: (res, cell) => expect(res.body.scope).toBe(cell.actor?.brand ? 'brand' : 'store'),
  },
  // Guest checkout (decision 0056; this app turns GUEST_CHECKOUT on): anyone may pay without an
  // account (a token sent is still checked, as for any public route); the order is reached by its link or its number
  // and email, and nobody finds another guest's with anything else.
  'POST /api/checkout/guest': {
    who: PUBLIC,
    call: ({ world: w }) => ({
      body: guestCheckoutBody(uniqueEmail('matrix-guest'), [
        { product: w.shop.product, quantity: 1 },
      ]),
    }),
    scope: async (res) => {
      const [session] = await t.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.cartId, res.body.cartId));
      expect(session!.userId).toBeNull();
    },
  },
  'POST /api/checkout/guest/return': {
    who: PUBLIC,
    call: async () => ({ body: { sessionId: (await sharedGuestOrder()).sessionId } }),
    scope: async (res) => expect(res.body.order.number).toBe((await sharedGuestOrder()).number),
  },
  'POST /api/order/guest': {
    who: PUBLIC,
    call: async () => ({ body: { token: (await sharedGuestOrder()).token } }),
    scope: async (res) => expect(res.body.order.number).toBe((await sharedGuestOrder()).number),
  },
  'POST /api/order/lookup': {
    who: PUBLIC,
    call: async () => {
      const order = await sharedGuestOrder();
      return { body: { number: order.number, email: order.email } };
    },
    scope: async (res) => expect(res.body.order.guest).toBe(true),
  },
  // Discount codes (decision 0054): anyone prices a bag; an admin keeps the store's codes, a
  // merchant its brand's (another brand's code is not found).
  'POST /api/discount/apply': {
    who: PUBLIC,
    call: async ({ world: w }) => {
      const code = await storedDiscount(null);
      return {
        body: { code: code.code, cartItems: [{ _id: w.shop.product.id, quantity: 1, size: 'M' }] },
      };
    },
    scope: (res) => expect(res.body.discount).toBeGreaterThan(0),
  },
  'GET /api/discount': {
    who: SELLERS,
    call: async ({ world: w }) => {
      await storedDiscount(w.actors.otherMerchant.brand!.id);
      await storedDiscount(w.actors.merchant.brand!.id);
      return { url: '/api/discount?page=1' };
    },
    scope: (res, { actor, world: w }) => {
      const brandIds = new Set(
        (res.body.discounts as Array<{ brand: { _id: string } | null }>).map((d) => d.brand?._id),
      );
      if (actor?.brand) expect(brandIds).toEqual(new Set([actor.brand.id]));
      else expect(brandIds.has(w.actors.otherMerchant.brand!.id)).toBe(true);
    },
  },
  'GET /api/discount/:id': {
    who: MERCHANTS,
    call: async ({ world: w }) => ({
      url: `/api/discount/${(await storedDiscount(w.actors.merchant.brand!.id)).id}`,
    }),
  },
  'POST /api/discount/add': {
    who: SELLERS,
    call: ({ name }) => {
      discountsMade += 1;
      const code = `ADD${name.toUpperCase()}${discountsMade}`;
      return {
        body: { code, type: 'fixed', value: 5 },
        after: async () => {
          const rows = await t.db.select().from(discountCodes).where(eq(discountCodes.code, code));
          // Every active seller adds one, for its own brand (or the store's, an admin).
          expect(rows.length === 1).toBe(['merchant', 'otherMerchant', 'admin'].includes(name));
        },
      };
    },
    scope: (res, { actor }) =>
      expect(res.body.discount.brand?._id ?? null).toBe(actor?.brand?.id ?? null),
  },
  'PUT /api/discount/:id': {
    who: MERCHANTS,
    call: async ({ world: w, name }) => {
      const code = await storedDiscount(w.actors.merchant.brand!.id);
      return {
        url: `/api/discount/${code.id}`,
        body: { code: code.code, type: 'percentage', value: 25 },
        after: async () =>
          expect((await discountOf(code.id)).percentOff === 25).toBe(isSeller(name)),
      };
    },
  },
  'PUT /api/discount/:id/active': {
    who: MERCHANTS,
    call: async ({ world: w, name }) => {
      const code = await storedDiscount(w.actors.merchant.brand!.id);
      return {
        url: `/api/discount/${code.id}/active`,
        body: { isActive: false },
        after: async () => expect((await discountOf(code.id)).isActive).toBe(!isSeller(name)),
      };
    },
  },
  'GET /api/shipping/options': {
    who: PUBLIC,
    call: () => ({ url: '/api/shipping/options?country=Nigeria&subtotal=10&items=1' }),
  },
  'GET /api/shipping/zones': { who: ADMINS },
  'POST /api/shipping/zones': {
    who: ADMINS,
    call: ({ world: w }) => ({ body: { name: 'Matrix zone', countries: [w.freshCountry()] } }),
  },
  'PUT /api/shipping/zones/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const { zone } = await w.freshShippingZone();
      return {
        url: `/api/shipping/zones/${zone.id}`,
        body: { name: `Edited by ${name}`, countries: zone.countries },
        after: async () => {
          const rows = await t.db.select().from(shippingZones).where(eq(shippingZones.id, zone.id));
          expect(rows[0]!.name === `Edited by ${name}`).toBe(name === 'admin');
        },
      };
    },
  },
  'DELETE /api/shipping/zones/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const { zone } = await w.freshShippingZone();
      return {
        url: `/api/shipping/zones/${zone.id}`,
        after: async () => {
          const rows = await t.db.select().from(shippingZones).where(eq(shippingZones.id, zone.id));
          expect(rows.length === 1).toBe(name !== 'admin');
        },
      };
    },
  },
  'POST /api/shipping/zones/:id/options': {
    who: ADMINS,
    call: async ({ world: w }) => {
      const { zone } = await w.freshShippingZone();
      return {
        url: `/api/shipping/zones/${zone.id}/options`,
        body: { name: 'Same day', estimate: 'Today', minDays: 0, maxDays: 0, flatFee: 30 },
      };
    },
  },
  'PUT /api/shipping/options/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const { option } = await w.freshShippingZone();
      return {
        url: `/api/shipping/options/${option.id}`,
        body: { name: `Edited by ${name}`, estimate: '1 day', minDays: 1, maxDays: 1 },
        after: async () => {
          const rows = await t.db
            .select()
            .from(shippingOptions)
            .where(eq(shippingOptions.id, option.id));
          expect(rows[0]!.name === `Edited by ${name}`).toBe(name === 'admin');
        },
      };
    },
  },
  'DELETE /api/shipping/options/:id': {
    who: ADMINS,
    call: async ({ world: w, name }) => {
      const { option } = await w.freshShippingZone();
      return {
        url: `/api/shipping/options/${option.id}`,
        after: async () => {
          const rows = await t.db
            .select()
            .from(shippingOptions)
            .where(eq(shippingOptions.id, option.id));
          expect(rows.length === 1).toBe(name !== 'admin');
        },
      };
    },
  },

  'POST /api/stripe/create-checkout-session': {
    who: MEMBERS,
    call: async ({ world: w, name }) => {
      const cartId = await w.freshCart();
      const product = w.shop.product;
      return {
        body: {
          cartId,
          cartItems: [{ _id: product.id, quantity: 1, size: 'M' }],
          total: 1,
          productNames: product.name,
          user: { name: 'Ada Obi', email: 'ada@example.test', phone: '+234 803 555 0100' },
        },
        after: async () => {
          const rows = await t.db
            .select()
            .from(checkoutSessions)
            .where(eq(checkoutSessions.cartId, cartId));
          expect(rows.length > 0, 'a checkout was started').toBe(mine(name));
        },
      };
    },
  },
  'POST /api/checkout/cancel': {
    who: MEMBERS,
    call: async ({ world: w, name }) => {
      const { cartId } = await w.freshCheckout();
      return {
        body: { cartId },
        after: async () => {
          const rows = await t.db
            .select()
            .from(checkoutSessions)
            .where(eq(checkoutSessions.cartId, cartId));
          expect(
            rows.some((row) => row.status === 'open'),
            'the checkout is open',
          ).toBe(!mine(name));
        },
      };
    },
  },
  'POST /api/order/add': {
    who: MEMBERS,
    call: ({ world: w }) => ({ body: { cartId: w.order.cartId, total: 1 } }),
    scope: (res, { world: w }) => expect(res.body.order._id).toBe(w.order.orderId),
  },
  // A merchant reads the orders holding its brand's items (only those items), changes none.
  'GET /api/order': {
    who: SELLERS,
    call: () => ({ url: '/api/order?limit=100' }),
    scope: async (res, cell) => {
      const { world: w, name } = cell;
      await expectSalesScope(res.body.orders, cell);
      expect(ids(res.body.orders).includes(w.order.orderId)).toBe(name === 'admin');
    },
  },
  'GET /api/audit': {
    who: SELLERS,
    // Each merchant changes a price of its own first, so both brands have entries to hide.
    call: async ({ world: w }) => {
      for (const seller of [w.actors.merchant, w.actors.otherMerchant]) {
        const product = await w.freshProduct(seller.brand);
        const res = await t.put(
          `/api/product/${product.id}`,
          editBody(product, { price: product.priceCents / 100 + 1 }),
          seller.token,
        );
        expect(res.status).toBe(200);
      }
      return { url: '/api/audit?kind=product.price&limit=100' };
    },
    scope: (res, { actor, world: w }) => {
      const brandIds = new Set(
        (res.body.entries as Array<{ brandId: string | null }>).map((entry) => entry.brandId),
      );
      const own = actor?.brand?.id;
      if (own) expect(brandIds).toEqual(new Set([own]));
      else {
        expect(brandIds.has(w.actors.merchant.brand!.id)).toBe(true);
        expect(brandIds.has(w.actors.otherMerchant.brand!.id)).toBe(true);
      }
    },
  },
  'GET /api/order/export': {
    who: SELLERS,
    scope: (res, { world: w, name }) => {
      const rows = csvRecords(res);
      const numbers = rows.map((row) => row.Order);
      expect(numbers).toContain(salesOrder.number);
      // The shop's own orders and the shopper's email are an admin's alone.
      expect(numbers.includes(w.order.number)).toBe(name === 'admin');
      expect(rows.every((row) => (row.Email !== '') === (name === 'admin'))).toBe(true);
    },
  },
  'GET /api/order/items/export': {
    who: SELLERS,
    scope: async (res, cell) =>
      expectSellerScope(
        cell,
        await brandIdsByName(
          csvRecords(res)
            .filter((row) => row.Order === salesOrder.number)
            .map((row) => row.Brand ?? ''),
        ),
      ),
  },
  'GET /api/order/me': {
    who: SIGNED_IN,
    call: () => ({ url: '/api/order/me?limit=100' }),
    scope: async (res, { actor }) => {
      const own = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, actor!.account.user.id));
      expect(ids(res.body.orders)).toEqual(own.map((row) => row.id).sort());
    },
  },
  'GET /api/order/search': {
    who: SIGNED_IN,
    // By its number, typed in lower case (search by id: order-read.test.ts): found only by
    // those who may see the order.
    call: () => ({ url: `/api/order/search?search=${salesOrder.number.toLowerCase()}` }),
    scope: async (res, cell) => {
      const { name } = cell;
      if (mine(name)) {
        expect(ids(res.body.orders)).toEqual([salesOrder.orderId]);
        expect(res.body.orders[0].products).toHaveLength(3);
      } else if (isSeller(name) || name === 'otherMerchant') {
        expect(ids(res.body.orders)).toEqual([salesOrder.orderId]);
        await expectSalesScope(res.body.orders, cell);
      } else {
        expect(res.body.orders).toEqual([]);
      }
    },
  },
  'GET /api/order/:id': {
    who: { ...MEMBERS, admin: ok, merchant: ok, otherMerchant: ok },
    call: () => ({ url: `/api/order/${salesOrder.orderId}` }),
    scope: async (res, cell) => {
      const { order } = res.body;
      expect(order._id).toBe(salesOrder.orderId);
      const whole = mine(cell.name) || cell.name === 'admin';
      // The shopper's contact is for the shopper and the admins only; the provider's payment
      // reference for the admins alone. Everyone reads the order number.
      expect(order.number).toBe(salesOrder.number);
      expect('contact' in order).toBe(whole);
      expect('paymentReference' in order).toBe(cell.name === 'admin');
      if (whole) expect(order.products).toHaveLength(3);
      else await expectSalesScope([order], cell);
    },
  },
  'DELETE /api/order/cancel/:id': {
    // Both merchants sold part of the order and see it: refused rather than not found.
    who: { ...MEMBERS, admin: ok, merchant: 403, otherMerchant: 403 },
    call: async ({ world: w, name, expected }) => {
      const { orderId } = expected === ok ? await freshSale(w) : salesOrder;
      return {
        url: `/api/order/cancel/${orderId}`,
        after: async () => {
          const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
          expect(items.every((item) => item.status === 'Cancelled')).toBe(
            mine(name) || name === 'admin',
          );
        },
      };
    },
  },
  'PUT /api/order/status/item/:itemId': {
    // Any status is the admin's; cancelling the shopper's; the merchant that sold the item ships
    // it (issue 23). The other merchant, whose item is elsewhere in the order: not found.
    who: { ...MEMBERS, admin: ok, merchant: ok },
    call: async ({ world: w, name, expected }) => {
      const { orderId, cartId } = expected === ok ? await freshSale(w) : salesOrder;
      const [item] = await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id);
      expect(item!.brandId).toBe(w.actors.merchant.brand!.id);
      const ships = name === 'merchant' || name === 'otherMerchant';
      return {
        url: `/api/order/status/item/${item!.id}`,
        body: ships
          ? { orderId, cartId, status: 'Shipped', carrier: 'DHL', trackingNumber: 'MATRIX-1' }
          : { orderId, cartId, status: 'Cancelled' },
        after: async () => {
          const rows = await t.db.select().from(orderItems).where(eq(orderItems.id, item!.id));
          const wanted =
            name === 'merchant' ? 'Shipped' : mine(name) || name === 'admin' ? 'Cancelled' : null;
          if (wanted) expect(rows[0]?.status).toBe(wanted);
          else expect(rows[0]?.status).toBe(item!.status);
        },
      };
    },
  },

  // Returns: the shopper asks for its own items; the item's merchant or an admin decides and
  // receives; only an admin refunds a cancelled item.
  'POST /api/return': {
    who: MEMBERS,
    call: async ({ world: w, expected }) => {
      // Refused cells name the member's item (not delivered): not theirs comes first.
      const [owned] = await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, salesOrder.orderId));
      const itemId = expected === ok ? await deliveredSaleItem(w) : owned!.id;
      return { body: { itemId, quantity: 1, reason: 'Does not fit' } };
    },
    scope: (res) => expect(res.body.return.status).toBe('requested'),
  },
  'GET /api/return': {
    who: SELLERS,
    scope: async (res, { world: w, name }) => {
      // A merchant sees the returns of its brand's items only.
      const itemIds = res.body.returns.map((r: { itemId: string }) => r.itemId) as string[];
      if (name !== 'merchant' && name !== 'otherMerchant') return;
      const brandIds = itemIds.length
        ? (await t.db.select().from(orderItems)).filter((row) => itemIds.includes(row.id))
        : [];
      const own = w.actors[name].brand!.id;
      expect(brandIds.every((row) => row.brandId === own)).toBe(true);
    },
  },
  'GET /api/return/order/:orderId': {
    who: { ...MEMBERS, admin: ok },
    call: () => ({ url: `/api/return/order/${salesOrder.orderId}` }),
    scope: (res) => expect(res.body.items).toHaveLength(3),
  },
  ...Object.fromEntries(
    (['accept', 'refuse', 'receive'] as const).map((action) => [
      `PUT /api/return/:id/${action}`,
      {
        who: MERCHANTS,
        call: async ({ world: w, expected }: Cell) => ({
          url: `/api/return/${expected === ok ? await freshReturn(w, action === 'receive') : await sharedReturn(w)}/${action}`,
          body: action === 'refuse' ? { note: 'Worn.' } : {},
        }),
      } satisfies Row,
    ]),
  ),
  'POST /api/return/item/:itemId/refund': {
    who: ADMINS,
    call: async ({ world: w, expected }) => {
      if (expected !== ok) {
        return { url: '/api/return/item/00000000-0000-7000-8000-000000000000/refund', body: {} };
      }
      await t.db
        .update(products)
        .set({ inventory: 100 })
        .where(eq(products.id, w.actors.merchant.product!.id));
      const order = await freshSale(w);
      const [item] = await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.orderId));
      const res = await t.del(`/api/order/cancel/${order.orderId}`, w.actors.member.token);
      expect(res.status).toBe(200);
      return { url: `/api/return/item/${item!.id}/refund`, body: {} };
    },
  },

  // Payment providers: the webhook and the test page answer whoever brings the right reference
  // (or signature), whatever token the browser holds.
  'POST /api/stripe/webhook': {
    // Stripe is not the configured provider here: not found, for anyone.
    who: everyone(404),
    call: () => ({ body: {}, headers: { 'stripe-signature': 't=1,v1=00' } }),
  },
  'POST /api/paystack/verify': {
    // Paystack is not configured here: a signed-in shopper is told so, a guest must sign in.
    who: { ...everyone(404), guest: 401, disabledMerchant: 403 },
    call: ({ world: w }) => ({ body: { reference: 'ref-1', cartId: w.order.cartId } }),
  },
  // A guest's Paystack payment (decision 0056): anyone, and Paystack is not configured here.
  'POST /api/paystack/verify/guest': {
    who: { ...everyone(404), disabledMerchant: 403 },
    call: ({ world: w }) => ({ body: { reference: 'ref-1', cartId: w.order.cartId } }),
  },
  'GET /api/payment/test/:reference': {
    who: ANYONE,
    call: async ({ world: w }) => ({ url: pathOf((await w.freshCheckout('newShopper')).url) }),
  },
  ...Object.fromEntries(
    (['pay', 'cancel'] as const).map((button) => [
      `POST /api/payment/test/:reference/${button}`,
      {
        who: everyone(303),
        call: async ({ world: w }: Cell) => ({
          url: `${pathOf((await w.freshCheckout('newShopper')).url)}/${button}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        }),
      } satisfies Row,
    ]),
  ),

  // Pages for crawlers and the stored images.
  'GET /robots.txt': { who: PUBLIC },
  'GET /sitemap.xml': { who: PUBLIC },
  'GET /sitemap-pages.xml': { who: PUBLIC },
  'GET /sitemap-products-:part.xml': {
    who: PUBLIC,
    call: () => ({ url: '/sitemap-products-1.xml' }),
  },
  'GET /uploads/images/*': { who: PUBLIC, call: ({ world: w }) => ({ url: w.imageUrl }) },
};

/** `a|b` in a registered path: routes that share a parameter position under other names. */
function pathVariants(path: string): string[] {
  const match = /:[^/|]+(?:\|:[^/|]+)+/.exec(path);
  if (!match) return [path];
  const before = path.slice(0, match.index);
  const after = path.slice(match.index + match[0].length);
  return match[0].split('|').flatMap((name) => pathVariants(`${before}${name}${after}`));
}

function rowKeyOf(registered: { method: string; path: string }): string | undefined {
  return pathVariants(registered.path)
    .map((path) => routeKey({ method: registered.method, path }))
    .find((key) => key in MATRIX);
}

async function send(
  method: string,
  call: Call,
  defaultUrl: string,
  token: string | undefined,
  row: Row,
): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers };
  if (token) headers.authorization = token;
  const res = await t.app.inject({
    method: method as 'GET',
    url: call.url ?? defaultUrl,
    headers,
    ...(call.body !== undefined && { payload: call.body as string }),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  const body: unknown = isJson && res.body ? JSON.parse(res.body) : res.body;
  if (!row.namesSecretFields) assertNoSecrets(body);
  return { status: res.statusCode, body };
}

beforeAll(async () => {
  // Guest checkout on (decision 0056): its routes answer; no other route changes with it.
  t = await createTestApp({ config: { guestCheckout: true } });
  world = await createWorld(t);
  salesOrder = await paidOrder(t, world.actors.member.account, [
    { product: world.actors.merchant.product!, quantity: 1 },
    { product: world.actors.otherMerchant.product!, quantity: 1 },
    { product: world.shop.product, quantity: 1 },
  ]);
  const saved = await t.put(
    '/api/user/measurements',
    { measurements: { unit: 'cm', chest: MEMBER_CHEST } },
    world.actors.member.token,
  );
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row without a route', () => {
    const registered = registeredRoutes(t.app);
    expect(registered.length).toBeGreaterThan(50);
    const missing = registered.filter((route) => !rowKeyOf(route)).map(routeKey);
    expect(missing, 'routes without a row in MATRIX: say who may call them').toEqual([]);
    const covered = new Set(registered.map(rowKeyOf));
    expect(
      Object.keys(MATRIX).filter((key) => !covered.has(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const row = MATRIX[key]!;
    const [method, path] = key.split(' ') as [string, string];
    for (const name of ACTOR_NAMES) {
      const actor =
        name === 'guest'
          ? null
          : row.freshActor
            ? await world.freshActor(name)
            : world.actors[name];
      const expected = row.who[name];
      const cell: Cell = { world, name, actor, expected };
      const call = (await row.call?.(cell)) ?? {};
      const res = await send(method, call, path, actor?.token, row);
      const where = `${key} as ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      if (expected === ok) {
        expect(res.status >= 200 && res.status < 300, where).toBe(true);
        await row.scope?.(res, cell);
      } else {
        expect(res.status, where).toBe(expected);
      }
      await call.after?.(res);
    }
  });
});

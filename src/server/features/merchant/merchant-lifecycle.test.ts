import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import { linkIn } from '../../test/capture-mailer';
import { itemsOf, paidOrder } from '../../test/order-helpers';
import { readAccount, uniqueEmail, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands } from '../brand/brand.table';
import { products } from '../product/product.table';
import { merchantEvents } from './merchant-event.table';
import { merchantInvitations, merchants, type MerchantRow } from './merchant.table';

let t: TestApp;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

const SIGNUP_LINK = 'http://store.test/merchant-signup/';

/** A waiting application, straight in the table (the form itself is tested in merchant.test). */
async function application(values: Partial<typeof merchants.$inferInsert> = {}) {
  counter += 1;
  const email = uniqueEmail('seller');
  const rows = await t.db
    .insert(merchants)
    .values({
      name: 'Tunde Bakare',
      email,
      phoneNumber: '(415) 555-0100',
      brandName: `Bakare Tailors ${counter} ${Date.now()}`,
      business: 'Hand-made agbada and kaftans, made to measure in Lagos.',
      ...values,
    })
    .returning();
  return rows[0]!;
}

const approve = (id: string, token = admin.token) =>
  t.put(`/api/merchant/approve/${id}`, undefined, token);
const reject = (id: string) => t.put(`/api/merchant/reject/${id}`, undefined, admin.token);
const setActive = (id: string, isActive: boolean) =>
  t.put(`/api/merchant/${id}/active`, { merchant: { isActive } }, admin.token);

async function merchantRow(id: string): Promise<MerchantRow | null> {
  const rows = await t.db.select().from(merchants).where(eq(merchants.id, id));
  return rows[0] ?? null;
}

async function brandOf(merchantId: string) {
  return t.db.select().from(brands).where(eq(brands.merchantId, merchantId));
}

const accountOf = (email: string) => readAccount(t.db, { email });

/** The invitation link of the last mail to `email`: its token and the email it carries. */
function invitationOf(email: string): { token: string; email: string } {
  const link = linkIn(t.mail.last(email), SIGNUP_LINK);
  expect(link, 'an invitation link was mailed').toBeDefined();
  const url = new URL(link!);
  return {
    token: url.pathname.slice('/merchant-signup/'.length),
    email: url.searchParams.get('email')!,
  };
}

function signup(token: string, body: Record<string, unknown>) {
  return t.post(`/api/merchant/signup/${token}`, {
    password: 'merchant-pass-1',
    firstName: 'Tunde',
    lastName: 'Bakare',
    ...body,
  });
}

async function login(email: string, password: string): Promise<string> {
  const res = await t.post('/api/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** An approved merchant that signed up from its invitation, with its brand and a product. */
async function signedUpMerchant() {
  const merchant = await application();
  expect((await approve(merchant.id)).status).toBe(200);
  const invitation = invitationOf(merchant.email!);
  expect((await signup(invitation.token, { email: invitation.email })).status).toBe(200);
  const token = await login(merchant.email!, 'merchant-pass-1');
  const [brand] = await brandOf(merchant.id);
  const product = await t.factories.product({ brand: brand! });
  return { merchant, token, brand: brand!, product };
}

const inShop = async (slug: string) => (await t.get(`/api/product/item/${slug}`)).status === 200;

describe('PUT /api/merchant/approve/{id}', () => {
  it('approves, makes the brand switched off and mails a single-use invitation', async () => {
    const merchant = await application();
    const res = await approve(merchant.id);

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Merchant has been approved! An invitation to complete sign up was sent to ${merchant.email}.`,
    );
    expect(res.body.merchant).toMatchObject({
      _id: merchant.id,
      status: 'Approved',
      isActive: true,
      hasAccount: false,
      brand: { name: merchant.brandName, isActive: false },
    });
    expect(res.body.merchant.history).toEqual([
      {
        action: 'approved',
        by: 'Ada Admin',
        created: expect.any(String),
        note: `Invitation sent to ${merchant.email}.`,
      },
    ]);
    expect(await brandOf(merchant.id)).toMatchObject([
      { name: merchant.brandName, description: merchant.business, isActive: false },
    ]);

    const mail = t.mail.last(merchant.email!)!;
    expect(mail.subject).toBe('Your application to sell with us was approved');
    const invitation = invitationOf(merchant.email!);
    expect(invitation.email).toBe(merchant.email);
    expect(invitation.token).toMatch(/^[0-9a-f]{64}$/);
    // Only the hash is kept.
    const stored = await t.db
      .select()
      .from(merchantInvitations)
      .where(eq(merchantInvitations.merchantId, merchant.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(invitation.token);
    const days = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('invites an existing member like anyone else: the approval changes no account (decision 0028)', async () => {
    const member = await t.factories.member({ firstName: 'Kemi', emailVerified: true });
    const merchant = await application({ email: member.email });
    const res = await approve(merchant.id);

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Merchant has been approved! An invitation to complete sign up was sent to ${member.email}.`,
    );
    expect(res.body.merchant).toMatchObject({ hasAccount: false, brand: { isActive: false } });
    expect(await accountOf(member.email)).toMatchObject({ role: 'ROLE MEMBER', merchantId: null });
    expect((await t.get('/api/user/me', member.token)).status).toBe(200);
    const invitation = invitationOf(member.email);

    // The account's owner uses the link with the account's password: now it is the merchant's.
    const signedUp = await signup(invitation.token, {
      email: invitation.email,
      password: member.password,
    });
    expect(signedUp.status).toBe(200);
    // The old token carried the member role: it is retired.
    expect((await t.get('/api/user/me', member.token)).status).toBe(401);
    const token = await login(member.email, member.password);
    const me = await t.get('/api/user/me', token);
    expect(me.body.user).toMatchObject({ role: 'ROLE MERCHANT', firstName: 'Kemi' });
    expect((await t.get('/api/brand', token)).body.brands).toHaveLength(1);
  });

  it('refuses an email that belongs to an admin or to another merchant, and changes nothing', async () => {
    const other = await t.factories.merchant();
    for (const [email, message] of [
      [admin.email, 'This email belongs to an admin account, which cannot become a merchant.'],
      [other.email, 'This email already belongs to another merchant.'],
    ] as const) {
      const merchant = await application({ email });
      expectError(await approve(merchant.id), 400, 'BUSINESS_RULE', message);
      expect(await merchantRow(merchant.id)).toMatchObject({ status: 'Waiting Approval' });
      expect(await brandOf(merchant.id)).toEqual([]);
    }
    expect(await accountOf(admin.email)).toMatchObject({ role: 'ROLE ADMIN', merchantId: null });
  });

  it('refuses a merchant without email: the admin calls the phone number', async () => {
    const merchant = await application({ email: null, phoneNumber: '415-555-0199' });
    expectError(
      await approve(merchant.id),
      400,
      'BUSINESS_RULE',
      "Merchant doesn't have email. Call at 415-555-0199",
    );
    expect(await merchantRow(merchant.id)).toMatchObject({ status: 'Waiting Approval' });
  });

  it('refuses a brand name another brand took since the application', async () => {
    const merchant = await application();
    await t.factories.brand({ name: merchant.brandName.toUpperCase() });
    expectError(
      await approve(merchant.id),
      400,
      'BUSINESS_RULE',
      'A brand with this name already exists. Please ask the merchant for another one.',
    );
    expect(await brandOf(merchant.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0190a000-0000-7000-8000-000000000000', 'not-an-id']) {
      expectError(await approve(id), 404, 'NOT_FOUND', 'No merchant found.');
    }
  });

  it('renews the invitation when approved again before sign-up: the older link dies', async () => {
    const merchant = await application();
    await approve(merchant.id);
    const first = invitationOf(merchant.email!);
    const again = await approve(merchant.id);
    expect(again.status).toBe(200);
    expect(again.body.merchant.history.map((step: { action: string }) => step.action)).toEqual([
      'approved',
      'invited',
    ]);
    const second = invitationOf(merchant.email!);
    expect(second.token).not.toBe(first.token);
    expect(await brandOf(merchant.id)).toHaveLength(1);

    expectError(
      await signup(first.token, { email: first.email }),
      400,
      'BUSINESS_RULE',
      'This invitation link is not valid. Please use the link from your latest invitation email.',
    );
    expect((await signup(second.token, { email: second.email })).status).toBe(200);
    expectError(
      await approve(merchant.id),
      400,
      'BUSINESS_RULE',
      'This merchant is already approved.',
    );
  });
});

describe('PUT /api/merchant/reject/{id} and re-approval', () => {
  it('rejects a waiting application, once, and a rejected one can be approved again', async () => {
    const merchant = await application();
    const res = await reject(merchant.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Merchant has been rejected.',
      merchant: { status: 'Rejected', isActive: false, brand: null },
    });
    expectError(
      await reject(merchant.id),
      400,
      'BUSINESS_RULE',
      'This merchant is already rejected.',
    );

    const reapproved = await approve(merchant.id);
    expect(reapproved.status).toBe(200);
    expect(reapproved.body.merchant).toMatchObject({ status: 'Approved', isActive: true });
    expect(reapproved.body.merchant.history.map((step: { action: string }) => step.action)).toEqual(
      ['rejected', 'approved'],
    );
    expect(await brandOf(merchant.id)).toHaveLength(1);
    expectError(
      await reject(merchant.id),
      400,
      'BUSINESS_RULE',
      'Only a merchant waiting for approval can be rejected.',
    );
  });
});

describe('POST /api/merchant/signup/{token}', () => {
  it('creates the merchant account tied to its merchant and brand, and puts the brand in the shop', async () => {
    const merchant = await application();
    await approve(merchant.id);
    const invitation = invitationOf(merchant.email!);

    const res = await signup(invitation.token, {
      email: invitation.email.toUpperCase(),
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message:
        'You have signed up successfully! Please sign in with the email and password. Thank you!',
    });
    expect(await accountOf(merchant.email!)).toMatchObject({
      role: 'ROLE MERCHANT',
      merchantId: merchant.id,
      firstName: 'Tunde',
      lastName: 'Bakare',
      provider: 'Email',
    });
    expect(await brandOf(merchant.id)).toMatchObject([{ isActive: true }]);

    const token = await login(merchant.email!, 'merchant-pass-1');
    const me = await t.get('/api/user/me', token);
    expect(me.body.user).toMatchObject({ role: 'ROLE MERCHANT', merchant: { isActive: true } });
    const brandList = await t.get('/api/brand', token);
    expect(brandList.body.brands.map((brand: { name: string }) => brand.name)).toEqual([
      merchant.brandName,
    ]);

    const list = await t.get(
      `/api/merchant/search?search=${encodeURIComponent(merchant.email!)}`,
      admin.token,
    );
    expect(list.body.merchants[0]).toMatchObject({ hasAccount: true });
    expect(list.body.merchants[0].history.at(-1)).toMatchObject({
      action: 'signed-up',
      by: 'Tunde Bakare',
    });
  });

  it('uses a link once: the second sign-up changes nothing', async () => {
    const merchant = await application();
    await approve(merchant.id);
    const invitation = invitationOf(merchant.email!);
    expect((await signup(invitation.token, { email: invitation.email })).status).toBe(200);
    const before = await accountOf(merchant.email!);

    expectError(
      await signup(invitation.token, { email: invitation.email, password: 'another-pass-2' }),
      400,
      'BUSINESS_RULE',
      'This invitation has already been used. Please sign in with your email and password.',
    );
    expect(await accountOf(merchant.email!)).toEqual(before);
  });

  it('refuses an expired link, an unknown token and another email, creating no account', async () => {
    const merchant = await application();
    await approve(merchant.id);
    const invitation = invitationOf(merchant.email!);

    expectError(
      await signup(invitation.token, { email: uniqueEmail('intruder') }),
      400,
      'BUSINESS_RULE',
      'This invitation was sent to another email address.',
    );
    expectError(
      await signup('f'.repeat(64), { email: invitation.email }),
      400,
      'BUSINESS_RULE',
      'This invitation link is not valid. Please use the link from your latest invitation email.',
    );
    await t.db
      .update(merchantInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(merchantInvitations.merchantId, merchant.id));
    expectError(
      await signup(invitation.token, { email: invitation.email }),
      400,
      'BUSINESS_RULE',
      'This invitation link has expired. Please contact us and we will send you a new one.',
    );
    expect(await accountOf(merchant.email!)).toBeNull();
    expect(await brandOf(merchant.id)).toMatchObject([{ isActive: false }]);
  });

  it("answers the spec's messages for missing names and a short password", async () => {
    const token = 'a'.repeat(64);
    const email = uniqueEmail('seller');
    expectValidation(
      await signup(token, { email, firstName: '' }),
      'firstName',
      'First Name is required.',
    );
    expectValidation(
      await signup(token, { email, lastName: ' ' }),
      'lastName',
      'Last Name is required.',
    );
    const short = await signup(token, { email, password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/6/);
  });

  it('joins a confirmed account made since the approval only with its own password', async () => {
    const merchant = await application();
    await approve(merchant.id);
    const invitation = invitationOf(merchant.email!);
    const member = await t.factories.member({ email: merchant.email!, emailVerified: true });

    const wrong = await signup(invitation.token, {
      email: invitation.email,
      password: 'another-pass-9',
    });
    expect(wrong.status).toBe(400);
    expect(await accountOf(member.email)).toMatchObject({ role: 'ROLE MEMBER' });

    const res = await signup(invitation.token, {
      email: invitation.email,
      password: member.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Your merchant account is ready! Please sign in with the email and password of your account. Thank you!',
    );
    expect(await accountOf(member.email)).toMatchObject({
      id: member.user.id,
      role: 'ROLE MERCHANT',
      merchantId: merchant.id,
    });
    await login(member.email, member.password);
  });
});

describe('PUT /api/merchant/{id}/active', () => {
  it('disable takes the brand and its products out of the shop and locks the merchant out; enable brings them back', async () => {
    const { merchant, token, brand, product } = await signedUpMerchant();
    expect(await inShop(product.slug)).toBe(true);

    const off = await setActive(merchant.id, false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Merchant has been disabled.',
      merchant: { isActive: false, brand: { isActive: false } },
    });
    expect(off.body.merchant.history.at(-1)).toMatchObject({
      action: 'disabled',
      by: 'Ada Admin',
      note: `Brand ${brand.name} taken out of the shop.`,
    });
    expect(await inShop(product.slug)).toBe(false);
    expect(
      (await t.get('/api/brand/list')).body.brands.map((b: { _id: string }) => b._id),
    ).not.toContain(brand.id);
    // Signed out, and after signing in again, locked out of every merchant route.
    expect((await t.get('/api/product', token)).status).toBe(401);
    const again = await login(merchant.email!, 'merchant-pass-1');
    expectError(
      await t.get('/api/product', again),
      403,
      'FORBIDDEN',
      'Your merchant account has been disabled. Please contact admin to request access again.',
    );
    expect(
      (await t.put(`/api/brand/${brand.id}/active`, { brand: { isActive: true } }, again)).status,
    ).toBe(403);
    const me = await t.get('/api/user/me', again);
    expect(me.body.user).toMatchObject({ merchant: { isActive: false } });
    expect(t.mail.last(merchant.email!)!.subject).toBe('Your merchant account on Eko Thread');
    // The product's own flag was left alone.
    expect(
      (await t.db.select().from(products).where(eq(products.id, product.id)))[0],
    ).toMatchObject({
      isActive: true,
    });

    const on = await setActive(merchant.id, true);
    expect(on.body).toMatchObject({
      message: 'Merchant has been enabled.',
      merchant: { isActive: true, brand: { isActive: true } },
    });
    expect(await inShop(product.slug)).toBe(true);
    expect((await t.get('/api/product', again)).status).toBe(200);
  });

  it('enable restores only what disable took: a brand or product the merchant switched off stays off', async () => {
    const { merchant, token, brand, product } = await signedUpMerchant();
    const hidden = await t.factories.product({ brand, isActive: false });
    expect(
      (await t.put(`/api/brand/${brand.id}/active`, { brand: { isActive: false } }, token)).status,
    ).toBe(200);

    expect((await setActive(merchant.id, false)).body.merchant.history.at(-1).note).toBe(
      `Brand ${brand.name} was already switched off.`,
    );
    const on = await setActive(merchant.id, true);
    expect(on.body.merchant.brand).toMatchObject({ isActive: false });
    expect(on.body.merchant.history.at(-1).note).toBe(
      `Brand ${brand.name} stays switched off, as it was before.`,
    );
    expect(await inShop(product.slug)).toBe(false);

    // The merchant switches its brand on again: its own switched-off product stays off.
    const again = await login(merchant.email!, 'merchant-pass-1');
    await t.put(`/api/brand/${brand.id}/active`, { brand: { isActive: true } }, again);
    expect(await inShop(product.slug)).toBe(true);
    expect(await inShop(hidden.slug)).toBe(false);
  });

  it("keeps a disabled merchant's open order items visible and fulfillable by the admin", async () => {
    const { merchant, product } = await signedUpMerchant();
    const shopper = await t.factories.member();
    const { orderId } = await paidOrder(t, shopper, [{ product, quantity: 1 }]);
    await setActive(merchant.id, false);

    const seen = await t.get(`/api/order/${orderId}`, admin.token);
    expect(seen.status).toBe(200);
    const [item] = seen.body.order.products;
    expect(item).toMatchObject({ product: { name: product.name }, status: 'Not processed' });
    expect((await t.get(`/api/order/${orderId}`, shopper.token)).body.order.products).toHaveLength(
      1,
    );

    const shipped = await t.put(
      `/api/order/status/item/${item._id}`,
      { orderId, cartId: seen.body.order.cartId, status: 'Shipped' },
      admin.token,
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((await itemsOf(t.db, orderId))[0]).toMatchObject({ status: 'Shipped' });
  });

  it('refuses to switch a merchant that is not approved', async () => {
    const merchant = await application();
    expectError(
      await setActive(merchant.id, false),
      400,
      'BUSINESS_RULE',
      'Only an approved merchant can be enabled or disabled.',
    );
  });

  it('answers 400 with a message for a body that is not a boolean', async () => {
    const merchant = await application({ status: 'Approved', isActive: true });
    const res = await t.put(
      `/api/merchant/${merchant.id}/active`,
      { merchant: { isActive: 'maybe' } },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect((await merchantRow(merchant.id))?.isActive).toBe(true);
  });
});

describe('DELETE /api/merchant/delete/{id}', () => {
  it('deletes the brand, keeps its products switched off, and gives the account back as a member', async () => {
    const { merchant, token, brand, product } = await signedUpMerchant();
    const res = await t.del(`/api/merchant/delete/${merchant.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Merchant has been deleted successfully!' });

    expect(await merchantRow(merchant.id)).toBeNull();
    expect(await t.db.select().from(brands).where(eq(brands.id, brand.id))).toEqual([]);
    expect(
      (await t.db.select().from(products).where(eq(products.id, product.id)))[0],
    ).toMatchObject({
      isActive: false,
      brandId: null,
    });
    expect(await inShop(product.slug)).toBe(false);
    expect(await accountOf(merchant.email!)).toMatchObject({
      role: 'ROLE MEMBER',
      merchantId: null,
    });
    expect((await t.get('/api/user/me', token)).status).toBe(401);
    const member = await login(merchant.email!, 'merchant-pass-1');
    expect((await t.get('/api/product', member)).status).toBe(403);

    // The record of the deletion stays.
    const kept = await t.db
      .select()
      .from(merchantEvents)
      .where(and(isNull(merchantEvents.merchantId), eq(merchantEvents.action, 'deleted')));
    expect(kept.map((event) => event.details.name)).toContain(merchant.name);
    expectError(
      await t.del(`/api/merchant/delete/${merchant.id}`, admin.token),
      404,
      'NOT_FOUND',
      'No merchant found.',
    );
  });
});

describe("deleting a merchant's brand from the Brands screen", () => {
  it('sends the merchant back for approval; approving again gives it a new brand and access', async () => {
    const { merchant, brand } = await signedUpMerchant();
    expect((await t.del(`/api/brand/delete/${brand.id}`, admin.token)).status).toBe(200);

    const found = await t.get(
      `/api/merchant/search?search=${encodeURIComponent(merchant.email!)}`,
      admin.token,
    );
    expect(found.body.merchants[0]).toMatchObject({
      status: 'Waiting Approval',
      isActive: false,
      brand: null,
    });
    expect(found.body.merchants[0].history.at(-1)).toMatchObject({
      action: 'brand-deleted',
      by: 'Ada Admin',
      note: `Brand ${brand.name} deleted; waiting for approval again.`,
    });

    const again = await approve(merchant.id);
    expect(again.body.merchant).toMatchObject({
      status: 'Approved',
      isActive: true,
      hasAccount: true,
      brand: { name: merchant.brandName, isActive: true },
    });
    const token = await login(merchant.email!, 'merchant-pass-1');
    expect((await t.get('/api/brand', token)).body.brands).toHaveLength(1);
  });
});

describe('concurrent lifecycle steps', () => {
  it('ten approvals at once make one brand and leave one working invitation', async () => {
    const merchant = await application();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(merchant.id)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await brandOf(merchant.id)).toHaveLength(1);
    const open = await t.db
      .select()
      .from(merchantInvitations)
      .where(
        and(eq(merchantInvitations.merchantId, merchant.id), isNull(merchantInvitations.revokedAt)),
      );
    expect(open).toHaveLength(1);
  });

  it('disables and enables racing end with the brand on exactly when the merchant is', async () => {
    const { merchant, brand } = await signedUpMerchant();
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(Array.from({ length: 8 }, (_, n) => setActive(merchant.id, n % 2 === 0)));
      const row = await merchantRow(merchant.id);
      const [now] = await t.db.select().from(brands).where(eq(brands.id, brand.id));
      expect(now!.isActive).toBe(row!.isActive);
      expect(row!.brandPausedByDisable).toBe(!row!.isActive);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUDIT_KINDS, type AuditKind } from '#shared/audit/audit.schemas';

import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every write route (not GET) an admin or a merchant can call records its audit entry, or is
 * exempt here with the reason (decision 0045). A new write route that is in neither list fails
 * this test until its use case records (and it is listed in RECORDED) or it is exempted.
 */
const RECORDED: Record<string, readonly AuditKind[]> = {
  'POST /api/product/add': ['product.add'],
  'PUT /api/product/{id}': ['product.update', 'product.price', 'product.stock', 'product.status'],
  'PUT /api/product/{id}/active': ['product.status'],
  // Its pictures (product-images.test.ts reads the entry).
  'PUT /api/product/{id}/images': ['product.update'],
  'POST /api/product/bulk': ['product.status', 'product.stock', 'product.update'],
  // A dry run writes nothing; an apply records as the product screens do, row by row.
  'POST /api/product/import': [
    'product.add',
    'product.update',
    'product.price',
    'product.stock',
    'product.status',
  ],
  'DELETE /api/product/delete/{id}': ['product.delete'],
  'PUT /api/merchant/approve/{id}': ['merchant.approve'],
  'PUT /api/merchant/reject/{id}': ['merchant.reject'],
  'PUT /api/merchant/{id}/active': ['merchant.disable', 'merchant.enable'],
  'DELETE /api/merchant/delete/{id}': ['merchant.delete'],
  // An admin's or a seller's move; a shopper's own cancellation is self-service (not recorded).
  'PUT /api/order/status/item/{itemId}': ['order.status'],
  'DELETE /api/order/cancel/{id}': ['order.status'],
  'PUT /api/return/{id}/accept': ['return.accept'],
  'PUT /api/return/{id}/refuse': ['return.refuse'],
  'PUT /api/return/{id}/receive': ['return.receive'],
  'POST /api/return/item/{itemId}/refund': ['return.refund'],
  'POST /api/brand/add': ['brand.add'],
  'PUT /api/brand/{id}': ['brand.update'],
  'PUT /api/brand/{id}/active': ['brand.update'],
  'DELETE /api/brand/delete/{id}': ['brand.delete'],
  'POST /api/category/add': ['category.add'],
  'PUT /api/category/{id}': ['category.update'],
  'PUT /api/category/{id}/active': ['category.update'],
  'DELETE /api/category/delete/{id}': ['category.delete'],
  'POST /api/shipping/zones': ['shipping.zone.add'],
  'PUT /api/shipping/zones/{id}': ['shipping.zone.update'],
  'DELETE /api/shipping/zones/{id}': ['shipping.zone.delete'],
  'POST /api/shipping/zones/{id}/options': ['shipping.option.add'],
  'PUT /api/shipping/options/{id}': ['shipping.option.update'],
  'DELETE /api/shipping/options/{id}': ['shipping.option.delete'],
  'POST /api/discount/add': ['discount.add'],
  'PUT /api/discount/{id}': ['discount.update'],
  'PUT /api/discount/{id}/active': ['discount.status'],
  'PUT /api/size-guide/brand/{id}': ['size-guide.save'],
  'DELETE /api/size-guide/brand/{id}': ['size-guide.delete'],
  'PUT /api/size-guide/category/{id}': ['size-guide.save'],
  'DELETE /api/size-guide/category/{id}': ['size-guide.delete'],
  'PUT /api/review/approve/{id}': ['review.moderate'],
  'PUT /api/review/reject/{id}': ['review.moderate'],
  'DELETE /api/review/delete/{id}': ['review.delete'],
};

const SELF = 'self-service: the caller acts on its own account or data, as any member does';
const SHOPPING = "shopping: the caller's own cart, checkout, order or payment, as any shopper";
const PUBLIC = 'anyone may call it, signed in or not: no admin or merchant power is used';

/** Write routes an admin or a merchant can call that record nothing, each with its reason. */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/login': `${PUBLIC} (signing in)`,
  'POST /api/auth/login/link': `${PUBLIC} (signing in)`,
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/forgot': PUBLIC,
  'POST /api/auth/reset/{token}': `${PUBLIC} (a mailed link)`,
  'POST /api/auth/success': `${PUBLIC} (social sign-in)`,
  'POST /api/auth/verify-email': `${PUBLIC} (a mailed link)`,
  'POST /api/auth/reset': `${SELF} (own password)`,
  'POST /api/auth/logout-all': `${SELF} (sign out everywhere)`,
  'POST /api/auth/verify-email/resend': SELF,
  'PUT /api/user': `${SELF} (own profile)`,
  'PUT /api/user/measurements': `${SELF} (own measurements)`,
  'POST /api/address/add': SELF,
  'PUT /api/address/{id}': SELF,
  'DELETE /api/address/delete/{id}': SELF,
  'POST /api/wishlist': SELF,
  'POST /api/review/add': `${SELF} (writing a review; moderation is recorded)`,
  'POST /api/return': `${SELF} (asking to return an own item; the seller's steps are recorded)`,
  'POST /api/stock-alert/subscribe': PUBLIC,
  'POST /api/stock-alert/confirm': PUBLIC,
  'POST /api/stock-alert/unsubscribe': PUBLIC,
  'DELETE /api/stock-alert/delete/{id}': SELF,
  'POST /api/cart/add': SHOPPING,
  'POST /api/checkout/cancel': SHOPPING,
  'POST /api/order/add': SHOPPING,
  'POST /api/paystack/verify': SHOPPING,
  'POST /api/stripe/create-checkout-session': SHOPPING,
  'POST /api/checkout/guest': `${PUBLIC} (a guest's checkout, when guest checkout is on)`,
  'POST /api/checkout/guest/return': `${PUBLIC} (a guest back from the payment page)`,
  'POST /api/paystack/verify/guest': `${PUBLIC} (a guest's Paystack payment)`,
  'POST /api/order/guest': `${PUBLIC} (reading a guest's order by its mailed link)`,
  'POST /api/order/lookup': `${PUBLIC} (reading a guest's order by its number and email)`,
  'POST /api/payment/test/{reference}/pay': `${PUBLIC} (the test payment page)`,
  'POST /api/payment/test/{reference}/cancel': `${PUBLIC} (the test payment page)`,
  'POST /api/contact/add': PUBLIC,
  'POST /api/discount/apply': `${PUBLIC} (pricing a bag with a code; nothing is stored)`,
  'POST /api/newsletter/subscribe': PUBLIC,
  'POST /api/unsubscribe/unsubscribe': PUBLIC,
  'POST /api/merchant/add': `${PUBLIC} (applying to sell; the admin's decision is recorded)`,
  'POST /api/merchant/signup/{token}': `${PUBLIC} (the invitation link)`,
};

interface WriteRoute {
  key: string;
  actor: string;
}

const METHODS = ['post', 'put', 'patch', 'delete'];

/** The write routes of the OpenAPI document that a browser (an admin or a merchant) can call. */
async function writeRoutes(app: TestApp['app']): Promise<WriteRoute[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = (res.json() as { paths: Record<string, Record<string, { 'x-actor'?: string }>> })
    .paths;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        actor: operation['x-actor'] ?? 'public',
      }))
      // A provider's signed webhook is no person's write.
      .filter((route) => route.actor !== 'payment-provider'),
  );
}

/** The routes that neither record an entry nor are exempt: what this test fails on. */
export function unaccounted(routes: readonly WriteRoute[]): string[] {
  return routes
    .filter((route) => !Object.hasOwn(RECORDED, route.key) && !Object.hasOwn(EXEMPT, route.key))
    .map((route) => `${route.key} (${route.actor}): records no audit entry and is not exempt`);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the audit guard', () => {
  it('finds every write route an admin or a merchant can call recorded or exempt', async () => {
    const routes = await writeRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    expect(unaccounted(routes)).toEqual([]);
  });

  it('fires for a write route that is in neither list', async () => {
    const routes = await writeRoutes(t.app);
    const planted = [...routes, { key: 'PUT /api/product/{id}/price', actor: 'merchant' }];
    expect(unaccounted(planted)).toEqual([
      'PUT /api/product/{id}/price (merchant): records no audit entry and is not exempt',
    ]);
  });

  it('lists no route the app does not serve, no route twice, and only known kinds', async () => {
    const served = new Set((await writeRoutes(t.app)).map((route) => route.key));
    const listed = [...Object.keys(RECORDED), ...Object.keys(EXEMPT)];
    expect(listed.filter((key) => !served.has(key))).toEqual([]);
    expect(Object.keys(RECORDED).filter((key) => Object.hasOwn(EXEMPT, key))).toEqual([]);
    const known = new Set<string>(AUDIT_KINDS);
    expect(
      Object.values(RECORDED)
        .flat()
        .filter((kind) => !known.has(kind)),
    ).toEqual([]);
    expect(Object.values(EXEMPT).every((reason) => reason.length > 10)).toBe(true);
  });
});

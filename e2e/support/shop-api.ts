import type { APIRequestContext } from '@playwright/test';

import { expect, uniqueEmail } from './fixtures';

/*
 * A journey's setup through the API, as the storefront's screens would do it: a new member, the
 * product as the shop has it now, and another buyer's paid order.
 */

export interface Member {
  email: string;
  password: string;
  token: string;
  firstName: string;
}

/** A new member for this test, so that reruns never meet an earlier order. */
export async function newMember(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Member> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'tailored-123';
  const res = await request.post('/api/auth/register', {
    data: { email, password, firstName, lastName, isSubscribed: false },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { email, password, token, firstName };
}

/** The product as the shop has it now (never a cached copy). */
export async function productOf<Product>(
  request: APIRequestContext,
  slug: string,
): Promise<Product> {
  const res = await request.get(`/api/product/item/${slug}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { product: Product }).product;
}

/**
 * One piece of a product in a size, paid with the test payment page and placed as an order,
 * delivered to a US address; the order's id.
 */
export async function payThroughApi(
  request: APIRequestContext,
  buyer: Pick<Member, 'email' | 'token'>,
  line: { productId: string; size: string },
  contact: { name: string; phone: string },
): Promise<string> {
  const headers = { authorization: buyer.token };
  const started = await request.post('/api/stripe/create-checkout-session', {
    headers,
    data: {
      cartItems: [{ _id: line.productId, quantity: 1, size: line.size }],
      user: { name: contact.name, email: buyer.email, phone: contact.phone },
      address: {
        address: '1 Test Street',
        city: 'Austin',
        state: 'Texas',
        country: 'United States',
        zipCode: '73301',
      },
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { url, cartId } = (await started.json()) as { url: string; cartId: string };
  const paid = await request.post(`${url}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const placed = await request.post('/api/order/add', { headers, data: { cartId } });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { order: { _id: string } }).order._id;
}

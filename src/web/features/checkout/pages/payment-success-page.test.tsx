import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { cart, cartStore } from '../../cart/api/cart-store';
import { PaymentSuccessPage } from './payment-success-page';

const ORDER_ID = '0191b0c0-0000-7000-8000-00000000abcd';

function fillBag(cartId: string) {
  cart.add({
    _id: 'product-1',
    name: 'Kente Agbada',
    slug: 'kente-agbada',
    img: null,
    price: 45.5,
    quantity: 2,
    size: 'L',
    taxable: false,
    inventory: 10,
  });
  window.localStorage.setItem('cart_id', cartId);
}

/** The page under React's StrictMode (effects run twice on mount), as in development. */
function renderSuccess() {
  const { router, user } = renderPage(<PaymentSuccessPage />, {
    path: '/success',
    at: '/success?session_id=0191b0c0-0000-7000-8000-000000000001',
    routes: [{ path: '/order/success/:id', element: <h1>Order success</h1> }],
    strict: true,
  });
  return { router, user };
}

describe('PaymentSuccessPage', () => {
  it('says the order is being prepared, places it once, thanks, clears the bag and goes on', async () => {
    session.signIn('Bearer member');
    fillBag('cart-paid');
    let answer: (value: unknown) => void = () => undefined;
    const gate = new Promise((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      'POST /api/order/add': () => ({
        body: {
          success: true,
          message: 'Your order has been placed successfully!',
          order: { _id: ORDER_ID },
        },
      }),
    });
    // Hold the answer back a moment to see the waiting state.
    const original = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await gate;
      return original(...args);
    };
    const { router } = renderSuccess();

    expect(screen.getByRole('heading', { name: 'Your order is being prepared.' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Confirming your payment');
    await act(async () => answer(undefined));

    expect(await screen.findByRole('heading', { name: 'Order success' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/order/success/${ORDER_ID}`);
    // StrictMode runs the effect twice: still one request.
    const adds = api.calls.filter((call) => call.path === '/api/order/add');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.body).toEqual({ cartId: 'cart-paid', total: 91 });
    expect(screen.getByText('Thanks for doing business with us! Come back soon!!')).toBeTruthy();
    expect(cartStore.get().items).toEqual([]);
    expect(window.localStorage.getItem('cart_id')).toBeNull();
    expect(window.localStorage.getItem('cart_items')).toBeNull();
    expect(window.localStorage.getItem('cart_total')).toBeNull();
  });

  it('without a confirmed payment: says so, keeps the bag, and can ask again', async () => {
    session.signIn('Bearer member');
    fillBag('cart-unpaid');
    let isPaid = false;
    const api = mockApi({
      'POST /api/order/add': () =>
        isPaid
          ? {
              body: {
                success: true,
                message: 'Your order has been placed successfully!',
                order: { _id: ORDER_ID },
              },
            }
          : {
              status: 400,
              body: {
                error: 'We have not received your payment yet, so no order has been placed.',
                code: 'BUSINESS_RULE',
              },
            },
    });
    const { user, router } = renderSuccess();

    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your payment.' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'We have not received your payment yet, so no order has been placed.',
    );
    expect(screen.getByText('No order placed')).toBeTruthy();
    expect(cartStore.get().items).toHaveLength(1);
    expect(window.localStorage.getItem('cart_id')).toBe('cart-unpaid');

    isPaid = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/success/${ORDER_ID}`));
    expect(api.calls.filter((call) => call.path === '/api/order/add')).toHaveLength(2);
    expect(cartStore.get().items).toEqual([]);
  });

  it('with no stored cart: asks nothing and points to the orders', async () => {
    session.signIn('Bearer member');
    const api = mockApi({});
    renderSuccess();
    expect(screen.getByRole('heading', { name: 'There is no payment to confirm.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    );
    expect(api.calls).toEqual([]);
  });

  it('signed out: asks to login first and places nothing', async () => {
    fillBag('cart-paid');
    const api = mockApi({});
    renderSuccess();
    expect(
      screen.getByRole('heading', { name: 'Please login to confirm your order.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(api.calls).toEqual([]);
    expect(cartStore.get().items).toHaveLength(1);
  });
});

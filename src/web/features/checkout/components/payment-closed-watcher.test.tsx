import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { panelStore } from '../../../lib/panel-store';
import { mockApi, renderPage } from '../../../test/render';
import { cart, cartStore } from '../../cart/api/cart-store';
import { paymentClosed } from '../payment-closed';
import { PaymentClosedWatcher } from './payment-closed-watcher';

function fillBag() {
  cart.add({
    _id: 'product-1',
    name: 'Kente Agbada',
    slug: 'kente-agbada',
    img: null,
    price: 25,
    quantity: 1,
    size: 'L',
    taxable: false,
    inventory: 10,
  });
  window.localStorage.setItem('cart_id', 'cart-open');
}

function renderAt(at: string) {
  return renderPage(
    <>
      <PaymentClosedWatcher />
      <h1>Home</h1>
    </>,
    { path: '/', at },
  );
}

describe('PaymentClosedWatcher', () => {
  afterEach(() => paymentClosed.dismiss());

  it('back from the payment page\'s cancel: "Wait! Don\'t leave", the checkout is released, the bag kept', async () => {
    fillBag();
    const api = mockApi({
      'POST /api/checkout/cancel': () => ({
        body: { success: true, message: 'Your checkout has been cancelled.' },
      }),
    });
    const { router, user } = renderAt('/?checkout=cancelled');

    const notice = await screen.findByRole('dialog', { name: "Wait! Don't leave" });
    expect(notice.textContent).toContain('no order has been placed');
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(api.calls).toEqual([
        { method: 'POST', path: '/api/checkout/cancel', body: { cartId: 'cart-open' } },
      ]),
    );
    expect(cartStore.get().items).toHaveLength(1);
    expect(window.localStorage.getItem('cart_id')).toBe('cart-open');

    await user.click(screen.getByRole('button', { name: 'Return to my bag' }));
    expect(screen.queryByRole('dialog', { name: "Wait! Don't leave" })).toBeNull();
    expect(panelStore.get()).toBe('cart');
  });

  it('shows nothing on an ordinary visit', () => {
    const api = mockApi({});
    renderAt('/?checkout=other');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

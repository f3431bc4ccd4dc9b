import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { GUEST_CHECKOUT_META } from '#shared/checkout/checkout.constants';

import { cart } from '../../features/cart/api/cart-store';
import { panels } from '../../lib/panel-store';
import { renderPage } from '../../test/render';
import { CartDrawer } from './cart-drawer';

/** The head's setting as the server writes it with GUEST_CHECKOUT=true. */
function guestCheckoutOn() {
  const meta = document.createElement('meta');
  meta.name = GUEST_CHECKOUT_META;
  meta.content = 'on';
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${GUEST_CHECKOUT_META}"]`).forEach((m) => m.remove());
});

function addLine() {
  cart.add({
    _id: 'p1',
    name: 'Kente Agbada',
    slug: 'kente-agbada',
    img: null,
    price: 25,
    quantity: 1,
    size: 'L',
    taxable: false,
    inventory: 3,
  });
}

describe('the bag for a signed-out shopper (decision 0056)', () => {
  it('offers only sign-in when the store did not turn guest checkout on', async () => {
    addLine();
    panels.open('cart');
    renderPage(<CartDrawer />);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping bag' });
    expect(within(drawer).getByRole('button', { name: 'Proceed To Checkout' })).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Checkout as guest' })).toBeNull();
  });

  it('offers "Checkout as guest" beside sign-in when it is on', async () => {
    guestCheckoutOn();
    addLine();
    panels.open('cart');
    renderPage(<CartDrawer />);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping bag' });
    expect(within(drawer).getByRole('button', { name: 'Proceed To Checkout' })).toBeTruthy();
    expect(
      within(drawer).getByRole('link', { name: 'Checkout as guest' }).getAttribute('href'),
    ).toBe('/checkout/guest');
  });
});

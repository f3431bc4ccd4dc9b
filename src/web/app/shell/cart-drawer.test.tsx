import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cart, cartStore } from '../../features/cart/api/cart-store';
import { checkoutModalStore } from '../../features/checkout/checkout-store';
import { session } from '../../lib/session';
import { renderPage } from '../../test/render';
import { CartDrawer } from './cart-drawer';
import { panelStore } from '../../lib/panel-store';

function addLine(overrides: { quantity?: number; inventory?: number; price?: number } = {}) {
  cart.add({
    _id: 'p1',
    name: 'Kente Agbada',
    slug: 'kente-agbada',
    img: null,
    price: overrides.price ?? 25,
    quantity: overrides.quantity ?? 1,
    size: 'L',
    taxable: false,
    inventory: overrides.inventory ?? 3,
  });
}

function summaryValue(term: string): string {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  return within(row as HTMLElement).getByRole('definition').textContent ?? '';
}

describe('CartDrawer', () => {
  it('lists the lines with size, a stepper within the rules, the line total and the totals', async () => {
    addLine({ quantity: 2 });
    const { user } = renderPage(<CartDrawer />);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping bag' });
    expect(within(drawer).getByRole('link', { name: 'Kente Agbada' }).getAttribute('href')).toBe(
      '/product/kente-agbada',
    );
    expect(within(drawer).getByText(/Size L/)).toBeTruthy();
    const lines = within(drawer).getByRole('list', { name: 'Items in your bag' });
    expect(within(lines).getByText('$50.00')).toBeTruthy();
    expect(summaryValue('Subtotal')).toBe('$50.00');
    expect(summaryValue('Shipping')).toBe('$10.00');
    expect(summaryValue('Total')).toBe('$60.00');

    const stepper = within(drawer).getByRole('group', { name: 'Quantity of Kente Agbada, size L' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(cartStore.get().items[0]?.quantity).toBe(3);
    // The inventory is 3: plus stops there.
    expect(
      within(stepper).getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' })
        .disabled,
    ).toBe(true);
    expect(summaryValue('Total')).toBe('$90.00');
  });

  it('shows Free shipping from 120 and removes a line', async () => {
    addLine({ price: 130 });
    const { user } = renderPage(<CartDrawer />);
    await screen.findByRole('dialog', { name: 'Shopping bag' });
    expect(summaryValue('Shipping')).toBe('Free');
    const stepper = screen.getByRole('group', { name: 'Quantity of Kente Agbada, size L' });
    expect(
      within(stepper).getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' })
        .disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove Kente Agbada, size L' }));
    expect(cartStore.get().items).toEqual([]);
    expect(screen.getByText('Your shopping bag is empty.')).toBeTruthy();
  });

  it('signed out: Proceed To Checkout says to log in and goes to /login', async () => {
    addLine();
    const { user, router } = renderPage(<CartDrawer />, { routes: [{ path: '/login' }] });
    await user.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    expect(await screen.findByText('Please Login to proceed to checkout')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signed in: Place Order closes the bag and opens the checkout modal', async () => {
    session.signIn('Bearer member');
    addLine();
    const { user } = renderPage(<CartDrawer />);
    await screen.findByRole('dialog', { name: 'Shopping bag' });
    expect(screen.queryByRole('button', { name: 'Proceed To Checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/shop',
    );
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(panelStore.get()).toBe('none');
    expect(checkoutModalStore.get()).toBe(true);
  });

  it('closes with the close button', async () => {
    addLine();
    const { user } = renderPage(<CartDrawer />);
    await user.click(await screen.findByRole('button', { name: 'Close shopping bag' }));
    expect(screen.queryByRole('dialog', { name: 'Shopping bag' })).toBeNull();
    expect(panelStore.get()).toBe('none');
  });
});

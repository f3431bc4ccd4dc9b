import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { panelStore } from '../../../lib/panel-store';
import { session } from '../../../lib/session';
import { makeAddress } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { cart, cartStore, type NewCartLine } from './cart-store';
import { useShippingCountrySync } from '../hooks/use-shipping-country-sync';

function line(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    _id: 'p1',
    name: 'Kente Agbada',
    slug: 'kente-agbada',
    img: '/uploads/images/kente-1200.webp',
    price: 19.99,
    quantity: 1,
    size: 'M',
    taxable: false,
    inventory: 20,
    ...overrides,
  };
}

function stored(key: string): string | null {
  return window.localStorage.getItem(key);
}

describe('the cart store (storefront spec §3, §4)', () => {
  it('adds a line in memory and in cart_items, recomputes and opens the drawer', () => {
    expect(cart.add(line({ quantity: 3 }))).toBeNull();
    const state = cartStore.get();
    expect(state.items).toEqual([
      expect.objectContaining({ _id: 'p1', size: 'M', quantity: 3, totalPrice: 59.97 }),
    ]);
    expect(state.cartTotal).toBe(59.97);
    expect(state.shippingFee).toBe(15);
    expect(state.total).toBe(74.97);
    const items: unknown = JSON.parse(stored('cart_items') ?? '[]');
    expect(items).toEqual([
      expect.objectContaining({
        _id: 'p1',
        name: 'Kente Agbada',
        slug: 'kente-agbada',
        img: '/uploads/images/kente-1200.webp',
        price: 19.99,
        quantity: 3,
        size: 'M',
        taxable: false,
        totalPrice: 59.97,
      }),
    ]);
    expect(stored('cart_total')).toBe('59.97');
    expect(stored('shippingFee')).toBe('15');
    expect(stored('shippingTotal')).toBe('74.97');
    expect(panelStore.get()).toBe('cart');
  });

  it('keeps one line per product and size', () => {
    cart.add(line({ quantity: 1 }));
    cart.add(line({ quantity: 2 }));
    cart.add(line({ size: 'L' }));
    expect(cartStore.get().items.map((item) => [item.size, item.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('refuses quantities outside the rules with the spec messages, and adds nothing', () => {
    expect(cart.add(line({ quantity: 0 }))).toBe('Quantity must be at least 1.');
    expect(cart.add(line({ quantity: 6, inventory: 5 }))).toBe(
      'Quantity may not be greater than 5.',
    );
    expect(cart.add(line({ quantity: 51, inventory: 400 }))).toBe(
      'Quantity may not be greater than 50.',
    );
    expect(cartStore.get().items).toEqual([]);
    expect(stored('cart_items')).toBeNull();
    expect(panelStore.get()).toBe('none');
  });

  it('changes a quantity within the rules and recomputes the line and the totals', () => {
    cart.add(line({ inventory: 4 }));
    expect(cart.setQuantity('p1', 'M', 4)).toBeNull();
    expect(cartStore.get().items[0]?.totalPrice).toBe(79.96);
    expect(cartStore.get().cartTotal).toBe(79.96);
    expect(stored('cart_total')).toBe('79.96');
    expect(cart.setQuantity('p1', 'M', 5)).toBe('Quantity may not be greater than 4.');
    expect(cart.setQuantity('p1', 'M', 0)).toBe('Quantity must be at least 1.');
    expect(cartStore.get().items[0]?.quantity).toBe(4);
  });

  it('removes a line from memory and storage and recomputes', () => {
    cart.add(line());
    cart.add(line({ _id: 'p2', price: 10 }));
    cart.remove('p1', 'M');
    expect(cartStore.get().items.map((item) => item._id)).toEqual(['p2']);
    expect(JSON.parse(stored('cart_items') ?? '[]')).toHaveLength(1);
    expect(stored('cart_total')).toBe('10');
    expect(stored('shippingFee')).toBe('5');
  });

  it('clears the items, the totals and the cart id', () => {
    cart.add(line());
    window.localStorage.setItem('cart_id', 'cart-123');
    cart.clear();
    expect(cartStore.get()).toMatchObject({ items: [], cartTotal: 0, shippingFee: 0, total: 0 });
    for (const key of ['cart_items', 'cart_total', 'cart_id', 'shippingFee', 'shippingTotal']) {
      expect(stored(key)).toBeNull();
    }
  });

  it('sets the fee with the total: free from 120, and for Nigeria or the United Kingdom', () => {
    cart.add(line({ price: 100 }));
    expect(cartStore.get().shippingFee).toBe(5);
    cart.setShippingCountry('Nigeria');
    expect(cartStore.get()).toMatchObject({ shippingFee: 0, total: 100 });
    expect(stored('shippingFee')).toBe('0');
    cart.setShippingCountry('Ghana');
    expect(cartStore.get().shippingFee).toBe(5);
    cart.setQuantity('p1', 'M', 2);
    expect(cartStore.get()).toMatchObject({ cartTotal: 200, shippingFee: 0, total: 200 });
    expect(stored('shippingTotal')).toBe('200');
  });

  it('reloads when another tab changes cart_items, ignoring lines it cannot read', () => {
    window.localStorage.setItem(
      'cart_items',
      JSON.stringify([
        { _id: 'p9', name: 'Senator', slug: 'senator', price: 30, quantity: 2, size: 'L' },
        { _id: 'broken' },
      ]),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart_items' }));
    });
    expect(cartStore.get().items).toEqual([
      expect.objectContaining({ _id: 'p9', quantity: 2, totalPrice: 60, img: null }),
    ]);
    expect(cartStore.get()).toMatchObject({ cartTotal: 60, shippingFee: 10, total: 70 });

    window.localStorage.removeItem('cart_items');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart_items' }));
    });
    expect(cartStore.get().items).toEqual([]);
  });
});

function ShippingProbe() {
  useShippingCountrySync();
  return <p>Shipping rule ready</p>;
}

describe('the shipping rule of the signed-in shopper', () => {
  it('follows the country of the first saved address', async () => {
    session.signIn('Bearer member');
    const api = mockApi({
      'GET /api/address': () => ({
        body: {
          addresses: [
            makeAddress({ country: 'United Kingdom' }),
            makeAddress({ country: 'Ghana' }),
          ],
        },
      }),
    });
    cart.add(line());
    expect(cartStore.get().shippingFee).toBe(5);
    renderPage(<ShippingProbe />);
    await waitFor(() => expect(cartStore.get().shippingFee).toBe(0));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/address']);
  });

  it('does not ask for addresses as a guest: guests pay per item below 120', async () => {
    const api = mockApi({});
    cart.add(line({ quantity: 2 }));
    renderPage(<ShippingProbe />);
    expect(await screen.findByText('Shipping rule ready')).toBeTruthy();
    expect(cartStore.get().shippingFee).toBe(10);
    expect(api.calls).toEqual([]);
  });
});

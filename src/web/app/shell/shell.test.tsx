import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { badgeText, cart, cartStore, type CartItem } from '../../features/cart/api/cart-store';
import { renderPage } from '../../test/render';
import { redirectLegacyHash } from '../legacy-hash';
import { shouldLookUp } from './search-modal';
import { panelStore, panels } from '../../lib/panel-store';
import { TopBar } from './top-bar';

function item(n: number): CartItem {
  return {
    _id: `p${n}`,
    name: `Agbada ${n}`,
    slug: `agbada-${n}`,
    img: null,
    price: 10,
    quantity: 1,
    size: 'M',
    taxable: false,
    totalPrice: 10,
  };
}

describe('the cart badge', () => {
  it('shows the count, and 99+ from 99 items', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(98)).toBe('98');
    expect(badgeText(99)).toBe('99+');
    expect(badgeText(250)).toBe('99+');
  });

  it('follows the bag in the top bar', async () => {
    renderPage(<TopBar />);
    expect(await screen.findByRole('button', { name: 'Shopping bag, 0 items' })).toBeTruthy();
    act(() => {
      window.localStorage.setItem(
        'cart_items',
        JSON.stringify(Array.from({ length: 120 }, (_, i) => item(i))),
      );
      cart.reload();
    });
    const bag = screen.getByRole('button', { name: 'Shopping bag, 120 items' });
    expect(within(bag).getByText('99+')).toBeTruthy();
  });

  it('reloads the bag when another tab changes cart_items', () => {
    window.localStorage.setItem('cart_items', JSON.stringify([item(1), item(2)]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart_items' }));
    expect(cartStore.get().items).toHaveLength(2);
  });
});

describe('overlays', () => {
  it('opening the menu closes the bag and opening the bag closes the menu', () => {
    panels.open('cart');
    panels.toggle('menu');
    expect(panelStore.get()).toBe('menu');
    panels.toggle('cart');
    expect(panelStore.get()).toBe('cart');
    panels.toggle('cart');
    expect(panelStore.get()).toBe('none');
  });
});

describe('search suggestions', () => {
  it('look up only when the trimmed term length is a non-zero multiple of 3', () => {
    expect(shouldLookUp('')).toBe(false);
    expect(shouldLookUp('ag')).toBe(false);
    expect(shouldLookUp('agb')).toBe(true);
    expect(shouldLookUp('  agb  ')).toBe(true);
    expect(shouldLookUp('agba')).toBe(false);
    expect(shouldLookUp('agbada')).toBe(true);
  });
});

describe('legacy hash links', () => {
  it('rewrite /#/faq to /faq and leave other hashes alone', () => {
    const calls: string[] = [];
    const history = {
      replaceState: (_: unknown, __: string, url?: string | URL | null) => calls.push(String(url)),
    };
    redirectLegacyHash({ hash: '#/faq', pathname: '/' }, history);
    redirectLegacyHash({ hash: '#/product/agbada-1', pathname: '/' }, history);
    redirectLegacyHash({ hash: '#maintenance-and-repairs', pathname: '/return' }, history);
    expect(calls).toEqual(['/faq', '/product/agbada-1']);
  });
});

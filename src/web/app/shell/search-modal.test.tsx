import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderPage } from '../../test/render';
import { SearchModal } from './search-modal';
import { panels, panelStore } from '../../lib/panel-store';

const SUGGESTIONS = [
  {
    name: 'Royal Agbada',
    slug: 'royal-agbada',
    imageUrl: '/uploads/images/r-1200.webp',
    price: 320,
  },
  { name: 'Agbada Lite', slug: 'agbada-lite', imageUrl: null, price: 95.5 },
];

function serve() {
  return mockApi({
    'GET /api/product/list/search/agb': () => ({ body: { products: SUGGESTIONS } }),
    'GET /api/product/list/search/agbada': () => ({ body: { products: SUGGESTIONS } }),
  });
}

function open() {
  panels.open('search');
  return renderPage(<SearchModal />, { routes: [{ path: '/product/:slug' }] });
}

describe('SearchModal', () => {
  it('looks up only at a non-zero multiple of 3 characters', async () => {
    const api = serve();
    const { user } = open();
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(input, 'ag');
    expect(api.calls).toEqual([]);
    await user.type(input, 'b');
    await screen.findByRole('option', { name: /Royal Agbada/ });
    await user.type(input, 'ad');
    await user.type(input, 'a');
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/product/list/search/agb',
      '/api/product/list/search/agbada',
    ]);
  });

  it('shows each suggestion with its image, the typed text highlighted and the price', async () => {
    serve();
    const { user } = open();
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'AGB');
    const option = await screen.findByRole('option', { name: /Royal Agbada/ });
    expect(within(option).getByText('Agb', { selector: 'mark' })).toBeTruthy();
    expect(within(option).getByText('$320.00')).toBeTruthy();
    expect(option.querySelector('img')?.getAttribute('srcset')).toContain('400w');
    const plain = screen.getByRole('option', { name: /Agbada Lite/ });
    expect(plain.querySelector('img')?.getAttribute('src')).toBe('/placeholder-product.svg');
  });

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    serve();
    const { user, router } = open();
    const input = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(input, 'agb');
    await screen.findByRole('option', { name: /Royal Agbada/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Agbada Lite/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Royal Agbada/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe('/product/agbada-lite');
    expect(panelStore.get()).toBe('none');
  });

  it('opens a suggestion on click', async () => {
    serve();
    const { user, router } = open();
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'agb');
    await user.click(await screen.findByRole('option', { name: /Royal Agbada/ }));
    expect(router.state.location.pathname).toBe('/product/royal-agbada');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { RECENTLY_VIEWED_STORAGE_KEY } from '#shared/product/product-related';
import type { ProductDto } from '#shared/product/product.schemas';

import { authKeys } from '../../../features/auth/api/auth.queries';
import { session } from '../../../lib/session';
import { makeProduct, makeUser } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { ProductPage } from './product-page';

/** Issue 26 §3 and §6: "You may also like", "Recently viewed" and "Ask a tailor". */

function open(
  product: ProductDto,
  {
    related = [],
    handlers = {},
  }: { related?: ProductDto[]; handlers?: Parameters<typeof mockApi>[0] } = {},
) {
  const api = mockApi({
    [`GET /api/product/item/${product.slug}`]: () => ({ body: { product } }),
    [`GET /api/review/${product.slug}`]: () => ({ body: { reviews: [] } }),
    [`GET /api/product/item/${product.slug}/related`]: () => ({ body: { products: related } }),
    ...handlers,
  });
  return {
    api,
    ...renderPage(<ProductPage />, { path: '/product/:slug', at: `/product/${product.slug}` }),
  };
}

const region = (name: string) => screen.findByRole('region', { name });

beforeEach(() => window.localStorage.clear());

describe('ProductPage: You may also like', () => {
  it('shows the related products as cards under a heading, each linking to its page', async () => {
    const product = makeProduct({ name: 'Indigo Agbada' });
    const related = [
      makeProduct({ name: 'Gold Agbada', slug: 'gold-agbada' }),
      makeProduct({ name: 'Ivory Kaftan', slug: 'ivory-kaftan' }),
    ];
    open(product, { related });
    const shelf = await region('You may also like');
    const cards = within(shelf).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Gold Agbada', 'Ivory Kaftan']);
    expect(
      within(shelf)
        .getByRole('link', { name: /Gold Agbada/ })
        .getAttribute('href'),
    ).toBe('/product/gold-agbada');
  });

  it('leaves the section out when nothing is related', async () => {
    const product = makeProduct();
    open(product);
    expect(await screen.findByRole('button', { name: 'Add To Bag' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull();
  });
});

describe('ProductPage: Recently viewed', () => {
  it('shows the other products this browser viewed, newest first, and forgets one that is gone', async () => {
    const product = makeProduct({ name: 'On screen' });
    const seen = makeProduct({ name: 'Seen last' });
    const earlier = makeProduct({ name: 'Seen first' });
    const gone = makeProduct({ name: 'Gone' });
    window.localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify([seen._id, product._id, gone._id, earlier._id]),
    );
    const { api } = open(product, {
      handlers: { 'GET /api/product/list/viewed': () => ({ body: { products: [seen, earlier] } }) },
    });
    const shelf = await region('Recently viewed');
    expect(
      (await within(shelf).findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Seen last', 'Seen first']);
    // The product on screen is not asked for; it is now the newest, and the gone one is forgotten.
    expect(api.calls.find((call) => call.path.startsWith('/api/product/list/viewed'))?.path).toBe(
      `/api/product/list/viewed?ids=${[seen._id, gone._id, earlier._id].join(',')}`,
    );
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '')).toEqual([
      product._id,
      seen._id,
      earlier._id,
    ]);
  });

  it('shows nothing on a first visit, and remembers it', async () => {
    const product = makeProduct();
    const { api } = open(product);
    expect(await screen.findByRole('button', { name: 'Add To Bag' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/product/list/viewed'))).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '')).toEqual([
      product._id,
    ]);
  });
});

describe('ProductPage: Ask a tailor', () => {
  it('takes a signed-in member to the support chat with the product named', async () => {
    session.signIn('Bearer member');
    const product = makeProduct({ slug: 'indigo-agbada' });
    open(product, {
      handlers: { 'GET /api/user/me': () => ({ body: { user: makeUser() } }) },
    });
    const ask = await screen.findByRole('link', { name: 'Ask a tailor' });
    expect(ask.getAttribute('href')).toBe('/support?product=indigo-agbada');
  });

  it('is not offered to an admin', async () => {
    session.signIn('Bearer admin');
    const product = makeProduct();
    const { queryClient } = open(product, {
      handlers: {
        'GET /api/user/me': () => ({ body: { user: makeUser({ role: 'ROLE ADMIN' }) } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Add To Bag' })).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(authKeys.me)?.status).toBe('success'));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Ask a tailor' })).toBeNull();
  });

  it('is not offered to a visitor, who is not asked who they are', async () => {
    const { api } = open(makeProduct());
    expect(await screen.findByRole('button', { name: 'Add To Bag' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ask a tailor' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/user/me')).toBe(false);
  });
});

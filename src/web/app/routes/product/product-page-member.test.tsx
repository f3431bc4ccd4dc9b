import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ProductDto } from '#shared/product/product.schemas';

import { session } from '../../../lib/session';
import { makeProduct } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { ProductPage } from './product-page';

function liked(product: ProductDto, isLiked: boolean, message: string) {
  return {
    success: true,
    message,
    wishlist: {
      _id: 'wish-1',
      product: product._id,
      isLiked,
      created: '2026-05-01T10:00:00.000Z',
      updated: '2026-05-01T10:00:00.000Z',
    },
  };
}

function open(product: ProductDto, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /api/product/item/${product.slug}`]: () => ({ body: { product } }),
    [`GET /api/review/${product.slug}`]: () => ({ body: { reviews: [] } }),
    ...handlers,
  });
  return {
    api,
    ...renderPage(<ProductPage />, { path: '/product/:slug', at: `/product/${product.slug}` }),
  };
}

describe('ProductPage for a signed-in shopper', () => {
  it('toggles the heart: liked, then unliked, with the server’s message', async () => {
    session.signIn('Bearer member');
    const product = makeProduct({ name: 'Kaftan One', isLiked: false });
    let calls = 0;
    const { api, user } = open(product, {
      'POST /api/wishlist': (body) => {
        calls += 1;
        const isLiked = (body as { isLiked: boolean }).isLiked;
        return {
          body: liked(
            product,
            isLiked,
            calls === 1
              ? 'Added to your Wishlist successfully!'
              : 'Your Wishlist has been updated successfully!',
          ),
        };
      },
    });
    const heart = await screen.findByRole('button', { name: 'Add Kaftan One to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-disabled')).toBeNull();

    await user.click(heart);
    expect(await screen.findByText('Added to your Wishlist successfully!')).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));

    await user.click(heart);
    expect(await screen.findByText('Your Wishlist has been updated successfully!')).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { isLiked: true, product: product._id },
      { isLiked: false, product: product._id },
    ]);
  });

  it('puts the heart back when the like fails', async () => {
    session.signIn('Bearer member');
    const product = makeProduct({ name: 'Kaftan Two', isLiked: false });
    const { user } = open(product, {
      'POST /api/wishlist': () => ({
        status: 500,
        body: { error: 'Your request could not be processed. Please try again.', code: 'INTERNAL' },
      }),
    });
    const heart = await screen.findByRole('button', { name: 'Add Kaftan Two to wishlist' });
    await user.click(heart);
    expect(
      await screen.findByText('Your request could not be processed. Please try again.'),
    ).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('offers the review form under the reviews', async () => {
    session.signIn('Bearer member');
    open(makeProduct());
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByRole('button', { name: 'Publish Review' })).toBeTruthy();
    expect(within(reviews).getByText('Be the first to add a review.')).toBeTruthy();
  });

  it('asks a guest to log in to review', async () => {
    open(makeProduct());
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(
      (await within(reviews).findByRole('link', { name: 'log in' })).getAttribute('href'),
    ).toBe('/login');
    expect(within(reviews).queryByRole('button', { name: 'Publish Review' })).toBeNull();
  });
});

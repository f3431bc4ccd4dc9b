import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { WishlistItem } from '#shared/wishlist/wishlist.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { WishlistPage } from './wishlist-page';

function item(name: string, slug: string, price: number, created: string): WishlistItem {
  return {
    _id: `wish-${slug}`,
    product: {
      _id: `product-${slug}`,
      slug,
      name,
      price,
      imageUrl: `/uploads/images/${slug}-1200.webp`,
    },
    isLiked: true,
    created,
    updated: created,
  };
}

function open() {
  return renderDashboardPage(<WishlistPage />, { user: makeUser(), path: '/dashboard/wishlist' });
}

describe('WishlistPage', () => {
  it('lists each liked product as a link to its page, with image, price and date', async () => {
    mockApi({
      'GET /api/wishlist': () => ({
        body: {
          wishlist: [
            item('Royal Agbada', 'royal-agbada', 249.5, '2026-05-02T23:59:00.000Z'),
            item('Navy Senator', 'navy-senator', 120, '2026-04-11T08:00:00.000Z'),
          ],
        },
      }),
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Royal Agbada/ });
    expect(link.getAttribute('href')).toBe('/product/royal-agbada');
    expect(within(link).getByText('$249.50')).toBeTruthy();
    expect(within(link).getByText(/Wishlist Added on/).textContent).toBe(
      'Wishlist Added on May 2, 2026',
    );
    const image = link.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/images/royal-agbada-1200.webp');
    expect(image?.getAttribute('srcset')).toContain('royal-agbada-400.webp 400w');
    const second = screen.getByRole('link', { name: /Navy Senator/ });
    expect(second.getAttribute('href')).toBe('/product/navy-senator');
    expect(within(second).getByText('$120.00')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove .* from your wishlist$/ })).toHaveLength(
      2,
    );
  });

  it('says so when the wishlist is empty', async () => {
    mockApi({ 'GET /api/wishlist': () => ({ body: { wishlist: [] } }) });
    open();
    expect(await screen.findByText('You have no items in your wishlist yet.')).toBeTruthy();
  });

  it('removes an item by unliking it, shows the message and loads the wishlist again', async () => {
    let liked = [item('Royal Agbada', 'royal-agbada', 249.5, '2026-05-02T10:00:00.000Z')];
    const api = mockApi({
      'GET /api/wishlist': () => ({ body: { wishlist: liked } }),
      'POST /api/wishlist': () => {
        liked = [];
        return {
          body: {
            success: true,
            message: 'Your Wishlist has been updated successfully!',
            wishlist: {
              _id: 'wish-royal-agbada',
              product: 'product-royal-agbada',
              isLiked: false,
              created: '2026-05-02T10:00:00.000Z',
              updated: '2026-05-03T10:00:00.000Z',
            },
          },
        };
      },
    });
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Royal Agbada from your wishlist' }),
    );
    expect(await screen.findByText('Your Wishlist has been updated successfully!')).toBeTruthy();
    expect(await screen.findByText('You have no items in your wishlist yet.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      isLiked: false,
      product: 'product-royal-agbada',
    });
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ProductDto } from '#shared/product/product.schemas';

import { cartStore } from '../../../features/cart/api/cart-store';
import { makeProduct } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { ProductPage } from './product-page';

/** Issue 24 §5: "Made to my measurements" instead of a size, on a product offering it. */

function open(product: ProductDto) {
  mockApi({
    [`GET /api/product/item/${product.slug}`]: () => ({ body: { product } }),
    [`GET /api/review/${product.slug}`]: () => ({ body: { reviews: [] } }),
  });
  return renderPage(<ProductPage />, { path: '/product/:slug', at: `/product/${product.slug}` });
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('ProductPage: made to measure', () => {
  it('offers the choice with its surcharge and lead time, and bags it at the price plus surcharge', async () => {
    const product = makeProduct({
      price: 40,
      inventory: 0,
      quantity: 0,
      madeToMeasure: { surcharge: 25, leadDays: 21 },
    });
    const { user } = open(product);
    const choice = await screen.findByRole('button', { name: /Made to my measurements/ });
    expect(choice.textContent).toContain('+$25.00 · made in 21 days');
    expect(choice.getAttribute('aria-pressed')).toBe('false');
    // Sold out in sizes, yet made to measure needs no stock.
    expect(button('Add To Bag').disabled).toBe(true);
    await user.click(choice);
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Check your measurements' }).getAttribute('href')).toBe(
      '/dashboard/measurements',
    );
    await user.click(button('Increase quantity'));
    await user.click(button('Add To Bag'));
    expect(cartStore.get().items).toEqual([
      expect.objectContaining({
        _id: product._id,
        size: 'Made to measure',
        price: 65,
        quantity: 2,
        totalPrice: 130,
      }),
    ]);
    expect(button('Remove From Bag')).toBeTruthy();
  });

  it('shows no such choice for a product not offered made to measure', async () => {
    const product = makeProduct({ madeToMeasure: null });
    open(product);
    expect(await screen.findByRole('button', { name: 'Add To Bag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Made to my measurements/ })).toBeNull();
  });
});

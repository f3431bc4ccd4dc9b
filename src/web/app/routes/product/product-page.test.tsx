import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ProductDto } from '#shared/product/product.schemas';
import { NO_MEASUREMENTS } from '#shared/size-guide/size-guide.constants';
import type { PublicReview } from '#shared/review/review.schemas';

import { panelStore } from '../../../lib/panel-store';
import { makeProduct, makeReview } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { cartStore } from '../../../features/cart/api/cart-store';
import { ProductPage } from './product-page';

function serve(products: ProductDto[], reviews: Record<string, PublicReview[]> = {}) {
  const handlers: Parameters<typeof mockApi>[0] = {};
  for (const product of products) {
    handlers[`GET /api/product/item/${product.slug}`] = () => ({ body: { product } });
    handlers[`GET /api/review/${product.slug}`] = () => ({
      body: { reviews: reviews[product.slug] ?? [] },
    });
  }
  return mockApi(handlers);
}

function open(slug: string) {
  return renderPage(<ProductPage />, { path: '/product/:slug', at: `/product/${slug}` });
}

function button(name: string | RegExp) {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

describe('ProductPage', () => {
  it('shows the gallery, name, brand link, price, stock label, sizes and the title', async () => {
    const product = makeProduct({ name: 'Royal Blue Agbada', price: 249.5, sizes: ['M', 'XL'] });
    serve([product]);
    open(product.slug);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Royal Blue Agbada' }),
    ).toBeTruthy();
    expect(screen.getByText('$249.50')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    const brandLinks = screen.getAllByRole('link', { name: 'Agbada' });
    expect(brandLinks.every((link) => link.getAttribute('href') === '/shop/brand/agbada')).toBe(
      true,
    );
    const sizes = within(screen.getByRole('group', { name: /^Size/ })).getAllByRole('button');
    expect(sizes.map((size) => size.textContent)).toEqual(['M', 'XL']);
    expect(sizes.every((size) => size.getAttribute('aria-pressed') === 'false')).toBe(true);
    const main = screen.getByRole('img', { name: 'Royal Blue Agbada, image 1 of 3' });
    expect(main.getAttribute('srcset')).toContain('-400.webp 400w');
    expect(main.getAttribute('width')).toBe('1200');
    expect(main.getAttribute('height')).toBe('1500');
    await waitFor(() => expect(document.title).toBe('Royal Blue Agbada | Eko Thread'));
  });

  it('switches the main image from the thumbnails, by click and by arrow key', async () => {
    const product = makeProduct({ name: 'Senator Set' });
    serve([product]);
    const { user } = open(product.slug);
    await user.click(await screen.findByRole('button', { name: 'Show image 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Senator Set, image 2 of 3' })).toBeTruthy();
    expect(button('Show image 2 of 3').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Senator Set, image 3 of 3' })).toBeTruthy();
    expect(document.activeElement).toBe(button('Show image 3 of 3'));
  });

  it('asks for a size first: "Please select a size." and nothing is added', async () => {
    const product = makeProduct();
    serve([product]);
    const { user } = open(product.slug);
    await user.click(await screen.findByRole('button', { name: 'Add To Bag' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please select a size.');
    expect(cartStore.get().items).toEqual([]);
  });

  it('keeps the quantity between 1 and the inventory', async () => {
    const product = makeProduct({ inventory: 2, quantity: 2 });
    serve([product]);
    const { user } = open(product.slug);
    await screen.findByRole('heading', { level: 1 });
    const stepper = screen.getByRole('group', { name: `Quantity of ${product.name}` });
    const minus = within(stepper).getByRole<HTMLButtonElement>('button', {
      name: 'Decrease quantity',
    });
    const plus = within(stepper).getByRole<HTMLButtonElement>('button', {
      name: 'Increase quantity',
    });
    expect(minus.disabled).toBe(true);
    await user.click(plus);
    expect(within(stepper).getByText('2')).toBeTruthy();
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
  });

  it('adds the chosen size and quantity, opens the bag, then offers Remove From Bag', async () => {
    const product = makeProduct({ price: 45 });
    serve([product]);
    const { user } = open(product.slug);
    await user.click(await screen.findByRole('button', { name: 'L' }));
    expect(button('L').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Increase quantity'));
    await user.click(button('Add To Bag'));
    expect(cartStore.get().items).toEqual([
      expect.objectContaining({
        _id: product._id,
        slug: product.slug,
        size: 'L',
        quantity: 2,
        totalPrice: 90,
        img: product.imageUrl,
      }),
    ]);
    expect(panelStore.get()).toBe('cart');
    await user.click(button('Remove From Bag'));
    expect(cartStore.get().items).toEqual([]);
    expect(button('Add To Bag')).toBeTruthy();
  });

  it('says Out of stock and cannot be added when the inventory is 0', async () => {
    const product = makeProduct({ inventory: 0, quantity: 0 });
    serve([product]);
    open(product.slug);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(button('Add To Bag').disabled).toBe(true);
  });

  it('chooses the size a link names (?size=L), as the back-in-stock mail does', async () => {
    const product = makeProduct({ sizes: ['M', 'L'] });
    serve([product]);
    renderPage(<ProductPage />, { path: '/product/:slug', at: `/product/${product.slug}?size=L` });
    await screen.findByRole('heading', { level: 1, name: product.name });
    await waitFor(() => expect(button('L').getAttribute('aria-pressed')).toBe('true'));
    expect(button('M').getAttribute('aria-pressed')).toBe('false');
    // In stock: nothing to be told about.
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('offers "Notify me" for a chosen size that is sold out', async () => {
    const product = makeProduct({ inventory: 0, quantity: 0, sizes: ['L'] });
    serve([product]);
    open(product.slug);
    expect(await screen.findByRole('heading', { name: 'Size L is sold out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeTruthy();
  });

  it('says "No product found." for an unknown slug, without an error notice', async () => {
    mockApi({
      'GET /api/product/item/nothing-here': () => ({
        status: 404,
        body: { error: 'No product found.', code: 'NOT_FOUND' },
      }),
      'GET /api/review/nothing-here': () => ({ body: { reviews: [] } }),
    });
    open('nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No product found.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('invites the first review when there are none', async () => {
    const product = makeProduct();
    serve([product]);
    open(product.slug);
    expect(await screen.findByText('Be the first to add a review.')).toBeTruthy();
  });

  it('lists the approved reviews with the summary', async () => {
    const product = makeProduct({ averageRating: 4, totalReviews: 2 });
    serve([product], {
      [product.slug]: [
        makeReview({ title: 'Sits beautifully', rating: 5, user: { firstName: 'Tunde' } }),
        makeReview({
          title: 'Runs a little long',
          rating: 3,
          isRecommended: 0,
          created: '2026-03-31T23:30:00.000Z',
          user: { firstName: 'Kwame' },
        }),
      ],
    });
    open(product.slug);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByRole('heading', { name: 'Sits beautifully' })).toBeTruthy();
    expect(within(reviews).getByText(/by Kwame/).textContent).toContain('March 31, 2026');
    expect(within(reviews).getAllByText('Recommended')).toHaveLength(1);
    expect(within(reviews).getByText('Based on 2 reviews')).toBeTruthy();
    const perStar = within(reviews).getByRole('list', { name: 'Reviews per star' });
    expect(
      within(perStar)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['5 stars1', '4 stars0', '3 stars1', '2 stars0', '1 star0']);
  });

  it('has Details, Size & Fit and Shipping & Returns tabs, moved through with the arrow keys', async () => {
    const product = makeProduct({ description: 'Hand-woven aso-oke.', sku: 'ET-AGB-001' });
    serve([product]);
    const { user } = open(product.slug);
    const details = await screen.findByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('SKU: ET-AGB-001');
    await user.click(details);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Size & Fit' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('table')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    const shipping = screen.getByRole('tabpanel');
    expect(shipping.textContent).toContain('3-5 working days');
    expect(shipping.textContent).toContain('$120.00');
    expect(shipping.textContent).toContain('14 days');
    expect(
      within(shipping).getByRole('link', { name: 'Returns and exchanges' }).getAttribute('href'),
    ).toBe('/return');
  });

  it('shows the size guide the item read brings in Size & Fit, and what buyers say of the fit', async () => {
    const product = makeProduct({
      fit: { small: 1, true: 10, large: 1 },
      sizeGuide: {
        source: 'category',
        name: 'Kaftans',
        rows: [{ ...NO_MEASUREMENTS, size: 'M', chest: 102 }],
        howToMeasure: 'Measure over a light shirt.',
      },
    });
    const api = serve([product]);
    const { user } = open(product.slug);
    expect(await screen.findByText('Most buyers say: true to size (12 reviews)')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Size & Fit' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('table', { name: 'Size guide for Kaftans, in centimetres.' }),
    ).toBeTruthy();
    expect(within(panel).getByRole('cell', { name: '102 cm' })).toBeTruthy();
    expect(within(panel).getByText('Measure over a light shirt.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'inches' }));
    expect(within(panel).getByRole('cell', { name: '40 in' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'cm' }));
    // The guide came with the product: no request of its own.
    expect(
      api.calls.map((call) => call.path).filter((path) => path.includes('size-guide')),
    ).toEqual([]);
  });

  it('says nothing of the fit when no review gave one, and shows the store’s chart without a guide', async () => {
    const product = makeProduct();
    serve([product]);
    const { user } = open(product.slug);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/buyers/i)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Size & Fit' }));
    expect(
      screen.getByRole('table', { name: 'Eko Thread size chart, in centimetres.' }),
    ).toBeTruthy();
  });

  it('shares on four channels with the product address', async () => {
    const product = makeProduct();
    serve([product]);
    open(product.slug);
    await screen.findByRole('heading', { level: 1 });
    const channels = ['Facebook', 'X', 'WhatsApp', 'Pinterest'];
    for (const channel of channels) {
      const link = screen.getByRole('link', { name: `Share on ${channel}` });
      expect(link.getAttribute('href')).toContain(
        encodeURIComponent(`http://localhost:3000/product/${product.slug}`),
      );
    }
  });

  it('loads the new product when the slug changes', async () => {
    const first = makeProduct({ name: 'Kaftan One' });
    const second = makeProduct({ name: 'Kaftan Two' });
    serve([first, second]);
    const { router } = open(first.slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaftan One' })).toBeTruthy();
    await act(() => router.navigate(`/product/${second.slug}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaftan Two' })).toBeTruthy();
  });

  it('guests see a disabled heart that says to log in', async () => {
    const product = makeProduct({ name: 'Kaftan One' });
    const api = serve([product]);
    const { user } = open(product.slug);
    const heart = await screen.findByRole('button', { name: 'Add Kaftan One to wishlist' });
    expect(heart.getAttribute('aria-disabled')).toBe('true');
    expect(heart.getAttribute('title')).toBe('Please login to wishlist a product');
    await user.click(heart);
    expect(await screen.findByText('Please login to wishlist a product')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

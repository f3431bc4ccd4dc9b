import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { makeBrand, makeProduct, makeProductList } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { ShopNotFoundPage } from '../../../features/shop/pages/shop-not-found-page';
import { ShopPage } from './shop-page';

type List = ReturnType<typeof makeProductList>;

const SHOP_ROUTES = [
  {
    path: '/shop',
    children: [
      { index: true, element: <ShopPage /> },
      { path: 'category/:categorySlug', element: <ShopPage /> },
      { path: 'brand/:brandSlug', element: <ShopPage /> },
      { path: '*', element: <ShopNotFoundPage /> },
    ],
  },
];

/** The facets' answer (decision 0052): XXL and the dearest band leave nothing. */
const FACETS = {
  count: 12,
  sizes: [
    { value: 'S', label: 'S', count: 2 },
    { value: 'M', label: 'M', count: 9 },
    { value: 'MT', label: 'MT', count: 1 },
    { value: 'L', label: 'L', count: 3 },
    { value: 'XL', label: 'XL', count: 4 },
    { value: 'XXL', label: 'XXL', count: 0 },
  ],
  brands: [{ value: 'agbada', label: 'Agbada', count: 12 }],
  categories: [{ value: 'office', label: 'Office & Formal', count: 5 }],
  prices: [
    { value: 'under-100', label: 'Under $100', count: 7 },
    { value: '500-plus', label: '$500 and over', count: 0 },
  ],
};

/** Serves the product list (the same answer, or one per request) and the brand list. */
function serve(list: List | ((search: URLSearchParams) => List)) {
  const api = mockApi({
    'GET /api/product/list': () => {
      const last = api.calls.at(-1);
      const search = new URL(last?.path ?? '/', 'http://localhost').searchParams;
      return { body: typeof list === 'function' ? list(search) : list };
    },
    'GET /api/brand/list': () => ({
      body: {
        brands: [
          makeBrand({
            name: 'Agbada',
            slug: 'agbada',
            description: 'Grand robes in brocade and aso-oke.',
          }),
        ],
      },
    }),
    'GET /api/category/list': () => ({ body: { categories: [] } }),
    'GET /api/product/list/facets': () => ({ body: FACETS }),
    'POST /api/wishlist': () => ({ body: { success: true, message: 'Added to your wishlist!' } }),
  });
  return api;
}

function open(at: string) {
  return renderPage(null, { path: '/unused', at, routes: SHOP_ROUTES });
}

/** The query strings of the product list requests, in order. */
function listRequests(api: ReturnType<typeof mockApi>): URLSearchParams[] {
  return api.calls
    .filter((call) => call.path.startsWith('/api/product/list?'))
    .map((call) => new URL(call.path, 'http://localhost').searchParams);
}

function tenProducts() {
  return Array.from({ length: 10 }, (_, i) => makeProduct({ name: `Kaftan ${i + 1}` }));
}

describe('ShopPage', () => {
  it('shows "Showing: x-y products of n products" from the page and the page size', async () => {
    const api = serve(makeProductList(tenProducts(), { totalPages: 5, currentPage: 2, count: 45 }));
    open('/shop?page=2');
    expect(await screen.findByText('Showing: 11-20 products of 45 products')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const request = listRequests(api)[0];
    expect(request?.get('page')).toBe('2');
    expect(request?.get('limit')).toBe('10');
    expect(request?.get('order')).toBe('0');
    expect(request?.has('min')).toBe(false);
    expect(request?.has('max')).toBe(false);
    expect(request?.has('rating')).toBe(false);
  });

  it('shows the last page range up to the count', async () => {
    serve(makeProductList(tenProducts().slice(0, 5), { totalPages: 5, currentPage: 5, count: 45 }));
    open('/shop?page=5');
    expect(await screen.findByText('Showing: 41-45 products of 45 products')).toBeTruthy();
  });

  it('links each card to its product, with image, brand, price, rating and stock', async () => {
    const product = makeProduct({
      name: 'Gold Lace Agbada',
      price: 320,
      averageRating: 4,
      totalReviews: 3,
      quantity: 0,
    });
    serve(makeProductList([product]));
    open('/shop');
    const card = (await screen.findByRole('heading', { name: 'Gold Lace Agbada' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/product/${product.slug}`);
    expect(within(card).getByText('$320.00')).toBeTruthy();
    expect(within(card).getByText('Agbada')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(card).getByText('Out of stock')).toBeTruthy();
    const image = within(card).getByRole('img', { name: 'Gold Lace Agbada' });
    expect(image.getAttribute('srcset')).toContain('800w');
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('1000');
  });

  it('sorts: the order goes into the URL and the request, back to page 1', async () => {
    const api = serve(makeProductList(tenProducts(), { totalPages: 3, currentPage: 2, count: 25 }));
    const { user, router } = open('/shop?page=2');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest First', 'Price High to Low', 'Price Low to High']);
    await user.selectOptions(sort, 'Price Low to High');
    await waitFor(() => expect(listRequests(api).at(-1)?.get('order')).toBe('2'));
    expect(listRequests(api).at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?order=2');
  });

  it('pages: the pager shows when there is more than one page and changes the request', async () => {
    const api = serve((search) =>
      makeProductList(tenProducts(), {
        totalPages: 3,
        currentPage: Number(search.get('page')),
        count: 25,
      }),
    );
    const { user, router } = open('/shop?order=1');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.get('page')).toBe('2'));
    expect(listRequests(api).at(-1)?.get('order')).toBe('1');
    expect(router.state.location.search).toBe('?order=1&page=2');
    expect(await screen.findByText('Showing: 11-20 products of 25 products')).toBeTruthy();
  });

  it('has no pager for a single page', async () => {
    serve(makeProductList(tenProducts().slice(0, 3)));
    open('/shop');
    await screen.findByText('Showing: 1-3 products of 3 products');
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });

  it('filters by rating in steps of 20 and by price, sending only what was moved', async () => {
    const api = serve(makeProductList(tenProducts(), { totalPages: 2, count: 12 }));
    const { router } = open('/shop');
    const rating = await screen.findByRole('slider', { name: 'Rating' });
    expect((rating as HTMLInputElement).value).toBe('100');
    fireEvent.change(rating, { target: { value: '40' } });
    await waitFor(() => expect(listRequests(api).at(-1)?.get('rating')).toBe('3'));
    expect(rating.getAttribute('aria-valuetext')).toBe('3 stars & up');

    const minimum = screen.getByRole('slider', { name: 'Minimum price' });
    const maximum = screen.getByRole('slider', { name: 'Maximum price' });
    expect((minimum as HTMLInputElement).value).toBe('1');
    expect((maximum as HTMLInputElement).value).toBe('5000');
    fireEvent.change(minimum, { target: { value: '200' } });
    await waitFor(() => expect(listRequests(api).at(-1)?.get('min')).toBe('200'));
    expect(listRequests(api).at(-1)?.has('max')).toBe(false);
    expect(listRequests(api).at(-1)?.get('rating')).toBe('3');
    expect(router.state.location.search).toBe('?min=200&rating=3');
  });

  it('filters by sizes in stock and a brand, with counts, in the URL and the requests', async () => {
    const api = serve(makeProductList(tenProducts()));
    const { router } = open('/shop?rating=3');
    // The sidebar's panel (the phone's, in a closed <details>, is the second).
    const [sizes] = await screen.findAllByRole('group', { name: 'Size in stock' });
    if (!sizes) throw new Error('no sizes');
    await within(sizes).findByRole('checkbox', { name: 'L (3)' });
    expect(within(sizes).getByRole('checkbox', { name: 'L (3)' })).toHaveProperty('checked', false);
    // A choice that would leave nothing cannot be ticked.
    expect(within(sizes).getByRole('checkbox', { name: 'XXL (0)' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(sizes).getByRole('checkbox', { name: 'L (3)' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.getAll('size')).toEqual(['L']));
    fireEvent.click(within(sizes).getByRole('checkbox', { name: 'M (9)' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.getAll('size')).toEqual(['M', 'L']));
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Agbada (12)' })[0]!);
    await waitFor(() => expect(listRequests(api).at(-1)?.get('brand')).toBe('agbada'));
    expect(listRequests(api).at(-1)?.get('rating')).toBe('3');
    expect(router.state.location.search).toBe('?size=M&size=L&brand=agbada&rating=3');
    const facets = api.calls.filter((call) => call.path.startsWith('/api/product/list/facets?'));
    expect(new URL(facets.at(-1)!.path, 'http://localhost').searchParams.getAll('size')).toEqual([
      'M',
      'L',
    ]);
    expect(within(sizes).getByRole('checkbox', { name: 'L (3)' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getAllByRole('link', { name: 'Clear all' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 20_000);

  it('keeps the handles at least 10 apart', async () => {
    serve(makeProductList(tenProducts()));
    open('/shop?min=300&max=600');
    const minimum = await screen.findByRole<HTMLInputElement>('slider', { name: 'Minimum price' });
    const maximum = screen.getByRole<HTMLInputElement>('slider', { name: 'Maximum price' });
    expect(minimum.value).toBe('300');
    fireEvent.change(minimum, { target: { value: '598' } });
    expect(minimum.value).toBe('590');
    fireEvent.change(maximum, { target: { value: '100' } });
    expect(maximum.value).toBe('600');
  });

  it('reads the filters from a shared link', async () => {
    const api = serve(makeProductList(tenProducts()));
    open('/shop?min=50&max=900&rating=4&order=1&page=3');
    await screen.findByRole('slider', { name: 'Rating' });
    const request = listRequests(api)[0];
    expect(Object.fromEntries(request ?? [])).toMatchObject({
      min: '50',
      max: '900',
      rating: '4',
      order: '1',
      page: '3',
    });
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Rating' }).value).toBe('20');
  });

  it('says "No products found." for an empty list', async () => {
    serve(makeProductList([], { totalPages: 0, count: 0 }));
    open('/shop?rating=5');
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });

  it('shows the brand name and description above its products and reloads on a new slug', async () => {
    const api = serve(makeProductList(tenProducts().slice(0, 2)));
    const { router } = open('/shop/brand/agbada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agbada' })).toBeTruthy();
    expect(await screen.findByText('Grand robes in brocade and aso-oke.')).toBeTruthy();
    expect(listRequests(api)[0]?.get('brand')).toBe('agbada');
    await act(() => router.navigate('/shop/brand/suit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Suit' })).toBeTruthy();
    await waitFor(() => expect(listRequests(api).at(-1)?.get('brand')).toBe('suit'));
  });

  it('asks for a category by its slug', async () => {
    const api = serve(makeProductList(tenProducts().slice(0, 1)));
    open('/shop/category/wedding-wear');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding Wear' })).toBeTruthy();
    await waitFor(() => expect(listRequests(api)[0]?.get('category')).toBe('wedding-wear'));
  });

  it('answers an unknown path inside /shop with the not-found text', async () => {
    serve(makeProductList([]));
    open('/shop/nowhere/at-all');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The page you are looking for was not found.',
      }),
    ).toBeTruthy();
  });

  it('signed in, the heart toggles the wishlist at once and tells the server', async () => {
    session.signIn('Bearer member');
    const product = makeProduct({ name: 'Ivory Suit', isLiked: false });
    const api = serve(makeProductList([product]));
    const { user } = open('/shop');
    const heart = await screen.findByRole('button', { name: 'Add Ivory Suit to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        isLiked: true,
        product: product._id,
      }),
    );
    expect(await screen.findByText('Added to your wishlist!')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { makeAdminProduct } from '../../product/test/product-admin.fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { ReviewsPage } from './reviews-page';

// The review table's status, rating and product filters in the URL (decision 0044).

const PATH = '/dashboard/review';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });
const PRODUCT_ID = '0190a1b2-0000-7000-8000-0000000000p1';

describe('ReviewsPage filters', () => {
  it('sends the URL filters, a product link included, and applies a changed one', async () => {
    const api = mockApi({
      'GET /api/review': () => ({
        body: { reviews: [], totalPages: 1, currentPage: 1, count: 0 },
      }),
      // The product picker shows the linked product's name.
      [`GET /api/product/${PRODUCT_ID}`]: () => ({
        body: { product: makeAdminProduct({ _id: PRODUCT_ID, name: 'Royal Agbada' }) },
      }),
    });
    renderDashboardPage(<ReviewsPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?status=Waiting%20Approval&product=${PRODUCT_ID}`,
    });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.find((c) => c.path.startsWith('/api/review?'))?.path).toBe(
      `/api/review?status=Waiting+Approval&product=${PRODUCT_ID}&page=1&limit=20`,
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Waiting Approval');

    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '1' } });
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        `/api/review?status=Waiting+Approval&rating=1&product=${PRODUCT_ID}&page=1&limit=20`,
      ),
    );
  });
});

// The product picker and the sort (decision 0048).
describe('ReviewsPage product picker and sort', () => {
  const AGBADA_ID = '0190a1b2-0000-7000-8000-0000000000a1';
  const BUBA_ID = '0190a1b2-0000-7000-8000-0000000000a2';
  const agbada = makeAdminProduct({ _id: AGBADA_ID, name: 'Royal Agbada', sku: 'AGB-1' });
  const buba = makeAdminProduct({ _id: BUBA_ID, name: 'Agbada Buba', sku: 'BUB-2' });
  const reviewCalls = (calls: Array<{ path: string }>) =>
    calls.filter((c) => c.path.startsWith('/api/review?')).map((c) => c.path);

  function mockReviewsApi() {
    return mockApi({
      'GET /api/review': () => ({
        body: { reviews: [], totalPages: 1, currentPage: 1, count: 0 },
      }),
      'GET /api/product': () => ({
        body: { products: [agbada, buba], total: 2, page: 1, pageSize: 8 },
      }),
      [`GET /api/product/${BUBA_ID}`]: () => ({ body: { product: buba } }),
    });
  }

  it('finds products by name, chooses one by keyboard, keeps its name on reload and clears', async () => {
    const api = mockReviewsApi();
    const { router, unmount, user } = renderDashboardPage(<ReviewsPage />, {
      user: admin,
      path: PATH,
    });
    const box = await screen.findByRole('combobox', { name: 'Product' });
    await user.type(box, 'agbada');
    const list = await screen.findByRole('listbox', { name: 'Products' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Royal AgbadaAGB-1', 'Agbada BubaBUB-2']);
    expect(await screen.findByText('2 products found.')).toBeTruthy();
    // A few at a time, looked up by what was typed.
    expect(api.calls.find((c) => c.path.startsWith('/api/product?'))?.path).toBe(
      '/api/product?q=agbada&page=1&pageSize=8',
    );

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { name: /Agbada Buba/ }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?product=${BUBA_ID}`));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Agbada Buba'));
    expect(reviewCalls(api.calls).at(-1)).toBe(`/api/review?product=${BUBA_ID}&page=1&limit=20`);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    // After a reload the name is read by the id.
    unmount();
    const again = renderDashboardPage(<ReviewsPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?product=${BUBA_ID}`,
    });
    const reloaded = await screen.findByRole('combobox', { name: 'Product' });
    await waitFor(() => expect((reloaded as HTMLInputElement).value).toBe('Agbada Buba'));

    await again.user.click(screen.getByRole('button', { name: 'Clear product' }));
    await waitFor(() => expect(reviewCalls(api.calls).at(-1)).toBe('/api/review?page=1&limit=20'));
    expect((reloaded as HTMLInputElement).value).toBe('');
    expect(again.router.state.location.search).toBe('');
  });

  it('sorts by a clicked header, with aria-sort on it', async () => {
    const api = mockReviewsApi();
    const { router } = renderDashboardPage(<ReviewsPage />, { user: admin, path: PATH });
    await screen.findByText('0 reviews');
    await waitFor(() => expect(reviewCalls(api.calls)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    await waitFor(() =>
      expect(reviewCalls(api.calls).at(-1)).toBe('/api/review?sort=rating&dir=asc&page=1&limit=20'),
    );
    expect(screen.getByRole('columnheader', { name: 'Rating' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=created&dir=desc'));
    expect(screen.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(
      screen.getByRole('columnheader', { name: 'Rating' }).getAttribute('aria-sort'),
    ).toBeNull();
  });
});

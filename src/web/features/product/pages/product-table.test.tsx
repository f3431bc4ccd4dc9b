import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { mockApi, renderDashboardPage } from '../../../test/render';
import { admin, makeAdminProduct, merchant } from '../test/product-admin.fixtures';
import { ProductListPage } from './product-list-page';

// The product table's filters in the URL, its paging and its bulk actions (decision 0044).

const PATH = '/dashboard/product';
const CATEGORY_ID = '0190a1b2-0000-7000-8000-0000000000c1';
const LOOKUPS = {
  'GET /api/category/list': () => ({
    body: { categories: [{ _id: CATEGORY_ID, name: 'Agbada', slug: 'agbada' }] },
  }),
  'GET /api/brand/list/select': () => ({ body: { brands: [] } }),
};

const productCalls = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/product?')).map((c) => c.path);

describe('ProductListPage filters, sort and paging', () => {
  it('reads its view from the URL, sends it to the API and shows it in the fields', async () => {
    const api = mockApi({
      ...LOOKUPS,
      'GET /api/product': () => ({
        body: { products: [makeAdminProduct()], total: 45, page: 2, pageSize: 20 },
      }),
    });
    renderDashboardPage(<ProductListPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?q=agbada&status=inactive&sort=name&dir=desc&page=2`,
    });

    expect(await screen.findByText('45 products')).toBeTruthy();
    const sent = new URLSearchParams(productCalls(api.calls)[0]!.split('?')[1]);
    expect(Object.fromEntries(sent)).toEqual({
      q: 'agbada',
      status: 'inactive',
      sort: 'name',
      dir: 'desc',
      page: '2',
      pageSize: '20',
    });
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('agbada');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('inactive');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('name:desc');
    // The count is read out when it changes.
    const count = screen.getByText('45 products');
    expect(count.getAttribute('role')).toBe('status');
    expect(count.getAttribute('aria-live')).toBe('polite');
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('a changed filter goes back to page 1; the search applies on Search; Clear empties all', async () => {
    const api = mockApi({
      ...LOOKUPS,
      'GET /api/product': () => ({ body: { products: [], total: 0, page: 1, pageSize: 20 } }),
    });
    renderDashboardPage(<ProductListPage />, { user: merchant, path: PATH, at: `${PATH}?page=3` });
    expect(await screen.findByText(M.noProducts)).toBeTruthy();
    // A merchant has no brand filter (its products are its brand's).
    expect(screen.queryByLabelText('Brand')).toBeNull();

    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'low' } });
    await waitFor(() =>
      expect(productCalls(api.calls).at(-1)).toBe('/api/product?stock=low&page=1&pageSize=20'),
    );
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' EKO-1 ' } });
    expect(productCalls(api.calls).at(-1)).not.toContain('q=');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(productCalls(api.calls).at(-1)).toBe(
        '/api/product?q=EKO-1&stock=low&page=1&pageSize=20',
      ),
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price:asc' } });
    await waitFor(() => expect(productCalls(api.calls).at(-1)).toContain('sort=price&dir=asc'));
    // The header of the sorted column says so; a click on it turns the order round.
    const price = screen.getByRole('columnheader', { name: 'Price' });
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(productCalls(api.calls).at(-1)).toContain('sort=price&dir=desc'));
    expect(price.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(productCalls(api.calls).at(-1)).toContain('sort=name&dir=asc'));
    expect(price.getAttribute('aria-sort')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(productCalls(api.calls).at(-1)).toBe('/api/product?page=1&pageSize=20'),
    );
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('');
  });
});

describe('ProductListPage bulk actions', () => {
  const agbada = makeAdminProduct({ name: 'Indigo Agbada' });
  const buba = makeAdminProduct({ name: 'Adire Buba' });

  it('applies an action to the ticked products and clears the selection', async () => {
    const api = mockApi({
      ...LOOKUPS,
      'GET /api/product': () => ({ body: { products: [agbada, buba], total: 2 } }),
      'POST /api/product/bulk': () => ({
        body: { success: true, message: M.bulkDone(2), changed: [] },
      }),
    });
    renderDashboardPage(<ProductListPage />, { user: admin, path: PATH });
    expect(screen.queryByRole('form', { name: 'Bulk actions' })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('form', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.change(within(bar).getByLabelText('Action'), { target: { value: 'move' } });
    await within(bar).findByRole('option', { name: 'Agbada' });
    fireEvent.change(within(bar).getByLabelText('Category'), { target: { value: CATEGORY_ID } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 2' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Bulk actions' })).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      action: 'move',
      ids: [agbada._id, buba._id],
      categoryId: CATEGORY_ID,
    });
  });

  it("shows the server's refusal in the bar, and sends stock per size", async () => {
    const api = mockApi({
      ...LOOKUPS,
      'GET /api/product': () => ({ body: { products: [agbada, buba], total: 2 } }),
      'POST /api/product/bulk': () => ({
        status: 400,
        body: {
          error: M.bulkStockBelowZero('Indigo Agbada', 'L'),
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'stock', message: M.bulkStockBelowZero('Indigo Agbada', 'L') }],
        },
      }),
    });
    renderDashboardPage(<ProductListPage />, { user: admin, path: PATH });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Indigo Agbada' }));
    const bar = screen.getByRole('form', { name: 'Bulk actions' });
    fireEvent.change(within(bar).getByLabelText('Action'), { target: { value: 'adjustStock' } });
    fireEvent.change(within(bar).getByLabelText('Size'), { target: { value: 'L' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 1' }));
    // Nothing is sent without a whole number of units.
    expect((await within(bar).findByRole('alert')).textContent).toBe(M.bulkStockDeltaInvalid);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(bar).getByLabelText('Units to add (negative to remove)'), {
      target: { value: '-3' },
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 1' }));
    await waitFor(() =>
      expect(within(bar).getByRole('alert').textContent).toBe(
        M.bulkStockBelowZero('Indigo Agbada', 'L'),
      ),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'adjustStock',
      ids: [agbada._id],
      stock: [{ size: 'L', delta: -3 }],
    });
    // Still selected, to fix and try again.
    expect(screen.getByRole('form', { name: 'Bulk actions' })).toBeTruthy();
  });
});

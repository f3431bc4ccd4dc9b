import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { makeOrder } from '../test/order.fixtures';
import { CustomerOrdersPage } from './customer-orders-page';

// The customer orders table's filters in the URL (decision 0044).

const PATH = '/dashboard/orders/customers';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });
const BRAND_ID = '0190a1b2-0000-7000-8000-0000000000b1';

const orderCalls = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((c) => c.path.startsWith('/api/order?')).map((c) => c.path);

describe('CustomerOrdersPage filters', () => {
  it('sends the URL filters, shows them, and resets the page when one changes', async () => {
    const api = mockApi({
      'GET /api/order': () => ({
        body: { orders: [makeOrder()], totalPages: 4, currentPage: 2, count: 61 },
      }),
      'GET /api/brand/list/select': () => ({
        body: { brands: [{ _id: BRAND_ID, name: 'Bakare Tailoring' }] },
      }),
    });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?q=okafor&status=Shipped&from=2026-03-01&page=2`,
    });
    const count = await screen.findByText('61 orders');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(orderCalls(api.calls)[0]).toBe(
      '/api/order?q=okafor&status=Shipped&from=2026-03-01&page=2&limit=20',
    );
    expect((screen.getByLabelText('Search orders') as HTMLInputElement).value).toBe('okafor');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');

    await screen.findByRole('option', { name: 'Bakare Tailoring' });
    fireEvent.change(screen.getByLabelText('Merchant'), { target: { value: BRAND_ID } });
    await waitFor(() =>
      expect(orderCalls(api.calls).at(-1)).toBe(
        `/api/order?q=okafor&status=Shipped&from=2026-03-01&brand=${BRAND_ID}&page=1&limit=20`,
      ),
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(orderCalls(api.calls).at(-1)).toContain('to=2026-03-31'));
  });

  it('a merchant gets no merchant filter, and an empty result says so', async () => {
    const merchant = makeUser({
      role: 'ROLE MERCHANT',
      merchant: {
        _id: 'm1',
        name: 'Bakare Tailoring',
        isActive: true,
        status: 'Approved',
        brand: 'b1',
      },
    });
    mockApi({
      'GET /api/order': () => ({ body: { orders: [], totalPages: 1, currentPage: 1, count: 0 } }),
    });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: merchant,
      path: PATH,
      at: `${PATH}?status=Delivered`,
    });
    expect(await screen.findByText('No orders found.')).toBeTruthy();
    expect(screen.queryByLabelText('Merchant')).toBeNull();
    expect(screen.getByText('0 orders')).toBeTruthy();
  });
});

// The table's sort (decision 0048): header buttons, aria-sort, the URL.
describe('CustomerOrdersPage sort', () => {
  const sortOf = (name: string) =>
    screen.getByRole('columnheader', { name }).getAttribute('aria-sort');

  it('sorts by a clicked header, turns it round on a second click, and keeps it on reload', async () => {
    const api = mockApi({
      'GET /api/order': () => ({
        body: { orders: [makeOrder()], totalPages: 1, currentPage: 1, count: 1 },
      }),
      'GET /api/brand/list/select': () => ({ body: { brands: [] } }),
    });
    const { router, unmount } = renderDashboardPage(<CustomerOrdersPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?status=Shipped`,
    });
    await screen.findByText('1 order');
    // Unsorted, the list is newest first: the date reads as sorted, descending.
    expect(sortOf('Date')).toBe('descending');
    expect(sortOf('Customer')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() =>
      expect(orderCalls(api.calls).at(-1)).toBe(
        '/api/order?status=Shipped&sort=customer&dir=asc&page=1&limit=20',
      ),
    );
    expect(sortOf('Customer')).toBe('ascending');
    expect(sortOf('Date')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(sortOf('Customer')).toBe('descending'));
    expect(router.state.location.search).toBe('?status=Shipped&sort=customer&dir=desc');
    expect(orderCalls(api.calls).at(-1)).toContain('sort=customer&dir=desc');

    // A reload of that address: the same sort, sent and shown.
    const address = router.state.location.pathname + router.state.location.search;
    unmount();
    renderDashboardPage(<CustomerOrdersPage />, { user: admin, path: PATH, at: address });
    await screen.findByText('1 order');
    expect(sortOf('Customer')).toBe('descending');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('customer:desc');
    expect(orderCalls(api.calls).at(-1)).toBe(
      '/api/order?status=Shipped&sort=customer&dir=desc&page=1&limit=20',
    );
  });
});

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

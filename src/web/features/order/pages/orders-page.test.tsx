import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import type { Order } from '../api/order.queries';
import { makeOrder, makeOrderItem, makeOrderProduct, makeSale } from '../test/order.fixtures';
import { CustomerOrdersPage } from './customer-orders-page';
import { OrdersPage } from './orders-page';

const member = makeUser();
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });
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
/** A merchant account whose merchant record is gone counts as a member. */
const merchantWithoutRecord = makeUser({ role: 'ROLE MERCHANT', merchant: null });

function listReply(orders: Order[], page = 1, totalPages = 3, count = 45) {
  return { body: { orders, totalPages, currentPage: page, count } };
}

async function passDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(1100));
}

describe('OrdersPage (/dashboard/orders)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the member's own orders with the count and the pages", async () => {
    const order = makeOrder();
    const api = mockApi({ 'GET /api/order/me': () => listReply([order]) });
    renderDashboardPage(<OrdersPage />, { user: member, path: '/dashboard/orders' });

    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: new RegExp(order.number) });
    expect(link.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(screen.getByText('45 orders')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/order/me?page=1&limit=20');
    // Customer orders are for admins and merchants only.
    expect(screen.queryByRole('link', { name: 'Customer Orders' })).toBeNull();
  });

  it('loads the page that is picked', async () => {
    const api = mockApi({ 'GET /api/order/me': () => listReply([makeOrder()]) });
    const { user } = renderDashboardPage(<OrdersPage />, {
      user: member,
      path: '/dashboard/orders',
    });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(api.calls.map((call) => call.path)).toContain('/api/order/me?page=2&limit=20');
  });

  it("says 'You have no orders yet.' without orders, and shows no pages", async () => {
    mockApi({ 'GET /api/order/me': () => listReply([], 1, 1, 0) });
    renderDashboardPage(<OrdersPage />, { user: member, path: '/dashboard/orders' });
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByText('0 orders')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('searches by number (or complete id) from 2 characters after the pause, without the pages', async () => {
    const listed = makeOrder();
    const found = makeOrder();
    const api = mockApi({
      'GET /api/order/me': () => listReply([listed]),
      'GET /api/order/search': () => ({ body: { orders: [found] } }),
    });
    const { user } = renderDashboardPage(<OrdersPage />, {
      user: member,
      path: '/dashboard/orders',
    });
    await screen.findByRole('link', { name: new RegExp(listed.number) });
    const box = screen.getByPlaceholderText('Type the order number or the complete order ID');

    await user.type(box, 'a');
    await passDebounce();
    expect(api.calls.some((call) => call.path.startsWith('/api/order/search'))).toBe(false);

    await user.clear(box);
    // A number typed as people type it; the server reads it (or a complete id).
    await user.type(box, found.number.toLowerCase());
    // Nothing before the pause is over.
    expect(api.calls.some((call) => call.path.startsWith('/api/order/search'))).toBe(false);
    await passDebounce();
    expect(await screen.findByRole('link', { name: new RegExp(found.number) })).toBeTruthy();
    expect(screen.queryByRole('link', { name: new RegExp(listed.number) })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/order/search'))).toEqual([
      {
        method: 'GET',
        path: `/api/order/search?search=${found.number.toLowerCase()}`,
        body: undefined,
      },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();

    // Back under 2 characters: the list and its pages return.
    await user.clear(box);
    expect(await screen.findByRole('link', { name: new RegExp(listed.number) })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeTruthy();
  });

  it("a search that finds nothing says 'No orders found.'", async () => {
    mockApi({
      'GET /api/order/me': () => listReply([makeOrder()]),
      'GET /api/order/search': () => ({ body: { orders: [] } }),
    });
    const { user } = renderDashboardPage(<OrdersPage />, {
      user: member,
      path: '/dashboard/orders',
    });
    await user.type(
      screen.getByPlaceholderText('Type the order number or the complete order ID'),
      'not-an-id',
    );
    await passDebounce();
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });

  it('an admin also gets a way to the customer orders', async () => {
    mockApi({ 'GET /api/order/me': () => listReply([], 1, 1, 0) });
    renderDashboardPage(<OrdersPage />, { user: admin, path: '/dashboard/orders' });
    expect(screen.getByRole('link', { name: 'Customer Orders' }).getAttribute('href')).toBe(
      '/dashboard/orders/customers',
    );
  });

  it('a merchant with a merchant record also gets a way to its customer orders', async () => {
    mockApi({ 'GET /api/order/me': () => listReply([], 1, 1, 0) });
    const { unmount } = renderDashboardPage(<OrdersPage />, {
      user: merchant,
      path: '/dashboard/orders',
    });
    expect(screen.getByRole('link', { name: 'Customer Orders' }).getAttribute('href')).toBe(
      '/dashboard/orders/customers',
    );
    unmount();

    renderDashboardPage(<OrdersPage />, { user: merchantWithoutRecord, path: '/dashboard/orders' });
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Customer Orders' })).toBeNull();
  });
});

describe('CustomerOrdersPage (/dashboard/orders/customers)', () => {
  it("an admin sees every customer's orders, 'My Orders' and 'No orders found.'", async () => {
    const api = mockApi({ 'GET /api/order': () => listReply([], 1, 1, 0) });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: admin,
      path: '/dashboard/orders/customers',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    );
    expect(await screen.findByText('No orders found.')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/order?page=1&limit=20');
  });

  it('lists the orders of every customer', async () => {
    const order = makeOrder();
    mockApi({ 'GET /api/order': () => listReply([order], 1, 1, 1) });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: admin,
      path: '/dashboard/orders/customers',
    });
    expect(await screen.findByRole('link', { name: new RegExp(order.number) })).toBeTruthy();
    expect(screen.getByText('1 order')).toBeTruthy();
  });

  it("a merchant sees the orders holding its items, with their amounts, and 'My Orders'", async () => {
    const sale = makeSale({
      products: [makeOrderItem({ product: makeOrderProduct('Kente Agbada', 'kente-agbada') })],
    });
    const api = mockApi({ 'GET /api/order': () => listReply([sale], 1, 1, 1) });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: merchant,
      path: '/dashboard/orders/customers',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    );
    const card = await screen.findByRole('link', { name: new RegExp(sale.number) });
    expect(card.getAttribute('href')).toBe(`/order/${sale._id}`);
    expect(within(card).getByText('Order Total').nextElementSibling?.textContent).toBe('$80.00');
    expect(screen.getByText('1 order')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/order?page=1&limit=20');
  });

  it("a merchant without sales reads 'No orders found.'", async () => {
    mockApi({ 'GET /api/order': () => listReply([], 1, 0, 0) });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: merchant,
      path: '/dashboard/orders/customers',
    });
    expect(await screen.findByText('No orders found.')).toBeTruthy();
  });

  it('is not there for a merchant without a merchant record', () => {
    const api = mockApi({});
    renderDashboardPage(<CustomerOrdersPage />, {
      user: merchantWithoutRecord,
      path: '/dashboard/orders/customers',
    });
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('is not there for a member', () => {
    const api = mockApi({});
    renderDashboardPage(<CustomerOrdersPage />, {
      user: member,
      path: '/dashboard/orders/customers',
    });
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

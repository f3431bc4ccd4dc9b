import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { OverviewResponse } from '#shared/overview/overview.schemas';

import { mockApi, renderDashboardPage } from '../../../test/render';
import { admin, member, merchant } from '../../product/test/product-admin.fixtures';
import { OverviewPage } from './overview-page';

// uPlot draws on a canvas jsdom does not have: the chart is stood in for; its table is real.
const drawn = vi.hoisted(() => ({ series: [] as unknown[] }));
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    constructor(_options: unknown, data: unknown[]) {
      drawn.series = data;
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const PATH = '/dashboard/overview';
const figure = (current: number, previous: number, change: number | null) => ({
  current,
  previous,
  change,
});

function answer(overrides: Partial<OverviewResponse> = {}): OverviewResponse {
  return {
    scope: 'store',
    period: '7d',
    from: '2026-11-21',
    to: '2026-11-27',
    previousFrom: '2026-11-14',
    previousTo: '2026-11-20',
    figures: {
      salesCents: figure(19500, 4000, 387.5),
      orders: figure(3, 1, 200),
      averageOrderValueCents: figure(6500, 4000, 62.5),
      units: figure(6, 6, 0),
    },
    days: [
      { date: '2026-11-25', salesCents: 5000, orders: 1 },
      { date: '2026-11-26', salesCents: 0, orders: 0 },
      { date: '2026-11-27', salesCents: 14500, orders: 2 },
    ],
    topProducts: [{ productId: 'p1', name: 'Royal Agbada', units: 3, salesCents: 12000 }],
    topBrands: [{ brandId: 'b1', name: 'Agbada House', units: 3, salesCents: 12000 }],
    lowStock: {
      threshold: 3,
      count: 12,
      items: [{ productId: 'p9', name: 'Indigo Kaftan', size: 'M', quantity: 0 }],
      path: '/dashboard/product/low-stock',
    },
    waiting: [
      { kind: 'merchantApplications', count: 2, path: '/dashboard/merchant' },
      { kind: 'itemsToShip', count: 6, path: '/dashboard/orders/customers' },
    ],
    ordersPath: '/dashboard/orders/customers',
    ...overrides,
  };
}

describe('OverviewPage', () => {
  it('shows each figure with its change, linking to the orders behind it', async () => {
    const api = mockApi({ 'GET /api/overview': () => ({ body: answer() }) });
    renderDashboardPage(<OverviewPage />, { user: admin, path: PATH, at: `${PATH}?period=7d` });
    const figures = await screen.findByRole('list', { name: 'Figures' });
    const sales = within(figures).getByRole('link', { name: /Sales/ });
    expect(sales.textContent).toContain('$195.00');
    expect(sales.textContent).toContain('+387.5% vs previous period');
    expect(sales.getAttribute('href')).toBe('/dashboard/orders/customers');
    expect(within(figures).getByRole('link', { name: /Units sold/ }).textContent).toContain(
      'No change vs previous period',
    );
    expect(api.calls[0]?.path).toBe('/api/overview?period=7d');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('gives the sales per day as a table for screen readers, shown on request', async () => {
    mockApi({ 'GET /api/overview': () => ({ body: answer() }) });
    const { user } = renderDashboardPage(<OverviewPage />, { user: admin, path: PATH });
    const table = await screen.findByRole('table', { name: 'Sales per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayOrdersSales',
      '25 Nov 20261$50.00',
      '26 Nov 20260$0.00',
      '27 Nov 20262$145.00',
    ]);
    // The chart got the same days, in dollars; its canvas is hidden from screen readers.
    await waitFor(() => expect(drawn.series[1]).toEqual([50, 0, 145]));
    expect(screen.getByTestId('sales-chart').getAttribute('aria-hidden')).toBe('true');
    expect(table.parentElement?.className).toContain('sr-only');
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(table.parentElement?.className).not.toContain('sr-only');
  });

  it('lists top products and brands, low stock and what waits, each linking to its list', async () => {
    mockApi({ 'GET /api/overview': () => ({ body: answer() }) });
    renderDashboardPage(<OverviewPage />, { user: admin, path: PATH });
    const products = await screen.findByRole('table', { name: 'Top products' });
    expect(within(products).getByText('Royal Agbada')).toBeTruthy();
    expect(within(products).getByText('$120.00')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Top brands' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Merchant applications\s*2/ }).getAttribute('href'),
    ).toBe('/dashboard/merchant');
    expect(screen.getByRole('link', { name: /Items to ship\s*6/ }).getAttribute('href')).toBe(
      '/dashboard/orders/customers',
    );
    expect(screen.getByRole('link', { name: 'All low stock (12)' }).getAttribute('href')).toBe(
      '/dashboard/product/low-stock',
    );
    expect(screen.getByText('Sold out')).toBeTruthy();
  });

  it('keeps the period in the URL: a button or custom dates ask again', async () => {
    const api = mockApi({ 'GET /api/overview': () => ({ body: answer() }) });
    const { user, router } = renderDashboardPage(<OverviewPage />, { user: merchant, path: PATH });
    await screen.findByRole('list', { name: 'Figures' });
    expect(api.calls[0]?.path).toBe('/api/overview?period=30d');
    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=90d'));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/overview?period=90d'));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Show these dates' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?period=custom&from=2026-11-01&to=2026-11-10'),
    );
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        '/api/overview?period=custom&from=2026-11-01&to=2026-11-10',
      ),
    );
  });

  it('refuses custom dates the API would refuse, saying why', async () => {
    const api = mockApi({ 'GET /api/overview': () => ({ body: answer() }) });
    const { user } = renderDashboardPage(<OverviewPage />, { user: admin, path: PATH });
    await screen.findByRole('list', { name: 'Figures' });
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show these dates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date may not be after the end date.',
    );
    expect(api.calls).toHaveLength(1);
  });

  it('is not a member screen', () => {
    mockApi({});
    renderDashboardPage(<OverviewPage />, { user: member, path: PATH });
    expect(screen.queryByRole('heading', { name: 'Overview' })).toBeNull();
  });
});

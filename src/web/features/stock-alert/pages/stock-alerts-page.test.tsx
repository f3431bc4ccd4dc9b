import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { StockAlertsPage } from './stock-alerts-page';

const ALERT = {
  _id: 'alert-1',
  size: 'L',
  created: '2026-05-02T10:00:00.000Z',
  product: { _id: 'product-1', name: 'Royal Agbada', slug: 'royal-agbada' },
};

describe('StockAlertsPage', () => {
  it('lists each alert with a link to the product on its size, and removes one', async () => {
    let alerts = [ALERT];
    const api = mockApi({
      'GET /api/stock-alert/list': () => ({ body: { alerts } }),
      'DELETE /api/stock-alert/delete/alert-1': () => {
        alerts = [];
        return { body: { success: true, message: 'The alert has been removed.' } };
      },
    });
    const { user } = renderDashboardPage(<StockAlertsPage />, {
      user: makeUser(),
      path: '/dashboard/stock-alerts',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Stock Alerts' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Royal Agbada' });
    expect(link.getAttribute('href')).toBe('/product/royal-agbada?size=L');
    expect(screen.getByText("Size L: we'll email you when it is back.")).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Remove the size L alert for Royal Agbada' }),
    );
    expect(await screen.findByText('The alert has been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Royal Agbada' })).toBeNull());
    expect(screen.getByText(/No stock alerts/)).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'DELETE /api/stock-alert/delete/alert-1',
    );
  });
});

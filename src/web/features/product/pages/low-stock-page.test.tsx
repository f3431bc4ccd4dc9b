import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderDashboardPage } from '../../../test/render';
import { admin, HOUSE_BRAND, merchant } from '../test/product-admin.fixtures';
import { LowStockPage } from './low-stock-page';

const PATH = '/dashboard/product/low-stock';

const entry = (overrides: Record<string, unknown>) => ({
  _id: '0190a0c0-0000-7000-8000-00000000a001',
  name: 'Indigo Agbada',
  slug: 'indigo-agbada',
  sku: 'EKO-001',
  isActive: true,
  brand: HOUSE_BRAND,
  size: 'M',
  quantity: 0,
  ...overrides,
});

describe('LowStockPage', () => {
  it('lists each low size and shared stock, fewest first, linking to the product', async () => {
    mockApi({
      'GET /api/product/low-stock': () => ({
        body: {
          threshold: 3,
          items: [
            entry({}),
            entry({
              _id: '0190a0c0-0000-7000-8000-00000000a002',
              name: 'Fila Cap',
              size: null,
              quantity: 2,
            }),
          ],
        },
      }),
    });
    renderDashboardPage(<LowStockPage />, { user: admin, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Low Stock' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Indigo Agbada' }).getAttribute('href')).toBe(
      '/dashboard/product/edit/0190a0c0-0000-7000-8000-00000000a001',
    );
    expect(within(rows[1]!).getByText('Size M')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sold out')).toBeTruthy();
    expect(within(rows[1]!).getByText(HOUSE_BRAND.name)).toBeTruthy();
    expect(within(rows[2]!).getByText('Every size (shared stock)')).toBeTruthy();
    expect(within(rows[2]!).getByText('2')).toBeTruthy();
  });

  it('says when nothing is low, without a brand column for a merchant', async () => {
    mockApi({ 'GET /api/product/low-stock': () => ({ body: { threshold: 3, items: [] } }) });
    renderDashboardPage(<LowStockPage />, { user: merchant, path: PATH });
    expect(await screen.findByText('No size has 3 or fewer left.')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeBrand } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { BrandsPage } from './brands-page';

describe('BrandsPage', () => {
  it('lists the active brands, each linking to its products', async () => {
    mockApi({
      'GET /api/brand/list': () => ({
        body: {
          brands: [
            makeBrand({ name: 'Agbada', slug: 'agbada', description: 'Grand robes.' }),
            makeBrand({ name: 'Ready-to-Wear', slug: 'ready-to-wear', description: '' }),
          ],
        },
      }),
    });
    renderPage(<BrandsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeTruthy();
    const agbada = (await screen.findByRole('heading', { level: 2, name: 'Agbada' })).closest('a');
    expect(agbada?.getAttribute('href')).toBe('/shop/brand/agbada');
    expect(screen.getByText('Grand robes.')).toBeTruthy();
    const ready = screen.getByRole('heading', { level: 2, name: 'Ready-to-Wear' }).closest('a');
    expect(ready?.getAttribute('href')).toBe('/shop/brand/ready-to-wear');
  });
});

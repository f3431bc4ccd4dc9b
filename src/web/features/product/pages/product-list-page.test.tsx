import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderDashboardPage } from '../../../test/render';
import {
  admin,
  makeAdminProduct,
  member,
  merchant,
  MERCHANT_BRAND,
} from '../test/product-admin.fixtures';
import { ProductListPage } from './product-list-page';

const PATH = '/dashboard/product';
/** The filter bar's choices: the categories, and for an admin the brands. */
const LOOKUPS = {
  'GET /api/category/list': () => ({ body: { categories: [] } }),
  'GET /api/brand/list/select': () => ({ body: { brands: [] } }),
};

describe('ProductListPage', () => {
  it('shows an admin every product as a card opening its edit screen, with its brand and state', async () => {
    const shown = makeAdminProduct({ name: 'Indigo Adire Agbada', sku: 'EKO-AGB-001', price: 145 });
    const off = makeAdminProduct({ name: 'Pinstripe Suit', isActive: false, quantity: 0 });
    const hiddenBrand = makeAdminProduct({
      name: 'Senator Set',
      brand: { name: 'Bakare Tailoring', isActive: false },
    });
    const api = mockApi({
      ...LOOKUPS,
      'GET /api/product': () => ({ body: { products: [shown, off, hiddenBrand] } }),
    });
    renderDashboardPage(<ProductListPage />, { user: admin, path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/dashboard/product/add',
    );
    const card = (await screen.findByRole('heading', { name: 'Indigo Adire Agbada' })).closest(
      'a',
    )!;
    expect(card.getAttribute('href')).toBe(`/dashboard/product/edit/${shown._id}`);
    expect(within(card).getByText('EKO-AGB-001')).toBeTruthy();
    expect(within(card).getByText('$145.00')).toBeTruthy();
    expect(within(card).getByText('Agbada')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('In the shop')).toBeTruthy();

    const offCard = screen.getByRole('heading', { name: 'Pinstripe Suit' }).closest('a')!;
    expect(within(offCard).getByText('Inactive')).toBeTruthy();
    expect(within(offCard).getByText('Hidden from the shop')).toBeTruthy();
    const brandCard = screen.getByRole('heading', { name: 'Senator Set' }).closest('a')!;
    expect(within(brandCard).getByText('Hidden: its brand is inactive')).toBeTruthy();

    expect(screen.getByText('3 products')).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /api/product?page=1&pageSize=20',
    );
  });

  it("does not repeat the brand on a merchant's own products", async () => {
    const own = makeAdminProduct({
      name: 'Bakare Kaftan',
      brand: { _id: MERCHANT_BRAND._id, name: MERCHANT_BRAND.name },
    });
    mockApi({ ...LOOKUPS, 'GET /api/product': () => ({ body: { products: [own] } }) });
    renderDashboardPage(<ProductListPage />, { user: merchant, path: PATH });
    const card = (await screen.findByRole('heading', { name: 'Bakare Kaftan' })).closest('a')!;
    expect(within(card).queryByText(MERCHANT_BRAND.name)).toBeNull();
    expect(screen.getByText('1 product')).toBeTruthy();
  });

  it('says "No products found." when there are none', async () => {
    mockApi({ ...LOOKUPS, 'GET /api/product': () => ({ body: { products: [] } }) });
    renderDashboardPage(<ProductListPage />, { user: merchant, path: PATH });
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' })).toBeTruthy();
  });

  it('is not there for a member, who gets the not-found screen and no call', () => {
    const api = mockApi({});
    renderDashboardPage(<ProductListPage />, { user: member, path: PATH });
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

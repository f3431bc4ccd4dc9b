import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeBrand, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { BrandListPage } from './brand-list-page';

const PATH = '/dashboard/brand';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });
const merchantRecord = {
  _id: 'merchant-bakare',
  name: 'Bakare Tailoring Ltd',
  isActive: true,
  status: 'Approved',
  brand: 'brand-bakare',
};
const merchant = makeUser({ role: 'ROLE MERCHANT', merchant: merchantRecord });

function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('a')!;
}

describe('BrandListPage', () => {
  it("shows an admin 'Brands' with Add, and who owns each merchant's brand", async () => {
    const house = makeBrand({ name: 'Agbada', isActive: true });
    const owned = makeBrand({
      name: 'Bakare Tailoring',
      slug: 'bakare-tailoring',
      description: 'Made to measure in Ibadan.',
      isActive: false,
      merchant: { _id: 'merchant-bakare', name: 'Bakare Tailoring Ltd' },
    });
    const api = mockApi({ 'GET /api/brand': () => ({ body: { brands: [house, owned] } }) });
    renderDashboardPage(<BrandListPage />, { user: admin, path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Add' });
    expect(add.getAttribute('href')).toBe('/dashboard/brand/add');

    await screen.findByRole('heading', { name: 'Bakare Tailoring' });
    const ownedCard = cardOf('Bakare Tailoring');
    expect(ownedCard.getAttribute('href')).toBe(`/dashboard/brand/edit/${owned._id}`);
    expect(within(ownedCard).getByText('By Bakare Tailoring Ltd')).toBeTruthy();
    expect(within(ownedCard).getByText('Made to measure in Ibadan.')).toBeTruthy();
    expect(within(ownedCard).getByText('Inactive')).toBeTruthy();
    const houseCard = cardOf('Agbada');
    expect(within(houseCard).queryByText(/^By /)).toBeNull();
    expect(within(houseCard).getByText('Active')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/brand']);
  });

  it("shows a merchant 'Brand' without Add, and no 'By' on its own brand", async () => {
    const own = makeBrand({
      name: 'Bakare Tailoring',
      merchant: { _id: 'merchant-bakare', name: 'Bakare Tailoring Ltd' },
    });
    mockApi({ 'GET /api/brand': () => ({ body: { brands: [own] } }) });
    renderDashboardPage(<BrandListPage />, { user: merchant, path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Brand' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Bakare Tailoring' });
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByText(/^By /)).toBeNull();
  });

  it("says 'No brands found.' when there are none", async () => {
    mockApi({ 'GET /api/brand': () => ({ body: { brands: [] } }) });
    renderDashboardPage(<BrandListPage />, { user: merchant, path: PATH });
    expect(await screen.findByText('No brands found.')).toBeTruthy();
  });

  it('is not there for a member', () => {
    const api = mockApi({});
    renderDashboardPage(<BrandListPage />, { user: makeUser(), path: PATH });
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

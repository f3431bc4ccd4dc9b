import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAddress, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AddressListPage } from './address-list-page';

describe('AddressListPage', () => {
  it('lists each address as a link to its edit screen, with the default one marked', async () => {
    const home = makeAddress({ isDefault: true });
    const office = makeAddress({
      address: '1 Kingsway, Suite 5',
      city: 'London',
      state: 'Greater London',
      country: 'United Kingdom',
      zipCode: 'WC2B 6AN',
    });
    mockApi({ 'GET /api/address': () => ({ body: { addresses: [home, office] } }) });
    renderDashboardPage(<AddressListPage />, { user: makeUser(), path: '/dashboard/address' });

    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/dashboard/address/add',
    );
    const homeLink = (await screen.findByText('12 Marina Road, Flat 4')).closest('a');
    expect(homeLink?.getAttribute('href')).toBe(`/dashboard/address/edit/${home._id}`);
    expect(within(homeLink!).getByText('Default')).toBeTruthy();
    expect(within(homeLink!).getByText('Nigeria')).toBeTruthy();
    const officeLink = screen.getByText('1 Kingsway, Suite 5').closest('a');
    expect(officeLink?.getAttribute('href')).toBe(`/dashboard/address/edit/${office._id}`);
    expect(within(officeLink!).queryByText('Default')).toBeNull();
    expect(within(officeLink!).getByText('London, Greater London WC2B 6AN')).toBeTruthy();
  });

  it('says so when there are no addresses', async () => {
    mockApi({ 'GET /api/address': () => ({ body: { addresses: [] } }) });
    renderDashboardPage(<AddressListPage />, { user: makeUser(), path: '/dashboard/address' });
    expect(await screen.findByText('No addresses found.')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COUNTRIES } from '#shared/address/countries';

import { makeAddress, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AddressAddPage } from './address-add-page';

const PATH = '/dashboard/address/add';
const ADDED = 'Address has been added successfully!';

describe('AddressAddPage', () => {
  it('offers "Select a country" and then every country', () => {
    renderDashboardPage(<AddressAddPage />, { user: makeUser(), path: PATH });
    const { options } = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(options[0]?.textContent).toBe('Select a country');
    expect(options[0]?.value).toBe('');
    expect([...options].slice(1).map((option) => option.value)).toEqual(COUNTRIES);
    expect(screen.getByPlaceholderText('Address: Street, House No / Apartment No')).toBeTruthy();
    expect(screen.getByLabelText('As the Default')).toBeTruthy();
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderDashboardPage(<AddressAddPage />, { user: makeUser(), path: PATH });
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address is required.')).toBeTruthy();
    expect(screen.getByText('City is required.')).toBeTruthy();
    expect(screen.getByText('State is required.')).toBeTruthy();
    expect(screen.getByText('Country is required.')).toBeTruthy();
    expect(screen.getByText('Zipcode is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Zipcode'), '1010');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zipcode must be at least 5 characters.')).toBeTruthy();
    expect(screen.queryByText('Zipcode is required.')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the address, shows the server message, resets and goes back', async () => {
    const api = mockApi({
      'POST /api/address/add': () => ({
        body: { success: true, message: ADDED, address: makeAddress({ isDefault: true }) },
      }),
    });
    const { user: u, router } = renderDashboardPage(<AddressAddPage />, {
      user: makeUser(),
      path: PATH,
      from: '/dashboard/address',
    });
    await u.type(screen.getByLabelText('Address'), '12 Marina Road, Flat 4');
    await u.type(screen.getByLabelText('City'), 'Lagos Island');
    await u.type(screen.getByLabelText('State'), 'Lagos');
    await u.selectOptions(screen.getByLabelText('Country'), 'Nigeria');
    await u.type(screen.getByLabelText('Zipcode'), '101001');
    await u.click(screen.getByLabelText('As the Default'));
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ADDED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/address'));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({
      address: '12 Marina Road, Flat 4',
      city: 'Lagos Island',
      state: 'Lagos',
      country: 'Nigeria',
      zipCode: '101001',
      isDefault: true,
    });
  });

  it('goes back on Cancel without sending anything', async () => {
    const api = mockApi({});
    const { user: u, router } = renderDashboardPage(<AddressAddPage />, {
      user: makeUser(),
      path: PATH,
      from: '/dashboard/address',
    });
    await u.type(screen.getByLabelText('City'), 'Lagos');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/address'));
    expect(api.calls).toHaveLength(0);
  });

  it('goes to the address list when it was opened directly', async () => {
    const { user: u, router } = renderDashboardPage(<AddressAddPage />, {
      user: makeUser(),
      path: PATH,
    });
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/address'));
  });
});

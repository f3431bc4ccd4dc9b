import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAddress, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AddressEditPage } from './address-edit-page';

const PATH = '/dashboard/address/edit/:id';

function open(id: string) {
  return renderDashboardPage(<AddressEditPage />, {
    user: makeUser(),
    path: PATH,
    at: `/dashboard/address/edit/${id}`,
    from: '/dashboard/address',
  });
}

function value(label: string): string {
  return screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
}

describe('AddressEditPage', () => {
  it('says "No address found." when the address does not exist, without an error notice', async () => {
    const id = '0190a0c0-0000-7000-8000-00000000dead';
    mockApi({
      [`GET /api/address/${id}`]: () => ({
        status: 404,
        body: { error: `Cannot find Address with the id: ${id}.`, code: 'NOT_FOUND' },
      }),
    });
    open(id);
    expect(await screen.findByText('No address found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills the form, and a short zip code is fine when editing', async () => {
    const address = makeAddress({ isDefault: true });
    const api = mockApi({
      [`GET /api/address/${address._id}`]: () => ({ body: { address } }),
      [`PUT /api/address/${address._id}`]: () => ({
        body: { success: true, message: 'Address has been updated successfully!' },
      }),
    });
    const { user: u, router } = open(address._id);
    await waitFor(() => expect(value('Address')).toBe('12 Marina Road, Flat 4'));
    expect(value('Country')).toBe('Nigeria');
    expect(screen.getByLabelText<HTMLInputElement>('As the Default').checked).toBe(true);

    await u.clear(screen.getByLabelText('Zipcode'));
    await u.type(screen.getByLabelText('Zipcode'), '10');
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Address has been updated successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/address'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      address: '12 Marina Road, Flat 4',
      city: 'Lagos Island',
      state: 'Lagos',
      country: 'Nigeria',
      zipCode: '10',
      isDefault: true,
    });
  });

  it('shows the first message under each field and sends nothing', async () => {
    const address = makeAddress();
    const api = mockApi({ [`GET /api/address/${address._id}`]: () => ({ body: { address } }) });
    const { user: u } = open(address._id);
    await waitFor(() => expect(value('City')).toBe('Lagos Island'));
    await u.clear(screen.getByLabelText('City'));
    await u.clear(screen.getByLabelText('Zipcode'));
    await u.selectOptions(screen.getByLabelText('Country'), '');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required.')).toBeTruthy();
    expect(screen.getByText('Zipcode is required.')).toBeTruthy();
    expect(screen.getByText('Country is required.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('deletes the address, shows the server message and goes back', async () => {
    const address = makeAddress();
    const api = mockApi({
      [`GET /api/address/${address._id}`]: () => ({ body: { address } }),
      [`DELETE /api/address/delete/${address._id}`]: () => ({
        body: { success: true, message: 'Address has been deleted successfully!' },
      }),
    });
    const { user: u, router } = open(address._id);
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address has been deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/address'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/address/${address._id}`,
      `DELETE /api/address/delete/${address._id}`,
    ]);
  });

  it('loads the other address when the id changes', async () => {
    const first = makeAddress();
    const second = makeAddress({
      address: '1 Kingsway',
      city: 'London',
      country: 'United Kingdom',
    });
    mockApi({
      [`GET /api/address/${first._id}`]: () => ({ body: { address: first } }),
      [`GET /api/address/${second._id}`]: () => ({ body: { address: second } }),
    });
    const { router } = open(first._id);
    await waitFor(() => expect(value('City')).toBe('Lagos Island'));
    await router.navigate(`/dashboard/address/edit/${second._id}`);
    await waitFor(() => expect(value('City')).toBe('London'));
    expect(value('Address')).toBe('1 Kingsway');
    expect(value('Country')).toBe('United Kingdom');
  });
});

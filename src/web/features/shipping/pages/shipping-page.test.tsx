import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ShippingZoneDto } from '#shared/shipping/shipping.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { ShippingPage } from './shipping-page';

const admin = makeUser({ role: 'ROLE ADMIN' });
const member = makeUser({ role: 'ROLE MEMBER' });
const PATH = '/dashboard/shipping';

const NG_UK: ShippingZoneDto = {
  _id: 'zone-ng',
  name: 'Nigeria and the United Kingdom',
  countries: ['Nigeria', 'United Kingdom'],
  restOfWorld: false,
  options: [
    {
      _id: 'opt-ng-std',
      zoneId: 'zone-ng',
      name: 'Standard',
      estimate: '3-5 working days',
      minDays: 3,
      maxDays: 5,
      flatFee: 0,
      perItemFee: 0,
      freeFrom: null,
      position: 0,
      active: true,
    },
  ],
};
const WORLD: ShippingZoneDto = {
  _id: 'zone-world',
  name: 'Rest of the world',
  countries: [],
  restOfWorld: true,
  options: [
    {
      _id: 'opt-world-std',
      zoneId: 'zone-world',
      name: 'Standard',
      estimate: '5-10 working days',
      minDays: 5,
      maxDays: 10,
      flatFee: 0,
      perItemFee: 5,
      freeFrom: 120,
      position: 0,
      active: true,
    },
    {
      _id: 'opt-world-exp',
      zoneId: 'zone-world',
      name: 'Express',
      estimate: '1-2 working days',
      minDays: 1,
      maxDays: 2,
      flatFee: 25,
      perItemFee: 0,
      freeFrom: null,
      position: 1,
      active: false,
    },
  ],
};

describe('ShippingPage', () => {
  it('lists the zones with their countries and options, rates in words', async () => {
    mockApi({ 'GET /api/shipping/zones': () => ({ body: { zones: [NG_UK, WORLD] } }) });
    renderDashboardPage(<ShippingPage />, { user: admin, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeTruthy();
    const ng = await screen.findByRole('region', { name: NG_UK.name });
    expect(within(ng).getByText('Nigeria, United Kingdom')).toBeTruthy();
    expect(within(ng).getByText('Free')).toBeTruthy();
    const world = screen.getByRole('region', { name: WORLD.name });
    expect(within(world).getByText('The rest of the world')).toBeTruthy();
    expect(within(world).getByText('$5.00 per item, free from $120.00')).toBeTruthy();
    expect(within(world).getByText('$25.00')).toBeTruthy();
    expect(within(world).getByText('Inactive')).toBeTruthy();
  });

  it('adds a zone, showing the server refusal under its field', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/shipping/zones': () => ({ body: { zones: [NG_UK] } }),
      'POST /api/shipping/zones': () => {
        tries += 1;
        if (tries === 1) {
          return {
            status: 400,
            body: {
              error: 'Nigeria is already in the zone Nigeria and the United Kingdom.',
              code: 'VALIDATION_FAILED',
              issues: [
                {
                  path: 'countries.1',
                  message: 'Nigeria is already in the zone Nigeria and the United Kingdom.',
                },
              ],
            },
          };
        }
        return {
          body: {
            success: true,
            message: 'Shipping zone has been added successfully!',
            zone: { ...NG_UK, _id: 'zone-wa', name: 'West Africa', countries: ['Ghana'] },
          },
        };
      },
    });
    const { user } = renderDashboardPage(<ShippingPage />, { user: admin, path: PATH });
    await screen.findByRole('region', { name: NG_UK.name });
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a zone' });
    await user.type(within(dialog).getByLabelText('Zone name'), 'West Africa');
    await user.type(within(dialog).getByLabelText('Countries'), 'Ghana, Nigeria');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (await within(dialog).findAllByText(/Nigeria is already in the zone/)).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Countries').getAttribute('aria-invalid')).toBe('true');
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({ name: 'West Africa', countries: ['Ghana', 'Nigeria'] });

    const countries = within(dialog).getByLabelText('Countries');
    await user.clear(countries);
    await user.type(countries, 'Ghana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a zone' })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'West Africa',
      countries: ['Ghana'],
    });
  });

  it('edits an option and deletes a zone after asking', async () => {
    const api = mockApi({
      'GET /api/shipping/zones': () => ({ body: { zones: [WORLD] } }),
      'PUT /api/shipping/options/opt-world-exp': (body) => ({
        body: {
          success: true,
          message: 'Shipping option has been updated successfully!',
          option: { ...WORLD.options[1], ...(body as object) },
        },
      }),
      'DELETE /api/shipping/zones/zone-world': () => ({
        body: { success: true, message: 'Shipping zone has been deleted successfully!' },
      }),
    });
    const { user } = renderDashboardPage(<ShippingPage />, { user: admin, path: PATH });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Express of Rest of the world' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    const flat = within(dialog).getByLabelText('Flat fee ($)');
    await user.clear(flat);
    await user.type(flat, '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Offered to shoppers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Express' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Express',
      estimate: '1-2 working days',
      minDays: 1,
      maxDays: 2,
      flatFee: 30,
      perItemFee: 0,
      freeFrom: null,
      position: 1,
      active: true,
    });

    await user.click(screen.getByRole('button', { name: 'Delete zone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this zone?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('is not there for a member', () => {
    const api = mockApi({});
    renderDashboardPage(<ShippingPage />, { user: member, path: PATH });
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

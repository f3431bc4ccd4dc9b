import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { MeasurementsPage } from './measurements-page';

const EMPTY = {
  unit: 'cm',
  takenAt: null,
  chest: null,
  waist: null,
  hips: null,
  shoulder: null,
  sleeve: null,
  neck: null,
  trouserLength: null,
  inseam: null,
  agbadaLength: null,
  height: null,
};

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('MeasurementsPage', () => {
  it('shows each measurement with its how-to picture and line, and the date taken', async () => {
    mockApi({
      'GET /api/user/measurements': () => ({
        body: {
          measurements: { ...EMPTY, chest: 104, takenAt: '2026-03-01' },
          complete: false,
        },
      }),
    });
    renderDashboardPage(<MeasurementsPage />, { user: makeUser() });
    expect(await screen.findByDisplayValue('104')).toBeTruthy();
    expect(value('Chest (cm)')).toBe('104');
    expect(value('Date taken')).toBe('2026-03-01');
    expect(screen.getByRole('img', { name: /How to measure: Inseam/ })).toBeTruthy();
    expect(
      screen.getByText('From the crotch down the inside of the leg to the ankle.'),
    ).toBeTruthy();
    expect(screen.getByText('Fill in every measurement to order made to measure.')).toBeTruthy();
  });

  it('converts the numbers shown when the unit changes', async () => {
    mockApi({
      'GET /api/user/measurements': () => ({
        body: { measurements: { ...EMPTY, chest: 101.6, waist: 90 }, complete: false },
      }),
    });
    const { user: u } = renderDashboardPage(<MeasurementsPage />, { user: makeUser() });
    await screen.findByDisplayValue('101.6');
    await u.click(screen.getByRole('radio', { name: 'Inches (in)' }));
    expect(value('Chest (in)')).toBe('40');
    expect(value('Waist (in)')).toBe('35.4');
    await u.click(screen.getByRole('radio', { name: 'Centimetres (cm)' }));
    expect(value('Chest (cm)')).toBe('101.6');
  });

  it('refuses a number out of range without sending anything', async () => {
    const api = mockApi({
      'GET /api/user/measurements': () => ({ body: { measurements: EMPTY, complete: false } }),
    });
    const { user: u } = renderDashboardPage(<MeasurementsPage />, { user: makeUser() });
    await screen.findByLabelText('Neck (cm)');
    await u.type(screen.getByLabelText('Neck (cm)'), '5');
    await u.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('Neck must be from 25 to 65 cm.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the numbers in the unit chosen and says so', async () => {
    const saved = { ...EMPTY, unit: 'in', chest: 41, takenAt: '2026-11-27' };
    const api = mockApi({
      'GET /api/user/measurements': () => ({ body: { measurements: EMPTY, complete: false } }),
      'PUT /api/user/measurements': () => ({
        body: {
          success: true,
          message: 'Your measurements are saved.',
          measurements: saved,
          complete: false,
        },
      }),
    });
    const { user: u } = renderDashboardPage(<MeasurementsPage />, { user: makeUser() });
    await screen.findByLabelText('Chest (cm)');
    await u.click(screen.getByRole('radio', { name: 'Inches (in)' }));
    await u.type(screen.getByLabelText('Chest (in)'), '41');
    await u.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('Your measurements are saved.')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ measurements: { ...EMPTY, unit: 'in', chest: 41 } });
    await waitFor(() => expect(value('Date taken')).toBe('2026-11-27'));
  });
});

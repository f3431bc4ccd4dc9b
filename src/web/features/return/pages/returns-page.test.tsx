import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ReturnDto } from '#shared/return/return.schemas';
import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { ReturnsPage } from './returns-page';

const merchant = makeUser({
  role: 'ROLE MERCHANT',
  merchant: {
    _id: 'm1',
    name: 'Bakare Tailoring',
    isActive: true,
    status: 'Approved',
    brand: 'b1',
  },
});

function returnOf(overrides: Partial<ReturnDto>): ReturnDto {
  return {
    _id: 'r1',
    kind: 'return',
    orderId: '0191b0c0-0000-7000-8000-000000000001',
    orderNumber: 'EKO-10042',
    itemId: 'i1',
    productName: 'Kente Agbada',
    productSlug: 'kente-agbada',
    size: 'XL',
    quantity: 1,
    reason: 'Does not fit',
    note: 'Too narrow',
    status: 'requested',
    refusalNote: '',
    amount: 55.5,
    created: '2026-03-10T09:00:00.000Z',
    decided: null,
    received: null,
    refunded: null,
    ...overrides,
  };
}

describe('ReturnsPage (/dashboard/returns)', () => {
  it("lists the merchant's returns; accepts one, refuses one with a note, receives one", async () => {
    let returns = [
      returnOf({ _id: 'r1', productName: 'Kente Agbada' }),
      returnOf({ _id: 'r2', productName: 'Fila Cap', amount: 12.5 }),
      returnOf({ _id: 'r3', productName: 'Silk Scarf', status: 'accepted' }),
    ];
    const answer = (id: string, status: ReturnDto['status'], message: string) => {
      returns = returns.map((r) => (r._id === id ? { ...r, status } : r));
      return { body: { success: true, message, return: returns.find((r) => r._id === id) } };
    };
    const api = mockApi({
      'GET /api/return': () => ({ body: { returns } }),
      'PUT /api/return/r1/accept': () => answer('r1', 'accepted', 'The return has been accepted.'),
      'PUT /api/return/r2/refuse': () => answer('r2', 'refused', 'The return has been refused.'),
      'PUT /api/return/r3/receive': () =>
        answer('r3', 'refunded', 'The parcel is received and the refund has been made.'),
    });
    const { user } = renderDashboardPage(<ReturnsPage />, {
      path: DASHBOARD_SCREENS.returns.path,
      user: merchant,
    });
    expect(await screen.findByRole('heading', { name: 'Returns' })).toBeTruthy();
    const agbada = await screen.findByRole('article', { name: 'Return of Kente Agbada' });
    expect(within(agbada).getByText('Too narrow')).toBeTruthy();
    // The order is named by its number, and the link goes to its page.
    expect(within(agbada).getByRole('link', { name: 'EKO-10042' }).getAttribute('href')).toBe(
      '/order/0191b0c0-0000-7000-8000-000000000001',
    );
    expect(within(agbada).getByText('$55.50')).toBeTruthy();

    await user.click(within(agbada).getByRole('button', { name: 'Accept return of Kente Agbada' }));
    expect(await screen.findByText('The return has been accepted.')).toBeTruthy();

    const cap = screen.getByRole('article', { name: 'Return of Fila Cap' });
    await user.click(within(cap).getByRole('button', { name: 'Refuse return of Fila Cap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this return' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse return' }));
    expect(within(dialog).getByText('Please say why the return is refused.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Why is it refused?'), 'Worn.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse return' }));
    expect(await screen.findByText('The return has been refused.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/return/r2/refuse')?.body).toEqual({
      note: 'Worn.',
    });

    const scarf = screen.getByRole('article', { name: 'Return of Silk Scarf' });
    await user.click(
      within(scarf).getByRole('button', { name: 'Mark return of Silk Scarf received' }),
    );
    expect(
      await screen.findByText('The parcel is received and the refund has been made.'),
    ).toBeTruthy();
    expect(await within(scarf).findByText('Refunded')).toBeTruthy();
  });

  it('says when there are no returns', async () => {
    mockApi({ 'GET /api/return': () => ({ body: { returns: [] } }) });
    renderDashboardPage(<ReturnsPage />, { path: DASHBOARD_SCREENS.returns.path, user: merchant });
    expect(await screen.findByText('No returns yet.')).toBeTruthy();
  });
});

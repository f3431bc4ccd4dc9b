import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DASHBOARD_SCREENS } from '#shared/site/site-paths';

import { session } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage, renderPage } from '../../../test/render';
import { makeOrder, makeOrderItem, makeOrderProduct, makeSale } from '../test/order.fixtures';
import { PackingSlipPage } from './packing-slip-page';
import { ReceiptPage } from './receipt-page';

const shipTo = {
  name: 'Kwame Mensah',
  phone: '0803 555 0199',
  address: '4 Broad Street',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  zipCode: '100271',
};
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PackingSlipPage', () => {
  it("prints the merchant's items of the order with where to ship them, no prices", async () => {
    const sale = makeSale({
      shippingAddress: shipTo,
      products: [
        makeOrderItem({
          product: makeOrderProduct('Kente Agbada', 'kente'),
          quantity: 2,
          size: 'L',
        }),
        makeOrderItem({ product: makeOrderProduct('Dropped', 'dropped'), status: 'Cancelled' }),
      ],
    });
    session.signIn('Bearer token');
    mockApi({ [`GET /api/order/${sale._id}`]: () => ({ body: { order: sale } }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderDashboardPage(<PackingSlipPage />, {
      path: DASHBOARD_SCREENS.packingSlip.path,
      at: `/dashboard/orders/${sale._id}/packing-slip`,
      user: merchant,
    });
    expect(await screen.findByRole('heading', { name: 'Packing Slip' })).toBeTruthy();
    const sheet = screen.getByRole('article', { name: 'Packing Slip' });
    expect(sheet.classList.contains('print-sheet')).toBe(true);
    expect(within(sheet).getByText(sale.number)).toBeTruthy();
    const to = within(sheet).getByRole('region', { name: 'Ship to' });
    expect(to.textContent).toContain(
      'Kwame Mensah0803 555 01994 Broad StreetIkeja, Lagos, 100271Nigeria',
    );
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent),
      ),
    ).toEqual([['Kente Agbada', 'L', '2']]);
    expect(sheet.textContent).not.toContain('$');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Back to the order/ }).getAttribute('href')).toBe(
      `/order/${sale._id}`,
    );
  });
});

describe('PackingSlipPage: made to measure', () => {
  it("prints a made-to-measure item's measurements and lead time", async () => {
    const measurements = {
      unit: 'cm' as const,
      takenAt: '2026-03-01',
      chest: 104,
      waist: 90,
      hips: 102,
      shoulder: 47,
      sleeve: 64,
      neck: 41,
      trouserLength: 106,
      inseam: 80,
      agbadaLength: 142,
      height: 182,
    };
    const sale = makeSale({
      shippingAddress: shipTo,
      products: [
        makeOrderItem({
          product: makeOrderProduct('Kente Agbada', 'kente'),
          size: 'Made to measure',
          madeToMeasure: { leadDays: 21, measurements },
        }),
        makeOrderItem({ product: makeOrderProduct('Fila Cap', 'cap'), size: 'M' }),
      ],
    });
    session.signIn('Bearer token');
    mockApi({ [`GET /api/order/${sale._id}`]: () => ({ body: { order: sale } }) });
    renderDashboardPage(<PackingSlipPage />, {
      path: DASHBOARD_SCREENS.packingSlip.path,
      at: `/dashboard/orders/${sale._id}/packing-slip`,
      user: merchant,
    });
    const block = await screen.findByRole('region', { name: 'Measurements: Kente Agbada' });
    expect(block.textContent).toContain('Made to measure in 21 days');
    expect(within(block).getByText('Agbada length').nextElementSibling?.textContent).toBe('142 cm');
    expect(screen.queryByRole('region', { name: 'Measurements: Fila Cap' })).toBeNull();
  });
});

describe('ReceiptPage', () => {
  it('prints the items, totals, delivery address and payment time of the own order', async () => {
    const order = makeOrder({
      created: '2026-03-02T14:05:00.000Z',
      shippingAddress: shipTo,
      total: 80,
      totalTax: 10,
      totalWithTax: 90,
      products: [
        makeOrderItem({ product: makeOrderProduct('Kente Agbada', 'kente'), quantity: 2 }),
      ],
    });
    session.signIn('Bearer token');
    mockApi({ [`GET /api/order/${order._id}`]: () => ({ body: { order } }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderPage(<ReceiptPage />, {
      path: '/order/:id/receipt',
      at: `/order/${order._id}/receipt`,
    });
    const sheet = await screen.findByRole('article', { name: 'Receipt' });
    expect(within(sheet).getByRole('region', { name: 'Paid' }).textContent).toContain(
      'Paid by card on 2 Mar 2026',
    );
    expect(within(sheet).getByRole('region', { name: 'Delivery address' }).textContent).toContain(
      '4 Broad Street',
    );
    expect(within(sheet).getByRole('region', { name: 'Customer' }).textContent).toContain(
      'kwame@example.test',
    );
    expect(within(sheet).getByText('Total paid').nextElementSibling?.textContent).toBe('$90.00');
    expect(within(sheet).getByText('Shipping & Handling').nextElementSibling?.textContent).toBe(
      '$10.00',
    );
    const [, line] = within(sheet).getAllByRole('row');
    expect(line!.textContent).toContain('Kente Agbada');
    expect(line!.textContent).toContain('$80.00');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("is not the merchant's: a sale has no receipt", async () => {
    const sale = makeSale();
    session.signIn('Bearer token');
    mockApi({ [`GET /api/order/${sale._id}`]: () => ({ body: { order: sale } }) });
    renderPage(<ReceiptPage />, { path: '/order/:id/receipt', at: `/order/${sale._id}/receipt` });
    expect(await screen.findByText('No order found.')).toBeTruthy();
  });
});

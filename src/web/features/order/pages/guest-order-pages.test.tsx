import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GUEST_ORDER_MESSAGES } from '#shared/order/guest-order.messages';

import { mockApi, renderPage } from '../../../test/render';
import { makeOrder } from '../test/order.fixtures';
import { GuestOrderPage } from './guest-order-page';
import { OrderLookupPage } from './order-lookup-page';

const TOKEN = 'a'.repeat(64);
const NOT_FOUND = {
  status: 404,
  body: { error: GUEST_ORDER_MESSAGES.notFound, code: 'NOT_FOUND' },
};

describe('GuestOrderPage (/order/guest/:token)', () => {
  it('posts the token from the path and shows the order without signing in', async () => {
    const order = makeOrder({ number: 'EKO-10042', guest: true });
    const { calls } = mockApi({ 'POST /api/order/guest': () => ({ body: { order } }) });
    renderPage(<GuestOrderPage />, { path: '/order/guest/:token', at: `/order/guest/${TOKEN}` });
    expect(await screen.findByText('EKO-10042')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/order/guest', body: { token: TOKEN } }]);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('$90.00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Your order/ })).toBeTruthy();
  });

  it('says the same words for a link that finds nothing, with the way to look it up', async () => {
    mockApi({ 'POST /api/order/guest': () => NOT_FOUND });
    renderPage(<GuestOrderPage />, { path: '/order/guest/:token', at: '/order/guest/nope' });
    expect(await screen.findByText(GUEST_ORDER_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your order' }).getAttribute('href')).toBe(
      '/order/lookup',
    );
  });
});

describe('OrderLookupPage (/order/lookup)', () => {
  it('finds the order by number and email', async () => {
    const order = makeOrder({ number: 'EKO-10043', guest: true });
    const { calls } = mockApi({ 'POST /api/order/lookup': () => ({ body: { order } }) });
    const { user } = renderPage(<OrderLookupPage />, {
      path: '/order/lookup',
      at: '/order/lookup?number=EKO-10043',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Order number').value).toBe('EKO-10043');
    await user.type(screen.getByLabelText('Email'), 'guest@example.test');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({ number: 'EKO-10043', email: 'guest@example.test' });
  });

  it('asks for both fields, then says the one answer for any miss', async () => {
    mockApi({ 'POST /api/order/lookup': () => NOT_FOUND });
    const { user } = renderPage(<OrderLookupPage />, { path: '/order/lookup' });
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(screen.getByText(GUEST_ORDER_MESSAGES.numberRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Order number'), 'EKO-1');
    await user.type(screen.getByLabelText('Email'), 'guest@example.test');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GUEST_ORDER_MESSAGES.notFound);
  });
});

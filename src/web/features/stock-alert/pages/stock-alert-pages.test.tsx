import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderPage } from '../../../test/render';
import { StockAlertConfirmPage } from './stock-alert-confirm-page';
import { StockAlertStopPage } from './stock-alert-stop-page';

describe('the back-in-stock links', () => {
  it('confirm: posts the token of the path once and shows the answer', async () => {
    const api = mockApi({
      'POST /api/stock-alert/confirm': () => ({
        body: { success: true, message: "Thank you: your email is confirmed. We'll email you." },
      }),
    });
    renderPage(<StockAlertConfirmPage />, {
      path: '/stock-alert/confirm/:token',
      at: '/stock-alert/confirm/abc_123',
    });
    expect(
      await screen.findByText("Thank you: your email is confirmed. We'll email you."),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: 'abc_123' });
  });

  it('confirm: says when the link is not valid', async () => {
    mockApi({
      'POST /api/stock-alert/confirm': () => ({
        status: 400,
        body: { error: 'This link is invalid or has expired.', code: 'BUSINESS_RULE' },
      }),
    });
    renderPage(<StockAlertConfirmPage />, {
      path: '/stock-alert/confirm/:token',
      at: '/stock-alert/confirm/nope',
    });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
  });

  it('stop: asks first, then posts the token and shows the answer', async () => {
    const api = mockApi({
      'POST /api/stock-alert/unsubscribe': () => ({
        body: {
          success: true,
          message: 'You will get no more back-in-stock emails from us for this address.',
        },
      }),
    });
    const { user } = renderPage(<StockAlertStopPage />, {
      path: '/stock-alert/stop/:token',
      at: '/stock-alert/stop/tok-9',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop back-in-stock emails' }),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(
      await screen.findByText(
        'You will get no more back-in-stock emails from us for this address.',
      ),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ token: 'tok-9' });
  });
});

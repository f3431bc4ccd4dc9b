import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { paymentClosedStore } from '../../../features/checkout/payment-closed';
import { mockApi, renderPage } from '../../../test/render';
import { PromoModal } from './promo-modal';

describe('PromoModal', () => {
  it('shows the newsletter form when never shown, and records the date', async () => {
    const api = mockApi({
      'POST /api/newsletter/subscribe': () => ({
        body: { message: 'You have successfully subscribed to the newsletter' },
      }),
    });
    const before = Date.now();
    const { user } = renderPage(<PromoModal delayMs={10} />);
    const dialog = await screen.findByRole('dialog', { name: 'Join the Eko Thread newsletter' });
    const recorded = Date.parse(window.localStorage.getItem('lastModalDisplayDate') ?? '');
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText('Email address for the newsletter'), 'ade@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('You have successfully subscribed to the newsletter'),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'ade@example.test' });
    await waitFor(() => expect(dialog.isConnected && dialog.hasAttribute('open')).toBe(false));
  });

  it('stays away within 20 days of the last display', async () => {
    window.localStorage.setItem(
      'lastModalDisplayDate',
      new Date(Date.now() - 86_400_000).toISOString(),
    );
    renderPage(
      <>
        <PromoModal delayMs={10} />
        <p>Home</p>
      </>,
    );
    await screen.findByText('Home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { user } = renderPage(<PromoModal delayMs={10} />);
    await user.click(await screen.findByRole('button', { name: 'Close newsletter invitation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the "Wait! Don\'t leave" notice to close instead of covering it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      paymentClosedStore.set(true);
      renderPage(<PromoModal delayMs={10} />);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(window.localStorage.getItem('lastModalDisplayDate')).toBeNull();

      act(() => paymentClosedStore.set(false));
      expect(
        await screen.findByRole('dialog', { name: 'Join the Eko Thread newsletter' }),
      ).toBeTruthy();
      expect(window.localStorage.getItem('lastModalDisplayDate')).not.toBeNull();
    } finally {
      paymentClosedStore.set(false);
      vi.useRealTimers();
    }
  });
});

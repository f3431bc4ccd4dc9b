import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderPage } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

describe('UnsubscribePage', () => {
  it('shows the first message under the field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderPage(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Email Unsubscribe' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    expect(screen.queryByText('Email is required.')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('unsubscribes the email, shows the server message and empties the field', async () => {
    const api = mockApi({
      'POST /api/unsubscribe/unsubscribe': () => ({
        body: { success: true, message: 'You have successfully unsubscribed from the newsletter.' },
      }),
    });
    const { user: u } = renderPage(<UnsubscribePage />, { path: '/unsubscribe' });
    await u.type(screen.getByLabelText('Email Address'), 'Kwame@Example.test');
    await u.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You have successfully unsubscribed from the newsletter.'),
    ).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'kwame@example.test' });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Email Address').value).toBe(''),
    );
  });
});

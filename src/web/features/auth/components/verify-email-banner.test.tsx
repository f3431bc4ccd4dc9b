import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { VerifyEmailPage } from '../pages/verify-email-page';
import { VerifyEmailBanner } from './verify-email-banner';

const user = (emailVerified: boolean) => ({
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.test',
  emailVerified,
  phoneNumber: '',
  provider: 'Email',
  role: 'ROLE MEMBER',
  avatar: null,
  merchant: null,
  created: '2026-11-26T10:00:00.000Z',
});

describe('VerifyEmailBanner', () => {
  it('offers a signed-in member with an unconfirmed address the link again', async () => {
    session.signIn('Bearer member');
    const api = mockApi({
      'GET /api/user/me': () => ({ body: { user: user(false) } }),
      'POST /api/auth/verify-email/resend': () => ({
        body: {
          success: true,
          message: 'We sent a confirmation link to ada@example.test. It works once, for 24 hours.',
        },
      }),
    });
    const { user: u } = renderPage(<VerifyEmailBanner />, { path: '/', at: '/' });
    expect(
      await screen.findByText('Please confirm your email address with the link we mailed you.'),
    ).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText(
        'We sent a confirmation link to ada@example.test. It works once, for 24 hours.',
      ),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows nothing once the address is confirmed', async () => {
    session.signIn('Bearer member');
    const api = mockApi({ 'GET /api/user/me': () => ({ body: { user: user(true) } }) });
    renderPage(<VerifyEmailBanner />, { path: '/', at: '/' });
    await expect.poll(() => api.calls.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Confirm your email address' })).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  it('sends the token of the link once and says the address is confirmed', async () => {
    const api = mockApi({
      'POST /api/auth/verify-email': () => ({
        body: { success: true, message: 'Thank you! Your email address is confirmed.' },
      }),
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email/:token', at: '/verify-email/abc123' });
    expect(await screen.findByText('Thank you! Your email address is confirmed.')).toBeTruthy();
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/auth/verify-email', body: { token: 'abc123' } },
    ]);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('says when the link no longer works', async () => {
    mockApi({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: {
          error:
            'This confirmation link is not valid or has expired. Please sign in and ask for a new one.',
          code: 'BUSINESS_RULE',
        },
      }),
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email/:token', at: '/verify-email/old' });
    expect(
      await screen.findByText(
        'This confirmation link is not valid or has expired. Please sign in and ask for a new one.',
      ),
    ).toBeTruthy();
  });
});

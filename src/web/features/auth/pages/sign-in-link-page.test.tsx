import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { SignInLinkPage } from './sign-in-link-page';

const user = {
  _id: '0190a0c0-0000-7000-8000-000000000001',
  firstName: 'Kwame',
  lastName: 'Mensah',
  email: 'kwame@example.test',
  phoneNumber: '',
  provider: 'Email',
  role: 'ROLE MEMBER',
  avatar: null,
  merchant: null,
  created: '2026-01-01T00:00:00.000Z',
};

describe('SignInLinkPage', () => {
  it('posts the token once, signs in and goes to the dashboard', async () => {
    const api = mockApi({
      'POST /api/auth/login/link': () => ({ body: { success: true, token: 'Bearer x', user } }),
    });
    // As in main.tsx: StrictMode runs the page's effects twice in development.
    const { router, queryClient } = renderPage(<SignInLinkPage />, {
      path: '/login/link/:token',
      at: '/login/link/abc123',
      strict: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/auth/login/link', body: { token: 'abc123' } },
    ]);
    expect(session.token()).toBe('Bearer x');
    expect(queryClient.getQueryData(['user', 'me'])).toEqual(user);
    session.signOut();
  });

  it('says so when the link was used or expired, and stores nothing', async () => {
    mockApi({
      'POST /api/auth/login/link': () => ({
        status: 400,
        body: { error: SIGN_IN_LINK_MESSAGES.linkInvalid, code: 'BUSINESS_RULE' },
      }),
    });
    renderPage(<SignInLinkPage />, { path: '/login/link/:token', at: '/login/link/spent' });
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_LINK_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toBeTruthy();
    expect(session.isSignedIn()).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

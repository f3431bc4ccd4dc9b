import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { AuthSuccessPage } from './auth-success-page';

const user = {
  _id: '0190a0c0-0000-7000-8000-000000000001',
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@gmail.example',
  phoneNumber: '',
  provider: 'Google',
  role: 'ROLE MEMBER',
  avatar: null,
  merchant: null,
  created: '2026-01-01T00:00:00.000Z',
};

describe('AuthSuccessPage', () => {
  it('exchanges the code once for the token, signs in and goes to the dashboard', async () => {
    const api = mockApi({
      'POST /api/auth/success': () => ({
        body: { success: true, token: 'Bearer x', user },
      }),
    });
    // The address bar the server's redirect produced.
    window.history.replaceState(null, '', '/auth/success?code=one-time-code');
    // As in main.tsx: StrictMode runs the page's effects twice in development.
    const { router, queryClient } = renderPage(<AuthSuccessPage />, {
      path: '/auth/success',
      at: '/auth/success?code=one-time-code',
      strict: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // Once, even under StrictMode's double effects: a code works only once.
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/auth/success', body: { code: 'one-time-code' } },
    ]);
    expect(window.localStorage.getItem('token')).toBe('Bearer x');
    expect(session.token()).toBe('Bearer x');
    expect(queryClient.getQueryData(['user', 'me'])).toEqual(user);
    // The code does not stay in the address bar or the history entry.
    expect(window.location.pathname).toBe('/auth/success');
    expect(window.location.search).toBe('');
    session.signOut();
  });

  it('goes to /login with the failed notice when the code is refused, and stores nothing', async () => {
    mockApi({
      'POST /api/auth/success': () => ({
        status: 400,
        body: { error: 'Your sign-in has expired. Please sign in again.', code: 'BUSINESS_RULE' },
      }),
    });
    const { router } = renderPage(<AuthSuccessPage />, {
      path: '/auth/success',
      at: '/auth/success?code=spent-code',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?oauth=failed');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });

  it.each([
    ['without a code', '/auth/success'],
    ['with an empty code', '/auth/success?code='],
    ['with a token instead of a code', '/auth/success?token=Bearer%20x'],
  ])('goes to /login %s and asks nothing', async (_case, at) => {
    const api = mockApi({});
    const { router } = renderPage(<AuthSuccessPage />, { path: '/auth/success', at });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls).toEqual([]);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });
});

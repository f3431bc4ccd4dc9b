import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { renderPage } from '../../../test/render';
import { AuthSuccessPage } from './auth-success-page';

describe('AuthSuccessPage', () => {
  it('stores the token from the query string and goes to the dashboard', async () => {
    // The address bar the server's redirect produced.
    window.history.replaceState(null, '', '/auth/success?token=Bearer%20x');
    const { router } = renderPage(<AuthSuccessPage />, {
      path: '/auth/success',
      at: '/auth/success?token=Bearer%20x',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe('Bearer x');
    expect(session.token()).toBe('Bearer x');
    // The token does not stay in the address bar or the history entry.
    expect(window.location.pathname).toBe('/auth/success');
    expect(window.location.search).toBe('');
  });

  it.each([
    ['without a token', '/auth/success'],
    ['with a token that is not a bearer token', '/auth/success?token=x'],
    ['with an empty token', '/auth/success?token='],
  ])('goes to /login %s and stores nothing', async (_case, at) => {
    const { router } = renderPage(<AuthSuccessPage />, { path: '/auth/success', at });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });
});

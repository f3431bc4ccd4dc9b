import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { session } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AccountSecurityPage } from './account-security-page';

const PATH = '/dashboard/security';

describe('AccountSecurityPage', () => {
  it('offers Google and Facebook accounts "Sign out everywhere" and no password', () => {
    for (const provider of ['Google', 'Facebook'] as const) {
      const { unmount } = renderDashboardPage(<AccountSecurityPage />, {
        user: makeUser({ provider }),
        path: PATH,
      });
      expect(screen.getByRole('heading', { level: 2, name: 'Sign Out Everywhere' })).toBeTruthy();
      expect(screen.queryByLabelText('Old Password')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Reset Password' })).toBeNull();
      unmount();
    }
  });

  it('signs out everywhere after a confirmation and lands on the login page with the answer', async () => {
    session.signIn('Bearer old.jwt');
    const api = mockApi({
      'POST /api/auth/logout-all': () => ({
        body: { success: true, message: AUTH_MESSAGES.signedOutEverywhere },
      }),
    });
    const { user: u, router } = renderDashboardPage(<AccountSecurityPage />, {
      user: makeUser(),
      path: PATH,
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await u.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    // Nothing is sent before the person confirms; Cancel sends nothing at all.
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(api.calls).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await u.click(within(again).getByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByText(AUTH_MESSAGES.signedOutEverywhere)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/auth/logout-all',
    ]);
    expect(session.token()).toBeNull();
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderDashboardPage(<AccountSecurityPage />, {
      user: makeUser(),
      path: PATH,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Security' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Reset Password' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('Confirm password is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Old Password'), '123');
    await u.type(screen.getByLabelText('New Password'), '456');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(screen.getByText('Confirm password must be at least 6 characters.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the old and new password, keeps the new token and goes back', async () => {
    const api = mockApi({
      'POST /api/auth/reset': () => ({
        body: { success: true, message: 'Password changed successfully.', token: 'Bearer new.jwt' },
      }),
    });
    const { user: u, router } = renderDashboardPage(<AccountSecurityPage />, {
      user: makeUser(),
      path: PATH,
      from: '/dashboard/address',
    });
    await u.type(screen.getByLabelText('Old Password'), 'old-secret');
    await u.type(screen.getByLabelText('New Password'), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/address'));
    expect(api.calls[0]?.body).toEqual({ password: 'old-secret', confirmPassword: 'new-secret' });
    expect(session.token()).toBe('Bearer new.jwt');
  });

  it('shows the server error under the reset fallback title and stays', async () => {
    mockApi({
      'POST /api/auth/reset': () => ({
        status: 400,
        body: { error: 'Please enter your correct old password.', code: 'BUSINESS_RULE' },
      }),
    });
    const { user: u, router } = renderDashboardPage(<AccountSecurityPage />, {
      user: makeUser(),
      path: PATH,
      from: '/dashboard',
    });
    await u.type(screen.getByLabelText('Old Password'), 'wrong-secret');
    await u.type(screen.getByLabelText('New Password'), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please try to reset again!')).toBeTruthy();
    expect(screen.getByText('Please enter your correct old password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByLabelText<HTMLInputElement>('Old Password').value).toBe('wrong-secret');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { LoginPage } from './login-page';

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

describe('LoginPage', () => {
  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderPage(<LoginPage />, { path: '/login' });
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await u.type(screen.getByLabelText('Password'), '123');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('stores the token, welcomes the user and goes to the dashboard', async () => {
    const api = mockApi({
      'POST /api/auth/login': () => ({
        body: { success: true, token: 'Bearer abc.def.ghi', user },
      }),
    });
    const { user: u, router } = renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Email Address'), 'Kwame@Example.test');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hey Kwame, Welcome Back!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls[0]?.body).toEqual({ email: 'kwame@example.test', password: 'secret-pass' });
    expect(session.token()).toBe('Bearer abc.def.ghi');
    expect(window.localStorage.getItem('token')).toBe('Bearer abc.def.ghi');
    session.signOut();
  });

  it('shows the server error under the fallback title', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 400,
        body: { error: 'Email or password is incorrect.', code: 'BUSINESS_RULE' },
      }),
    });
    const { user: u, router } = renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Email Address'), 'kwame@example.test');
    await u.type(screen.getByLabelText('Password'), 'wrong-pass');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please try to login again!')).toBeTruthy();
    expect(screen.getByText('Email or password is incorrect.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.token()).toBeNull();
  });

  it.each([
    [
      '?oauth=link&provider=google',
      'An account with this email already exists. Sign in with your password to link Google to it. If you do not know the password, use Forgot Password first.',
    ],
    [
      '?oauth=other-provider&provider=facebook',
      'An account with this email signs in with Facebook. Please use Login with Facebook.',
    ],
    ['?oauth=failed', 'We could not sign you in with that provider. Please try again.'],
    [
      '?oauth=unavailable',
      'That sign-in provider is not available on this store yet. Please login with your email.',
    ],
  ])('shows the social sign-in notice of %s', async (query, text) => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login', at: `/login${query}` });
    expect((await screen.findByRole('status')).textContent).toBe(text);
  });

  it('shows no notice for an unknown provider or notice', async () => {
    mockApi({});
    for (const query of ['?oauth=link&provider=twitter', '?oauth=link', '?oauth=<b>hi</b>']) {
      const { unmount } = renderPage(<LoginPage />, { path: '/login', at: `/login${query}` });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
  });

  it('says so when the sign-in linked the pending provider', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        body: { success: true, token: 'Bearer abc.def.ghi', user, linkedProvider: 'Google' },
      }),
    });
    const { user: u } = renderPage(<LoginPage />, {
      path: '/login',
      at: '/login?oauth=link&provider=google',
    });
    await u.type(screen.getByLabelText('Email Address'), 'kwame@example.test');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText(
        'Google is now linked to your account. Next time you can use Login with Google.',
      ),
    ).toBeTruthy();
    session.signOut();
  });

  it('shows, and keeps, the message past the ceiling on failed sign-ins', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 400,
        body: { error: SIGN_IN_LINK_MESSAGES.ceilingReached, code: 'BUSINESS_RULE' },
      }),
    });
    const { user: u, router } = renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Email Address'), 'kwame@example.test');
    await u.type(screen.getByLabelText('Password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      SIGN_IN_LINK_MESSAGES.ceilingReached,
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(session.isSignedIn()).toBe(false);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { MerchantSignupPage } from './merchant-signup-page';

const PATH = '/merchant-signup/:token';
const LINK = '/merchant-signup/tok-123?email=ada%2Bshop%40example.test';
const SIGNED_UP =
  'You have signed up successfully! Please sign in with the email and password. Thank you!';

async function fillIn(u: ReturnType<typeof renderPage>['user']) {
  await u.type(screen.getByLabelText('First Name'), 'Ada');
  await u.type(screen.getByLabelText('Last Name'), 'Obi');
  await u.type(screen.getByLabelText('Password'), 'secret-pass');
}

describe('MerchantSignupPage', () => {
  it('shows Complete Sign Up with the invited email filled in', async () => {
    mockApi({});
    renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    expect(await screen.findByRole('heading', { name: 'Complete Sign Up' })).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe(
      'ada+shop@example.test',
    );
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderPage(<MerchantSignupPage />, {
      path: PATH,
      at: '/merchant-signup/tok-123',
    });
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(screen.getByText('Last Name is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Password'), '123');
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const { user: u } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await u.click(screen.getByRole('button', { name: /^show/i }));
    expect(password.type).toBe('text');
    await u.click(screen.getByRole('button', { name: /^hide/i }));
    expect(password.type).toBe('password');
  });

  it('sends the form to the token, signs out whoever was signed in and goes to /login', async () => {
    session.signIn('Bearer someone.else');
    const api = mockApi({
      'POST /api/merchant/signup/tok-123': () => ({
        body: { success: true, message: SIGNED_UP },
      }),
    });
    const { user: u, router } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(SIGNED_UP)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls[0]?.body).toEqual({
      email: 'ada+shop@example.test',
      firstName: 'Ada',
      lastName: 'Obi',
      password: 'secret-pass',
    });
    expect(session.token()).toBeNull();
  });

  it('stays on the page with the server error under the signup title', async () => {
    mockApi({
      'POST /api/merchant/signup/tok-123': () => ({
        status: 400,
        body: { error: 'This invitation link is invalid or has expired.', code: 'BUSINESS_RULE' },
      }),
    });
    const { user: u, router } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Please try to signup again!')).toBeTruthy();
    expect(screen.getByText('This invitation link is invalid or has expired.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/merchant-signup/tok-123');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { MerchantSignupPage } from './merchant-signup-page';

const PATH = '/merchant-signup/:token';
// The link as mailed: the @ literal, the rest encoded (decision 0028).
const LINK = '/merchant-signup/tok-123?email=ada%2Bshop@example.test';
const EMAIL = 'ada+shop@example.test';
const PREVIEW = 'GET /api/merchant/signup/tok-123';
const SIGNUP = 'POST /api/merchant/signup/tok-123';
const SIGNED_UP =
  'You have signed up successfully! Please sign in with the email and password. Thank you!';

const preview =
  (account: string, provider: string | null = null) =>
  () => ({
    body: { success: true, email: EMAIL, account, provider },
  });

async function fillIn(u: ReturnType<typeof renderPage>['user']) {
  await u.type(await screen.findByLabelText('First Name'), 'Ada');
  await u.type(screen.getByLabelText('Last Name'), 'Obi');
  await u.type(screen.getByLabelText('Password'), 'secret-pass');
}

describe('MerchantSignupPage', () => {
  it('shows Complete Sign Up with the invited email filled in', async () => {
    mockApi({ [PREVIEW]: preview('none') });
    renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    expect(await screen.findByRole('heading', { name: 'Complete Sign Up' })).toBeTruthy();
    expect(((await screen.findByLabelText('Email Address')) as HTMLInputElement).value).toBe(EMAIL);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({ [PREVIEW]: preview('none') });
    const { user: u } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    await u.clear(await screen.findByLabelText('Email Address'));
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(screen.getByText('Last Name is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Password'), '123');
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockApi({ [PREVIEW]: preview('none') });
    const { user: u } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await u.click(screen.getByRole('button', { name: /^show/i }));
    expect(password.type).toBe('text');
    await u.click(screen.getByRole('button', { name: /^hide/i }));
    expect(password.type).toBe('password');
  });

  it('sends the form to the token, signs out whoever was signed in and goes to /login', async () => {
    session.signIn('Bearer someone.else');
    const api = mockApi({
      [PREVIEW]: preview('none'),
      'GET /api/user/me': () => ({ status: 401, body: { error: 'x', code: 'UNAUTHENTICATED' } }),
      [SIGNUP]: () => ({ body: { success: true, message: SIGNED_UP } }),
    });
    const { user: u, router } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(SIGNED_UP)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: EMAIL,
      firstName: 'Ada',
      lastName: 'Obi',
      password: 'secret-pass',
    });
    expect(session.token()).toBeNull();
  });

  it('asks an account that has the email for its password, and sends only that', async () => {
    const api = mockApi({
      [PREVIEW]: preview('password', 'Email'),
      [SIGNUP]: () => ({ body: { success: true, message: 'Your merchant account is ready!' } }),
    });
    const { user: u, router } = renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    expect(
      await screen.findByText(
        'You already have an account with this email. Enter its password to make it your merchant account.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    await u.type(screen.getByLabelText('Password'), 'her-own-pass');
    await u.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: EMAIL,
      password: 'her-own-pass',
    });
  });

  it('tells a social account to sign in with its provider first', async () => {
    mockApi({ [PREVIEW]: preview('social', 'Google') });
    renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    expect(
      await screen.findByText(
        'The account with this email signs in with Google. Please sign in with Google, then open the invitation link again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says why a link no longer works', async () => {
    mockApi({
      [PREVIEW]: () => ({
        status: 400,
        body: {
          error:
            'This invitation has already been used. Please sign in with your email and password.',
          code: 'BUSINESS_RULE',
        },
      }),
    });
    renderPage(<MerchantSignupPage />, { path: PATH, at: LINK });
    expect(
      await screen.findByText(
        'This invitation has already been used. Please sign in with your email and password.',
      ),
    ).toBeTruthy();
  });

  it('stays on the page with the server error under the signup title', async () => {
    mockApi({
      [PREVIEW]: preview('none'),
      [SIGNUP]: () => ({
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

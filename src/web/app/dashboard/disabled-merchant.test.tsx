import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { UserDto } from '#shared/user/user.schemas';

import { session } from '../../lib/session';
import { STORE_CONTACT } from '../../lib/store-contact';
import { makeUser } from '../../test/fixtures';
import { mockApi, renderPage } from '../../test/render';
import { DashboardLayout } from './dashboard-layout';

const DISABLED_TEXTS = [
  'Unfortunately it seems your account has been disabled.',
  'Please contact admin to request access again.',
];

function merchant(isActive: boolean): UserDto {
  return makeUser({
    firstName: 'Ada',
    role: 'ROLE MERCHANT',
    merchant: {
      _id: '0190a0c0-0000-7000-8000-0000000000aa',
      name: 'Ada Obi',
      isActive,
      status: 'Approved',
      brand: '0190a0c0-0000-7000-8000-0000000000bb',
    },
  });
}

/** The layout's routes, signed in with a token; `me` answers GET /api/user/me. */
function layoutAt(at: string, me: () => { status?: number; body: unknown }) {
  session.signIn('Bearer some.token');
  mockApi({ 'GET /api/user/me': me });
  return renderPage(<p>Start</p>, {
    path: '/start',
    at,
    routes: [
      // /support is the dashboard layout over the chat, as in more-routes.tsx.
      {
        path: '/support',
        element: <DashboardLayout />,
        children: [{ index: true, element: <p>The support chat</p> }],
      },
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ path: '*', element: <p>The screen itself</p> }],
      },
      { path: '/login', element: <p>Login page</p> },
      { path: '/contact', element: <p>Contact page</p> },
    ],
  });
}

/** The dashboard layout with a screen under it, and /support, as more-routes.tsx has them. */
function openAs(user: UserDto, at: string) {
  return layoutAt(at, () => ({ body: { user } }));
}

afterEach(() => {
  session.signOut();
  document.head.querySelector('meta[name="store:support-phone"]')?.remove();
});

describe('a disabled merchant', () => {
  it.each(['/dashboard', '/dashboard/product', '/dashboard/orders/customers', '/dashboard/nope'])(
    'sees only the disabled-account screen at %s',
    async (path) => {
      openAs(merchant(false), path);
      expect(await screen.findByRole('heading', { name: 'Hi, Ada' })).toBeTruthy();
      for (const text of DISABLED_TEXTS) expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: /^\+/ }).getAttribute('href')).toMatch(/^tel:/);
      expect(screen.queryByText('The screen itself')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    },
  );

  it('is given the support number the server configured', async () => {
    const meta = document.createElement('meta');
    meta.name = 'store:support-phone';
    meta.content = '+1 (415) 555-0100';
    document.head.append(meta);
    openAs(merchant(false), '/dashboard');
    const phone = await screen.findByRole('link', { name: '+1 (415) 555-0100' });
    expect(phone.getAttribute('href')).toBe('tel:+14155550100');
  });

  it('is given the store number when the page names none', async () => {
    openAs(merchant(false), '/dashboard');
    const phone = await screen.findByRole('link', { name: STORE_CONTACT.phone });
    expect(phone.getAttribute('href')).toBe(STORE_CONTACT.phoneHref);
  });

  it('sees it on /support too, instead of the chat', async () => {
    const { router } = openAs(merchant(false), '/support');
    expect(await screen.findByRole('heading', { name: 'Hi, Ada' })).toBeTruthy();
    expect(screen.getByText(DISABLED_TEXTS[0]!)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/support');
    expect(screen.queryByText('The support chat')).toBeNull();
  });

  it('can sign out from it', async () => {
    const { user: u, router } = openAs(merchant(false), '/dashboard');
    await u.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.token()).toBeNull();
  });
});

describe('an active merchant', () => {
  it('gets the dashboard and its screen', async () => {
    openAs(merchant(true), '/dashboard/product');
    expect(await screen.findByText('The screen itself')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText(DISABLED_TEXTS[0]!)).toBeNull();
  });

  it('gets the support chat on /support', async () => {
    const { router } = openAs(merchant(true), '/support');
    expect(await screen.findByText('The support chat')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/support');
  });
});

describe('a session the server no longer accepts', () => {
  it.each(['/dashboard/product', '/support'])(
    'at %s signs out and goes to /login',
    async (path) => {
      const { router } = layoutAt(path, () => ({
        status: 401,
        body: { error: 'Your session has expired. Please login again.', code: 'UNAUTHENTICATED' },
      }));
      expect(await screen.findByText('Unauthorized Access! Please login again')).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(session.token()).toBeNull();
    },
  );
});

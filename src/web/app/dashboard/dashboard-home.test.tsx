import { screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { DASHBOARD_HOME_STATE, homeScreenPath } from '#shared/site/site-paths';
import type { UserDto } from '#shared/user/user.schemas';

import { session } from '../../lib/session';
import { makeUser } from '../../test/fixtures';
import { mockApi, renderPage } from '../../test/render';
import { DashboardLayout } from './dashboard-layout';

const admin = makeUser({ role: 'ROLE ADMIN' });
const member = makeUser();
const seller = makeUser({
  role: 'ROLE MERCHANT',
  merchant: {
    _id: '0190a0c0-0000-7000-8000-0000000000aa',
    name: 'Ada Obi',
    isActive: true,
    status: 'Approved',
    brand: '0190a0c0-0000-7000-8000-0000000000bb',
  },
});
const merchantWithoutRecord = makeUser({ role: 'ROLE MERCHANT', merchant: null });

/** Signs in, as the sign-in pages do, by going to /dashboard as the dashboard's home or not. */
function SignedIn({ asHome }: { asHome: boolean }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate('/dashboard', asHome ? { state: DASHBOARD_HOME_STATE } : undefined)}
    >
      Go
    </button>
  );
}

function openAs(user: UserDto, asHome: boolean) {
  session.signIn('Bearer some.token');
  mockApi({ 'GET /api/user/me': () => ({ body: { user } }) });
  return renderPage(<SignedIn asHome={asHome} />, {
    path: '/start',
    routes: [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>Account details</p> },
          { path: 'overview', element: <p>The overview</p> },
          { path: 'address', element: <p>The addresses</p> },
        ],
      },
    ],
  });
}

afterEach(() => session.signOut());

describe("the dashboard's home", () => {
  it('is the overview for admins and merchants, account details for members', () => {
    expect(homeScreenPath(admin)).toBe('/dashboard/overview');
    expect(homeScreenPath(seller)).toBe('/dashboard/overview');
    expect(homeScreenPath(member)).toBe('/dashboard');
    expect(homeScreenPath(merchantWithoutRecord)).toBe('/dashboard');
  });

  it('opens the overview for an admin who just signed in, and lists it first', async () => {
    const { user, router } = openAs(admin, true);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('The overview')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/overview');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menu.querySelector('a')?.textContent).toBe('Overview');
  });

  it("keeps account details at /dashboard for an admin's own click, and a member's home", async () => {
    const admins = openAs(admin, false);
    await admins.user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Account details')).toBeTruthy();
    admins.unmount();
    session.signOut();

    const members = openAs(member, true);
    await members.user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Account details')).toBeTruthy();
    await waitFor(() => expect(members.router.state.location.pathname).toBe('/dashboard'));
  });
});

describe("the dashboard's menu on a phone", () => {
  it('names the open screen on its button, and folds again once a screen is chosen', async () => {
    const { user, router } = openAs(member, false);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Account details')).toBeTruthy();
    const button = screen.getByRole('button', { name: /^Menu/ });
    expect(button.textContent).toContain('Account Details');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.className).toContain('hidden');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.className).not.toMatch(/(^| )hidden( |$)/);
    await user.click(screen.getByRole('link', { name: 'Address' }));
    expect(await screen.findByText('The addresses')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/address');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(button.textContent).toContain('Address');
  }, 20_000);
});

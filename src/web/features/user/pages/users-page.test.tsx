import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { UserDto } from '#shared/user/user.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { UsersPage } from './users-page';

const PATH = '/dashboard/users';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada', lastName: 'Obi' });

function listReply(users: UserDto[], page = 1, totalPages = 3, count = 45) {
  return { body: { users, totalPages, currentPage: page, count } };
}

/** Lets the 1000 ms search debounce run out. */
async function passDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(1100));
}

describe('UsersPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each user as a card, the count and the pages', async () => {
    const nameless = makeUser({
      firstName: '',
      lastName: '',
      email: null,
      provider: 'Facebook',
      created: '2026-03-02T23:30:00.000Z',
    });
    const merchant = makeUser({ firstName: 'Tunde', lastName: 'Bello', role: 'ROLE MERCHANT' });
    const api = mockApi({
      'GET /api/user': () => listReply([nameless, merchant]),
    });
    renderDashboardPage(<UsersPage />, { user: admin, path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'N/A' })).closest('article')!;
    expect(within(card).getByText('-')).toBeTruthy();
    expect(within(card).getByText('Facebook')).toBeTruthy();
    expect(within(card).getByText('March 2, 2026')).toBeTruthy();
    expect(within(card).getByText('Member')).toBeTruthy();
    const other = screen.getByRole('heading', { name: 'Tunde Bello' }).closest('article')!;
    expect(within(other).getByText('kwame@example.test')).toBeTruthy();
    expect(within(other).getByText('Merchant')).toBeTruthy();
    expect(screen.getByText('45 users')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/user?page=1&limit=20');
  });

  it('loads the page that is picked', async () => {
    const api = mockApi({
      'GET /api/user': () => listReply([makeUser({ firstName: 'Page' })]),
    });
    const { user: u } = renderDashboardPage(<UsersPage />, { user: admin, path: PATH });
    await u.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(api.calls.map((call) => call.path)).toContain('/api/user?page=2&limit=20');
  });

  it('searches from 2 characters after the pause and hides the pages meanwhile', async () => {
    const found = makeUser({
      firstName: 'Adaeze',
      lastName: 'Nwosu',
      email: 'adaeze@example.test',
    });
    const api = mockApi({
      'GET /api/user': () => listReply([makeUser({ firstName: 'Listed', lastName: 'User' })]),
      'GET /api/user/search': () => ({ body: { users: [found] } }),
    });
    const { user: u } = renderDashboardPage(<UsersPage />, { user: admin, path: PATH });
    await screen.findByRole('heading', { name: 'Listed User' });
    const box = screen.getByPlaceholderText('Type user name or email');

    await u.type(box, 'a');
    await passDebounce();
    expect(api.calls.some((call) => call.path.startsWith('/api/user/search'))).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeTruthy();

    await u.type(box, 'd');
    expect(api.calls.some((call) => call.path.startsWith('/api/user/search'))).toBe(false);
    await passDebounce();
    expect(await screen.findByRole('heading', { name: 'Adaeze Nwosu' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/user/search'))).toEqual([
      { method: 'GET', path: '/api/user/search?search=ad', body: undefined },
    ]);
    expect(screen.queryByRole('heading', { name: 'Listed User' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
    expect(screen.getByText('1 user matching “ad”')).toBeTruthy();

    await u.type(box, '{Backspace}');
    expect(await screen.findByRole('heading', { name: 'Listed User' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeTruthy();
  });

  it('says so when no user matches', async () => {
    mockApi({
      'GET /api/user': () => listReply([makeUser()]),
      'GET /api/user/search': () => ({ body: { users: [] } }),
    });
    const { user: u } = renderDashboardPage(<UsersPage />, { user: admin, path: PATH });
    await u.type(screen.getByPlaceholderText('Type user name or email'), 'zz');
    await passDebounce();
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('is not there for members and merchants, and asks for nothing', () => {
    const api = mockApi({});
    for (const role of ['ROLE MEMBER', 'ROLE MERCHANT'] as const) {
      const { unmount } = renderDashboardPage(<UsersPage />, {
        user: makeUser({ role }),
        path: PATH,
      });
      expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
      unmount();
    }
    expect(api.calls).toHaveLength(0);
  });
});

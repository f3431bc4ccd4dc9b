import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { UsersPage } from './users-page';

// The user table's role and email filters in the URL (decision 0044).

const PATH = '/dashboard/users';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada', lastName: 'Obi' });

describe('UsersPage filters', () => {
  it('sends the role and status of the URL, and a change goes back to page 1', async () => {
    const api = mockApi({
      'GET /api/user': () => ({
        body: { users: [makeUser()], totalPages: 2, currentPage: 2, count: 21 },
      }),
    });
    renderDashboardPage(<UsersPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?role=ROLE%20MERCHANT&page=2`,
    });
    expect(await screen.findByText('21 users')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/user?role=ROLE+MERCHANT&page=2&limit=20');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('ROLE MERCHANT');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'unverified' } });
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        '/api/user?role=ROLE+MERCHANT&status=unverified&page=1&limit=20',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/user?page=1&limit=20'));
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('');
  });
});

// The search and the sort in the URL (decision 0048): reload, Back and a shared link keep them.
describe('UsersPage search and sort in the URL', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the settled search in the URL and keeps it on reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const found = makeUser({ firstName: 'Adaeze', lastName: 'Nwosu' });
    const api = mockApi({
      'GET /api/user': () => ({
        body: {
          users: [makeUser({ firstName: 'Listed' })],
          totalPages: 1,
          currentPage: 1,
          count: 1,
        },
      }),
      'GET /api/user/search': () => ({ body: { users: [found] } }),
    });
    const { router, unmount, user } = renderDashboardPage(<UsersPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?role=ROLE%20MEMBER`,
    });
    await screen.findByText('1 user');
    await user.type(screen.getByPlaceholderText('Type user name or email'), 'ada');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByRole('heading', { name: 'Adaeze Nwosu' })).toBeTruthy();
    expect(router.state.location.search).toBe('?role=ROLE+MEMBER&q=ada');

    // A reload (or a shared link): the search is on at once, without typing or waiting.
    const address = router.state.location.pathname + router.state.location.search;
    unmount();
    const searches = () => api.calls.filter((c) => c.path.startsWith('/api/user/search'));
    const before = searches().length;
    const again = renderDashboardPage(<UsersPage />, { user: admin, path: PATH, at: address });
    expect(await screen.findByRole('heading', { name: 'Adaeze Nwosu' })).toBeTruthy();
    expect((screen.getByPlaceholderText('Type user name or email') as HTMLInputElement).value).toBe(
      'ada',
    );
    expect(searches().slice(before)).toEqual([
      { method: 'GET', path: '/api/user/search?search=ada', body: undefined },
    ]);
    expect(screen.getByText('1 user matching “ada”')).toBeTruthy();
    // The list's own request leaves the search to the spec's.
    expect(api.calls.filter((c) => c.path.startsWith('/api/user?')).at(-1)?.path).toBe(
      '/api/user?role=ROLE+MEMBER&page=1&limit=20',
    );
    again.unmount();
  });

  it('goes back to the previous search with Back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/user': () => ({
        body: {
          users: [makeUser({ firstName: 'Listed', lastName: 'User' })],
          totalPages: 1,
          currentPage: 1,
          count: 1,
        },
      }),
      'GET /api/user/search': () => ({
        body: { users: [makeUser({ firstName: 'Found', lastName: 'One' })] },
      }),
    });
    const { router } = renderDashboardPage(<UsersPage />, {
      user: admin,
      path: PATH,
      from: PATH,
      at: `${PATH}?q=found`,
    });
    expect(await screen.findByRole('heading', { name: 'Found One' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Listed User' })).toBeTruthy();
    expect((screen.getByPlaceholderText('Type user name or email') as HTMLInputElement).value).toBe(
      '',
    );
    // The box settling on the empty search does not bring the old search back.
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(router.state.location.search).toBe('');
  });

  it('sorts by a clicked header, with aria-sort on it', async () => {
    const api = mockApi({
      'GET /api/user': () => ({
        body: { users: [makeUser()], totalPages: 1, currentPage: 1, count: 1 },
      }),
    });
    renderDashboardPage(<UsersPage />, { user: admin, path: PATH });
    await screen.findByText('1 user');
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/api/user?sort=email&dir=asc&page=1&limit=20'),
    );
    expect(screen.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(
      screen.getByRole('columnheader', { name: 'Joined' }).getAttribute('aria-sort'),
    ).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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

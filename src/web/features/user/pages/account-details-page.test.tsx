import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AccountDetailsPage } from './account-details-page';

const PROFILE_UPDATED = 'Your profile is successfully updated!';

describe('AccountDetailsPage', () => {
  it('shows the email, the role badge and the profile filled in', () => {
    const user = makeUser({ phoneNumber: '+234 803 123 4567' });
    renderDashboardPage(<AccountDetailsPage />, { user });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Details' })).toBeTruthy();
    expect(screen.getByText('kwame@example.test')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Kwame');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Mensah');
    expect(screen.getByLabelText<HTMLInputElement>('Phone Number').value).toBe('+234 803 123 4567');
  });

  it('says which provider a social account signs in with instead of the email', () => {
    const user = makeUser({ provider: 'Google', role: 'ROLE ADMIN', email: 'ada@gmail.test' });
    renderDashboardPage(<AccountDetailsPage />, { user });
    expect(screen.getByText('Logged in With Google')).toBeTruthy();
    expect(screen.queryByText('ada@gmail.test')).toBeNull();
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderDashboardPage(<AccountDetailsPage />, { user: makeUser() });
    await u.clear(screen.getByLabelText('First Name'));
    await u.clear(screen.getByLabelText('Last Name'));
    await u.type(screen.getByLabelText('Phone Number'), 'call me');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First Name is required.')).toBeTruthy();
    expect(screen.getByText('Last Name is required.')).toBeTruthy();
    expect(screen.getByText('Phone number format is invalid.')).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends only the profile, shows the server message and updates the cached user', async () => {
    const user = makeUser();
    const updated = { ...user, firstName: 'Kofi', phoneNumber: '+234 803 123 4567' };
    const api = mockApi({
      'PUT /api/user': () => ({ body: { success: true, message: PROFILE_UPDATED, user: updated } }),
    });
    const { user: u, queryClient } = renderDashboardPage(<AccountDetailsPage />, { user });
    await u.clear(screen.getByLabelText('First Name'));
    await u.type(screen.getByLabelText('First Name'), '  Kofi ');
    await u.type(screen.getByLabelText('Phone Number'), '+234 803 123 4567');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PROFILE_UPDATED)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({
      // Typed with spaces, sent as the store keeps it (E.164).
      profile: { firstName: 'Kofi', lastName: 'Mensah', phoneNumber: '+2348031234567' },
    });
    await waitFor(() => expect(queryClient.getQueryData(['user', 'me'])).toEqual(updated));
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Kofi');
  });

  it('shows the server error with the default title', async () => {
    mockApi({
      'PUT /api/user': () => ({
        status: 400,
        body: { error: 'Your profile could not be saved.', code: 'BUSINESS_RULE' },
      }),
    });
    const { user: u } = renderDashboardPage(<AccountDetailsPage />, { user: makeUser() });
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please Try Again!')).toBeTruthy();
    expect(screen.getByText('Your profile could not be saved.')).toBeTruthy();
  });
});

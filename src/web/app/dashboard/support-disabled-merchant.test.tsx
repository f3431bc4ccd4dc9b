import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DASHBOARD_SCREENS } from '#shared/site/site-paths';
import type { UserDto } from '#shared/user/user.schemas';

import { session } from '../../lib/session';
import { makeUser } from '../../test/fixtures';
import { mockApi, renderPage } from '../../test/render';
import { endChat } from '../../features/chat/api/chat-connection';
import { useFakeSockets } from '../../features/chat/test/fake-socket';
import { SupportPage } from '../../features/chat/pages/support-page';
import { DashboardLayout } from './dashboard-layout';
import { RoleGate } from './role-gate';

function merchant(isActive: boolean): UserDto {
  return makeUser({
    _id: '44444444-4444-4444-8444-444444444444',
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

afterEach(() => {
  endChat();
  session.signOut();
});

describe('a merchant disabled while on /support', () => {
  it('is refused by the chat, the profile is loaded again and the disabled screen shown', async () => {
    const sockets = useFakeSockets();
    session.signIn('Bearer merchant-token');
    // Active when the page opens; disabled by the time the chat refuses the handshake.
    let active = true;
    const { calls } = mockApi({ 'GET /api/user/me': () => ({ body: { user: merchant(active) } }) });
    // /support as more-routes.tsx has it: the dashboard layout over the gated chat page.
    renderPage(<p>Start</p>, {
      path: '/start',
      at: '/support',
      routes: [
        {
          path: '/support',
          element: <DashboardLayout />,
          children: [
            {
              index: true,
              element: (
                <RoleGate screen={DASHBOARD_SCREENS.support}>
                  <SupportPage />
                </RoleGate>
              ),
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Not connected.')).toBeTruthy();
    const socket = sockets.at(-1)!;
    expect(socket.tokens).toEqual(['Bearer merchant-token']);

    active = false;
    act(() =>
      socket.serverSends(
        'connect_error',
        Object.assign(new Error('Your merchant account is disabled.'), {
          data: { code: 'FORBIDDEN' },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Hi, Ada' })).toBeTruthy();
    expect(screen.getByText('Unfortunately it seems your account has been disabled.')).toBeTruthy();
    expect(screen.queryByText('Not connected.')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/user/me')).toHaveLength(2);
    // The refused socket is closed, not retried.
    expect(socket.disconnected).toBe(true);
    expect(socket.reconnects).toBe(0);
  });
});

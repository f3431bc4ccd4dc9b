import { useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';

import { ROLE_BADGES } from '#shared/common/constants';
import { DASHBOARD_SCREENS, homeScreenPath, isDashboardHomeState } from '#shared/site/site-paths';

import { PageLoader } from '../../components/ui/spinner';
import type { DashboardContext } from '../../components/admin/dashboard-user';
import { cn } from '../../lib/cn';
import { useHandleQueryError } from '../../lib/use-handle-query-error';
import { useMe } from '../../features/auth/api/auth.queries';
import { useChatUnreadTotal } from '../../features/chat/api/use-chat';
import { menuFor, isDisabledMerchant, screenAt } from './dashboard-menu';
import { DisabledMerchant } from './disabled-merchant';

/** The dashboard shell: the role's menu on the left, the screen on the right. */
export function DashboardLayout() {
  const me = useMe();
  const location = useLocation();
  // On a phone the menu folds behind a button that names the open screen; opened on one
  // screen, it folds again once another is chosen.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.pathname;
  const menuId = useId();
  // A token the server no longer accepts (a disabled merchant's, a password changed elsewhere)
  // signs out and goes to /login instead of leaving the dashboard unloaded.
  useHandleQueryError(me.error);
  // The Support entry's badge: the tab's chat socket, shared with the support page.
  const unread = useChatUnreadTotal(
    me.data && !isDisabledMerchant(me.data) ? me.data._id : undefined,
  );
  if (!me.data) {
    return me.isError ? (
      <div className="container-page py-20 text-center text-muted">
        Your account could not be loaded. Please try again.
      </div>
    ) : (
      <PageLoader label="Loading your account" />
    );
  }
  const user = me.data;
  if (isDisabledMerchant(user)) return <DisabledMerchant firstName={user.firstName} />;
  // Signed in just now: the home screen of the user's role (the overview for sellers).
  const home = homeScreenPath(user);
  if (
    location.pathname === DASHBOARD_SCREENS.account.path &&
    isDashboardHomeState(location.state) &&
    home !== location.pathname
  ) {
    return <Navigate to={home} replace />;
  }
  const menu = menuFor(user);
  const current = screenAt(location.pathname);

  return (
    <div className="container-page py-10">
      <div className="grid gap-10 lg:grid-cols-[15rem_1fr]">
        <aside className="min-w-0">
          <p className="text-xs uppercase tracking-[0.2em] text-muted">
            {ROLE_BADGES[user.role]} account
          </p>
          <p className="mt-1 font-display text-2xl font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <nav aria-label="Dashboard" className="mt-6">
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setOpenAt(menuOpen ? null : location.pathname)}
              className="flex h-12 w-full items-center justify-between gap-3 border border-line px-4 text-left text-sm lg:hidden"
            >
              <span className="min-w-0">
                <span className="text-muted">Menu</span>
                <span aria-hidden="true" className="mx-2 text-muted">
                  ·
                </span>
                <span className="font-medium text-ink" data-testid="dashboard-menu-current">
                  {current?.title ?? 'Dashboard'}
                </span>
              </span>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={cn('size-4 shrink-0 transition-transform', menuOpen && 'rotate-180')}
              >
                <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
            <ul
              id={menuId}
              className={cn(
                'mt-2 flex-col gap-1 border-b border-line pb-2 lg:mt-0 lg:flex lg:border-b-0 lg:pb-0',
                menuOpen ? 'flex' : 'hidden',
              )}
            >
              {menu.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    end={entry.to === DASHBOARD_SCREENS.account.path}
                    className={({ isActive }) =>
                      cn(
                        'block whitespace-nowrap border-l-2 px-4 py-2.5 text-sm transition-colors',
                        isActive
                          ? 'border-ink bg-sand font-medium text-ink'
                          : 'border-transparent text-ink-soft hover:bg-sand/60 hover:text-ink',
                      )
                    }
                  >
                    {entry.label}
                    {entry.to === DASHBOARD_SCREENS.support.path && unread > 0 ? (
                      <>
                        <span
                          aria-hidden="true"
                          data-testid="support-unread"
                          className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white"
                        >
                          {unread}
                        </span>
                        <span className="sr-only">, {unread} unread</span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section className="min-w-0">
          <Outlet context={{ user } satisfies DashboardContext} />
        </section>
      </div>
    </div>
  );
}

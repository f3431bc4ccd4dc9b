import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { DASHBOARD_HOME_STATE } from '#shared/site/site-paths';

import { useIsSignedIn } from '../../../lib/session';

/** /dashboard and /support: guests go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Login, sign-up, forgot and reset password send a signed-in user to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) return <Navigate to="/dashboard" replace state={DASHBOARD_HOME_STATE} />;
  return children;
}

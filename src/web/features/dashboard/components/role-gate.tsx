import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';

import { canOpen } from '../dashboard-menu';
import { DashboardNotFound } from './dashboard-not-found';
import type { DashboardContext } from './dashboard-layout';

/** A dashboard screen the user's role does not have shows the shell's not-found screen. */
export function RoleGate({ to, children }: { to: string; children: ReactNode }) {
  const { user } = useOutletContext<DashboardContext>();
  if (!canOpen(user, to)) return <DashboardNotFound />;
  return children;
}

export function useDashboardUser() {
  return useOutletContext<DashboardContext>().user;
}

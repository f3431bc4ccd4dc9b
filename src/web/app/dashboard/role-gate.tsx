import type { ReactNode } from 'react';

import { canOpenScreen, type DashboardScreen } from '#shared/site/site-paths';

import { useDashboardUser } from '../../components/admin/dashboard-user';
import { DashboardNotFound } from './dashboard-not-found';

/** A dashboard screen the user's role does not have shows the shell's not-found screen. */
export function RoleGate({ screen, children }: { screen: DashboardScreen; children: ReactNode }) {
  const user = useDashboardUser();
  if (!canOpenScreen(user, screen)) return <DashboardNotFound />;
  return children;
}

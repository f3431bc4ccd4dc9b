import { useOutletContext } from 'react-router';

import type { UserDto } from '#shared/user/user.schemas';

/** What the dashboard's layout hands its screens through the outlet. */
export interface DashboardContext {
  user: UserDto;
}

/** The signed-in account, as the dashboard's layout loaded it. */
export function useDashboardUser(): UserDto {
  return useOutletContext<DashboardContext>().user;
}

import { matchPath } from 'react-router';

import { canOpenScreen, DASHBOARD_SCREENS, type DashboardScreen } from '#shared/site/site-paths';
import type { UserDto } from '#shared/user/user.schemas';

export interface MenuEntry {
  label: string;
  to: string;
}

/** The screens with a menu entry, in the table's order (dashboard spec section 6). */
const MENU = (Object.values(DASHBOARD_SCREENS) as DashboardScreen[]).filter(
  (screen): screen is DashboardScreen & { menuLabel: string } => screen.menuLabel !== undefined,
);

export function menuFor(user: Pick<UserDto, 'role' | 'provider' | 'merchant'>): MenuEntry[] {
  return MENU.filter((screen) => canOpenScreen(user, screen)).map((screen) => ({
    label: screen.menuLabel,
    to: screen.path,
  }));
}

const SCREENS = Object.values(DASHBOARD_SCREENS) as DashboardScreen[];

/** The screen open at `pathname` (its title names it on the phone's menu button), if any. */
export function screenAt(pathname: string): DashboardScreen | undefined {
  return SCREENS.find((screen) => matchPath(screen.path, pathname));
}

/** A merchant whose merchant account was disabled sees only the disabled-account screen. */
export function isDisabledMerchant(user: Pick<UserDto, 'role' | 'merchant'>): boolean {
  return user.role === 'ROLE MERCHANT' && user.merchant !== null && !user.merchant.isActive;
}

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

/** A merchant whose merchant account was disabled sees only the disabled-account screen. */
export function isDisabledMerchant(user: Pick<UserDto, 'role' | 'merchant'>): boolean {
  return user.role === 'ROLE MERCHANT' && user.merchant !== null && !user.merchant.isActive;
}

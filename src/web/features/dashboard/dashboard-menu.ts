import type { Role } from '#shared/common/constants';
import type { UserDto } from '#shared/user/user.schemas';

export interface MenuEntry {
  label: string;
  to: string;
  roles: readonly Role[];
  /** Shown only to accounts that sign in with email and password. */
  isEmailOnly?: boolean;
  /** A merchant sees it only with a merchant record. */
  needsMerchantRecord?: boolean;
  /** False until the screen exists; hidden meanwhile. */
  isAvailable: boolean;
}

const ALL: readonly Role[] = ['ROLE ADMIN', 'ROLE MERCHANT', 'ROLE MEMBER'];
const ADMIN: readonly Role[] = ['ROLE ADMIN'];
const SELLERS: readonly Role[] = ['ROLE ADMIN', 'ROLE MERCHANT'];

/** The dashboard menu of dashboard spec section 6, in its order. */
export const DASHBOARD_MENU: readonly MenuEntry[] = [
  { label: 'Account Details', to: '/dashboard', roles: ALL, isAvailable: true },
  {
    label: 'Account Security',
    to: '/dashboard/security',
    roles: ALL,
    isEmailOnly: true,
    isAvailable: true,
  },
  { label: 'Address', to: '/dashboard/address', roles: ALL, isAvailable: true },
  {
    label: 'Products',
    to: '/dashboard/product',
    roles: SELLERS,
    needsMerchantRecord: true,
    isAvailable: true,
  },
  { label: 'Categories', to: '/dashboard/category', roles: ADMIN, isAvailable: true },
  {
    label: 'Brand',
    to: '/dashboard/brand',
    roles: SELLERS,
    needsMerchantRecord: true,
    isAvailable: true,
  },
  { label: 'Users', to: '/dashboard/users', roles: ADMIN, isAvailable: true },
  { label: 'Merchants', to: '/dashboard/merchant', roles: ADMIN, isAvailable: false },
  { label: 'Orders', to: '/dashboard/orders', roles: ALL, isAvailable: true },
  { label: 'Reviews', to: '/dashboard/review', roles: ADMIN, isAvailable: true },
  { label: 'WishList', to: '/dashboard/wishlist', roles: ALL, isAvailable: true },
  { label: 'Support', to: '/support', roles: ALL, isAvailable: false },
];

/** A merchant without a merchant record gets the member menu. */
function effectiveRole(user: Pick<UserDto, 'role' | 'merchant'>): Role {
  return user.role === 'ROLE MERCHANT' && !user.merchant ? 'ROLE MEMBER' : user.role;
}

export function menuFor(user: Pick<UserDto, 'role' | 'provider' | 'merchant'>): MenuEntry[] {
  const role = effectiveRole(user);
  return DASHBOARD_MENU.filter(
    (entry) =>
      entry.isAvailable &&
      entry.roles.includes(role) &&
      (!entry.isEmailOnly || user.provider === 'Email'),
  );
}

/** Whether the user may open a dashboard path (the server enforces the same on the data). */
export function canOpen(
  user: Pick<UserDto, 'role' | 'provider' | 'merchant'>,
  to: string,
): boolean {
  return menuFor(user).some((entry) => entry.to === to);
}

/** A merchant whose merchant account was disabled sees only the disabled-account screen. */
export function isDisabledMerchant(user: Pick<UserDto, 'role' | 'merchant'>): boolean {
  return user.role === 'ROLE MERCHANT' && user.merchant !== null && !user.merchant.isActive;
}

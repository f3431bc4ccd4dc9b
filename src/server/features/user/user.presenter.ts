import type { UserDto } from '#shared/user/user.schemas';

import type { UserRow } from './user.table';

/**
 * The seller part of a profile (`merchant` on the wire), which the accounts do not hold: the
 * feature that links accounts to sellers gives it, through `AccountSellerLinks`.
 */
export type AccountSeller = NonNullable<UserDto['merchant']>;

/** The only shape in which a user leaves the server: no hash, no token fields, no provider ids. */
export function presentUser(user: UserRow, seller: AccountSeller | null): UserDto {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    phoneNumber: user.phoneNumber,
    provider: user.provider,
    role: user.role,
    avatar: user.avatar,
    merchant: seller,
    created: user.created.toISOString(),
  };
}

import type { UserDto } from '#shared/user/user.schemas';

import type { UserWithMerchant } from './user.repository';

/** The only shape in which a user leaves the server: no hash, no token fields, no provider ids. */
export function presentUser({ user, merchant, brandId }: UserWithMerchant): UserDto {
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
    merchant: merchant
      ? {
          _id: merchant.id,
          name: merchant.name,
          isActive: merchant.isActive,
          status: merchant.status,
          brand: brandId,
        }
      : null,
    created: user.created.toISOString(),
  };
}

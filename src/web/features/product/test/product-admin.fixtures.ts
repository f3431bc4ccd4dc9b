import type { BrandRef } from '#shared/product/product.schemas';
import type { ProductAdminDto } from '#shared/product/product-admin.schemas';
import type { UserDto } from '#shared/user/user.schemas';

import { makeProduct, makeUser } from '../../../test/fixtures';

export const HOUSE_BRAND = { _id: '0190a0c0-0000-7000-8000-0000000b0001', name: 'Agbada' };
export const MERCHANT_BRAND = {
  _id: '0190a0c0-0000-7000-8000-0000000b0002',
  name: 'Bakare Tailoring',
};

/** A product as GET /api/product sends it: its brand with its state and merchant. */
export function makeAdminProduct(
  overrides: Partial<Omit<ProductAdminDto, 'brand'>> & {
    brand?: Partial<NonNullable<ProductAdminDto['brand']>> | null;
  } = {},
): ProductAdminDto {
  const { brand, ...rest } = overrides;
  const { isLiked: _isLiked, brand: base, ...product } = makeProduct(rest);
  const ref: BrandRef = base ?? { _id: HOUSE_BRAND._id, name: HOUSE_BRAND.name, slug: 'agbada' };
  return {
    ...product,
    brand:
      brand === null
        ? null
        : { ...ref, _id: HOUSE_BRAND._id, isActive: true, merchant: null, ...brand },
  };
}

export const admin: UserDto = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada', lastName: 'Obi' });

export const merchant: UserDto = makeUser({
  role: 'ROLE MERCHANT',
  firstName: 'Tunde',
  lastName: 'Bakare',
  merchant: {
    _id: '0190a0c0-0000-7000-8000-0000000a0001',
    name: 'Tunde Bakare',
    isActive: true,
    status: 'Approved',
    // As /api/user/me sends it: the brand comes from the brand select list.
    brand: null,
  },
});

export const member: UserDto = makeUser();

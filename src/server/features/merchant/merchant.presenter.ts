import type { MerchantDto } from '#shared/merchant/merchant.schemas';

import type { MerchantRow } from './merchant.table';

export function presentMerchant(row: MerchantRow): MerchantDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    brandName: row.brandName,
    business: row.business,
    created: row.created.toISOString(),
    status: row.status,
    isActive: row.isActive,
  };
}

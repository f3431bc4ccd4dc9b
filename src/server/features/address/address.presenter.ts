import type { AddressDto } from '#shared/address/address.schemas';

import type { AddressRow } from './address.table';

export function presentAddress(row: AddressRow): AddressDto {
  return {
    _id: row.id,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    isDefault: row.isDefault,
    created: row.created.toISOString(),
  };
}

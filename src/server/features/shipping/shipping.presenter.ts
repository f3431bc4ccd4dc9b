import { centsToDollars } from '#shared/common/money';
import type { ShippingOptionDto, ShippingZoneDto } from '#shared/shipping/shipping.schemas';

import type { ShippingOptionRow, ShippingZoneRow } from './shipping.table';

export function presentOption(row: ShippingOptionRow): ShippingOptionDto {
  return {
    _id: row.id,
    zoneId: row.zoneId,
    name: row.name,
    estimate: row.estimate,
    minDays: row.minDays,
    maxDays: row.maxDays,
    flatFee: centsToDollars(row.flatCents),
    perItemFee: centsToDollars(row.perItemCents),
    freeFrom: row.freeFromCents === null ? null : centsToDollars(row.freeFromCents),
    position: row.position,
    active: row.active,
  };
}

export function presentZone(
  zone: ShippingZoneRow,
  options: readonly ShippingOptionRow[],
): ShippingZoneDto {
  return {
    _id: zone.id,
    name: zone.name,
    countries: zone.countries,
    restOfWorld: zone.countries.length === 0,
    options: options.filter((option) => option.zoneId === zone.id).map(presentOption),
  };
}

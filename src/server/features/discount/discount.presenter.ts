import { centsToDollars } from '#shared/common/money';
import { discountStateOf, type DiscountCodeDto } from '#shared/discount/discount.schemas';

import type { DiscountCodeWithBrand } from './discount.repository';

/** A code as the dashboard reads it: dollars and ISO moments on the wire, its state today. */
export function presentDiscount(row: DiscountCodeWithBrand, now: Date): DiscountCodeDto {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value:
      row.type === 'percentage' ? (row.percentOff ?? 0) : centsToDollars(row.amountOffCents ?? 0),
    minSubtotal: centsToDollars(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    uses: row.uses,
    isActive: row.isActive,
    state: discountStateOf(row, now),
    brand: row.brandId ? { _id: row.brandId, name: row.brandName ?? '' } : null,
    created: row.created.toISOString(),
  };
}

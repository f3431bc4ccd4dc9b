import type { MerchantDto, MerchantEventDto } from '#shared/merchant/merchant.schemas';

import type { MerchantEventRow } from './merchant-event.table';
import type { MerchantRow } from './merchant.table';

/** What a card shows beside the merchant's own columns. */
export interface MerchantExtras {
  brand: { id: string; name: string; slug: string; isActive: boolean } | null;
  hasAccount: boolean;
  history: ReadonlyArray<{ event: MerchantEventRow; actorName: string | null }>;
}

function presentEvent({ event, actorName }: MerchantExtras['history'][number]): MerchantEventDto {
  const note = event.details.note;
  return {
    action: event.action,
    by: actorName,
    created: event.created.toISOString(),
    note: typeof note === 'string' ? note : '',
  };
}

export function presentMerchant(row: MerchantRow, extras: MerchantExtras): MerchantDto {
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
    brand: extras.brand
      ? {
          _id: extras.brand.id,
          name: extras.brand.name,
          slug: extras.brand.slug,
          isActive: extras.brand.isActive,
        }
      : null,
    hasAccount: extras.hasAccount,
    history: extras.history.map(presentEvent),
  };
}

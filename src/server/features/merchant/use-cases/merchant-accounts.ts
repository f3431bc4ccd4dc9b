import type { AccountSellerLinks } from '../../user/user-accounts.service';
import * as repo from '../merchant.repository';
import type { MerchantRow } from '../merchant.table';

function asSeller({ merchant, brandId }: { merchant: MerchantRow; brandId: string | null }) {
  return {
    _id: merchant.id,
    name: merchant.name,
    isActive: merchant.isActive,
    status: merchant.status,
    brand: brandId,
  };
}

/**
 * The merchant an account stands for, as the accounts ask for it (the profile's `merchant`, the
 * actor's merchant id): the merchants table points at its account, the account knows nothing.
 */
export const merchantAccounts: AccountSellerLinks = {
  async ofAccount(db, userId) {
    const found = await repo.findMerchantOfAccount(db, userId);
    return found ? asSeller(found) : null;
  },
  async ofAccounts(db, userIds) {
    const rows = await repo.merchantsOfAccounts(db, userIds);
    return new Map(rows.map((row) => [row.merchant.userId ?? '', asSeller(row)]));
  },
};

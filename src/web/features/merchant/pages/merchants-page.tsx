import { MerchantDirectory } from '../components/merchant-directory';

/** /dashboard/merchant: admins only (the route's gate). */
export function MerchantsPage() {
  return <MerchantDirectory />;
}

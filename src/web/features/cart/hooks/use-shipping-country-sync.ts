import { useEffect } from 'react';

import { useFirstAddressCountry } from '../api/cart.queries';
import { cart } from '../api/cart-store';

/** Keeps the cart's shipping fee on the rule of the signed-in shopper's first address. */
export function useShippingCountrySync(): void {
  const country = useFirstAddressCountry();
  useEffect(() => cart.setShippingCountry(country), [country]);
}

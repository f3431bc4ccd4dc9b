import { useQuery } from '@tanstack/react-query';

import type { AddressDto } from '#shared/address/address.schemas';

import { api } from '../../../lib/api-client';
import { useIsSignedIn } from '../../../lib/session';
import { addressKeys } from '../../address/api/address.keys';

/**
 * Under the address feature's list key, so that adding, editing or deleting an address (which
 * invalidates that key) refreshes the shipping rule too.
 */
export const shippingAddressKey = [...addressKeys.list(), 'first-country'] as const;

/**
 * GET /api/address (signed in only): the country of the address a checkout delivers to when
 * none is chosen (the default saved address, else the first) drives the bag's shipping fee.
 * Read without runtime parsing: the cart is in every page's first load, zod is not.
 */
export function useFirstAddressCountry(): string | null {
  const isSignedIn = useIsSignedIn();
  const query = useQuery({
    queryKey: shippingAddressKey,
    queryFn: ({ signal }) =>
      api
        .get<{
          addresses?: Array<Pick<AddressDto, 'country' | 'isDefault'>>;
        }>('/address', undefined, signal)
        .then((answer) => {
          const saved = Array.isArray(answer.addresses) ? answer.addresses : [];
          const chosen = saved.find((address) => address.isDefault === true) ?? saved[0];
          return typeof chosen?.country === 'string' ? chosen.country : null;
        }),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return isSignedIn ? (query.data ?? null) : null;
}

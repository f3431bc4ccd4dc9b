import { useMutation, useQuery } from '@tanstack/react-query';

import { OrderDetailResponseSchema } from '#shared/order/order-read.schemas';

import { api } from '../../../lib/api-client';

/** POST /api/order/guest: the order of a guest's mailed link (the token in a body, decision 0056). */
export function useGuestOrder(token: string) {
  return useQuery({
    queryKey: ['order', 'guest', token],
    queryFn: async () =>
      (await api.post('/order/guest', { token }, OrderDetailResponseSchema)).order,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /api/order/lookup: a guest's order by its number and the email it was bought with. */
export function useOrderLookup() {
  return useMutation({
    mutationFn: async (body: { number: string; email: string }) =>
      (await api.post('/order/lookup', body, OrderDetailResponseSchema)).order,
  });
}

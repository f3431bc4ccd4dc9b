import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  DiscountDetailResponseSchema,
  DiscountListResponseSchema,
  DiscountResponseSchema,
  type DiscountCodeBody,
  type DiscountCodeInput,
} from '#shared/discount/discount.schemas';

import { api } from '../../../lib/api-client';

export const discountAdminKeys = {
  all: ['discounts'] as const,
  list: (page: number, filters: string) =>
    [...discountAdminKeys.all, 'list', page, filters] as const,
  detail: (id: string) => [...discountAdminKeys.all, 'detail', id] as const,
};

/** GET /api/discount: a page of codes (an admin: all; a merchant: its brand's), filtered. */
export function useDiscounts(page: number, filters: string) {
  return useQuery({
    queryKey: discountAdminKeys.list(page, filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(filters);
      query.set('page', String(page));
      return api.get(`/discount?${query}`, DiscountListResponseSchema, signal);
    },
    placeholderData: (previous) => previous,
  });
}

export function useDiscount(id: string) {
  return useQuery({
    queryKey: discountAdminKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/discount/${encodeURIComponent(id)}`, DiscountDetailResponseSchema, signal)
        .then((answer) => answer.discount),
    retry: false,
  });
}

/** Every write refreshes the lists and the code's own screen. */
function useDiscountMutation<Vars>(request: (vars: Vars) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountAdminKeys.all }),
  });
}

export function useAddDiscount() {
  return useDiscountMutation((body: DiscountCodeInput | DiscountCodeBody) =>
    api.post('/discount/add', body, DiscountResponseSchema),
  );
}

export function useUpdateDiscount(id: string) {
  return useDiscountMutation((body: DiscountCodeInput | DiscountCodeBody) =>
    api.put(`/discount/${encodeURIComponent(id)}`, body, DiscountResponseSchema),
  );
}

export function useSetDiscountActive() {
  return useDiscountMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.put(`/discount/${encodeURIComponent(id)}/active`, { isActive }, DiscountResponseSchema),
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { LIMITS } from '#shared/common/constants';
import {
  MerchantActionResponseSchema,
  MerchantApplicationResponseSchema,
  MerchantDeleteResponseSchema,
  MerchantListResponseSchema,
  MerchantSearchResponseSchema,
  type MerchantActiveBody,
  type MerchantApplicationBody,
} from '#shared/merchant/merchant.schemas';

import { api } from '../../../lib/api-client';
import { brandAdminKeys } from '../../brand/api/brand-admin.queries';
import { brandKeys } from '../../brand/api/brand.queries';
import { userKeys } from '../../user/api/user.queries';

export const merchantKeys = {
  /** The admin's merchants: every page and every search. */
  all: ['merchant'] as const,
  list: (page: number) => [...merchantKeys.all, 'list', page] as const,
  search: (term: string) => [...merchantKeys.all, 'search', term] as const,
};

function merchantPath(id: string): string {
  return encodeURIComponent(id);
}

function postApplication(body: MerchantApplicationBody) {
  return api.post('/merchant/add', body, MerchantApplicationResponseSchema);
}

/** POST /api/merchant/add: answers with the message to show and the stored application. */
export function useApplyToSell() {
  return useMutation({ mutationFn: postApplication });
}

/** The admin's Add Merchant form: the same call as /sell; the merchants list loads again. */
export function useAddMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantKeys.all }),
  });
}

/** GET /api/merchant (admin): one page of merchants, 20 a page. */
export function useMerchants(page: number) {
  return useQuery({
    queryKey: merchantKeys.list(page),
    queryFn: ({ signal }) =>
      api.get(
        `/merchant?page=${page}&limit=${LIMITS.dashboardPageSize}`,
        MerchantListResponseSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/merchant/search: by email, phone number, brand or status; only from 2 characters. */
export function useMerchantSearch(term: string) {
  return useQuery({
    queryKey: merchantKeys.search(term),
    queryFn: ({ signal }) =>
      api
        .get(
          `/merchant/search?search=${encodeURIComponent(term)}`,
          MerchantSearchResponseSchema,
          signal,
        )
        .then((r) => r.merchants),
    enabled: term.length >= LIMITS.dashboardSearchMin,
  });
}

/**
 * After a merchant action: the merchants (pages and searches) load again. An approval makes a
 * brand and may turn an account into a merchant's; disabling and deleting switch the brand off or
 * remove it: the brands and users already cached are marked stale, fetched again when next shown.
 */
function useAfterMerchantAction() {
  const queryClient = useQueryClient();
  return async () => {
    for (const queryKey of [brandAdminKeys.all, brandKeys.all, userKeys.all]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
    await queryClient.invalidateQueries({ queryKey: merchantKeys.all });
  };
}

/** PUT /api/merchant/approve/{id}: Approve, and Re-Approve of a rejected merchant. */
export function useApproveMerchant() {
  const after = useAfterMerchantAction();
  return useMutation({
    mutationFn: (id: string) =>
      api.put(`/merchant/approve/${merchantPath(id)}`, undefined, MerchantActionResponseSchema),
    onSuccess: after,
  });
}

/** PUT /api/merchant/reject/{id}. */
export function useRejectMerchant() {
  const after = useAfterMerchantAction();
  return useMutation({
    mutationFn: (id: string) =>
      api.put(`/merchant/reject/${merchantPath(id)}`, undefined, MerchantActionResponseSchema),
    onSuccess: after,
  });
}

/** PUT /api/merchant/{id}/active: enable or disable an approved merchant. */
export function useSetMerchantActive() {
  const after = useAfterMerchantAction();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.put(
        `/merchant/${merchantPath(id)}/active`,
        { merchant: { isActive } } satisfies MerchantActiveBody,
        MerchantActionResponseSchema,
      ),
    onSuccess: after,
  });
}

/** DELETE /api/merchant/delete/{id}. */
export function useDeleteMerchant() {
  const after = useAfterMerchantAction();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/merchant/delete/${merchantPath(id)}`, MerchantDeleteResponseSchema),
    onSuccess: after,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  BrandAddResponseSchema,
  BrandListResponseSchema,
  BrandMessageResponseSchema,
  BrandResponseSchema,
  type BrandAddBody,
  type BrandEdit,
} from '#shared/brand/brand.schemas';

import { api } from '../../../lib/api-client';

export const brandAdminKeys = {
  all: ['brand-admin'] as const,
  list: () => [...brandAdminKeys.all, 'list'] as const,
  details: () => [...brandAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...brandAdminKeys.details(), id] as const,
};

function brandPath(id: string): string {
  return encodeURIComponent(id);
}

/**
 * After a brand write: the dashboard list reloads, and every other cached answer (the shop's
 * brands and products) is marked stale, to be fetched again when next shown.
 */
function useInvalidateBrands() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: brandAdminKeys.list() });
  };
}

/** GET /api/brand: every brand for an admin, the own brand for a merchant. */
export function useAdminBrands() {
  return useQuery({
    queryKey: brandAdminKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/brand', BrandListResponseSchema, signal).then((r) => r.brands),
  });
}

/** GET /api/brand/{id}: reloads whenever the id changes. */
export function useAdminBrand(id: string) {
  return useQuery({
    queryKey: brandAdminKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/brand/${brandPath(id)}`, BrandResponseSchema, signal).then((r) => r.brand),
  });
}

export function useAddBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (body: BrandAddBody) => api.post('/brand/add', body, BrandAddResponseSchema),
    onSuccess: invalidate,
  });
}

export function useUpdateBrand(id: string) {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (brand: BrandEdit) =>
      api.put(`/brand/${brandPath(id)}`, { brand }, BrandMessageResponseSchema),
    onSuccess: invalidate,
  });
}

/** PUT /api/brand/{id}/active; the brand is fetched again afterwards. */
export function useSetBrandActive(id: string) {
  const invalidate = useInvalidateBrands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.put(
        `/brand/${brandPath(id)}/active`,
        { brand: { isActive } },
        BrandMessageResponseSchema,
      ),
    onSuccess: async () => {
      invalidate();
      await queryClient.invalidateQueries({ queryKey: brandAdminKeys.detail(id) });
    },
  });
}

export function useDeleteBrand(id: string) {
  const invalidate = useInvalidateBrands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/brand/delete/${brandPath(id)}`, BrandMessageResponseSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: brandAdminKeys.detail(id) });
      invalidate();
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  CategoryAddResponseSchema,
  CategoryAdminListResponseSchema,
  CategoryDetailResponseSchema,
  CategoryMessageResponseSchema,
  type CategoryAddBody,
  type CategoryEdit,
} from '#shared/category/category.schemas';
import { ProductSelectResponseSchema } from '#shared/product/product.schemas';

import { api } from '../../../lib/api-client';

export const categoryAdminKeys = {
  all: ['category-admin'] as const,
  list: () => [...categoryAdminKeys.all, 'list'] as const,
  details: () => [...categoryAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...categoryAdminKeys.details(), id] as const,
  productOptions: () => [...categoryAdminKeys.all, 'product-options'] as const,
};

function categoryPath(id: string): string {
  return encodeURIComponent(id);
}

/**
 * After a category write: the dashboard list reloads, and every other cached answer (the shop's
 * menu and lists) is marked stale, to be fetched again when next shown.
 */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: categoryAdminKeys.list() });
  };
}

/** GET /api/category: every category, active or not (admins); not asked when disabled. */
export function useAdminCategories(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: categoryAdminKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/category', CategoryAdminListResponseSchema, signal).then((r) => r.categories),
  });
}

/** GET /api/category/{id}: the category with its products; reloads when the id changes. */
export function useAdminCategory(id: string) {
  return useQuery({
    queryKey: categoryAdminKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/category/${categoryPath(id)}`, CategoryDetailResponseSchema, signal)
        .then((r) => r.category),
  });
}

/** GET /api/product/list/select: every product as {_id, name}, for 'Select Products'. */
export function useProductOptions() {
  return useQuery({
    queryKey: categoryAdminKeys.productOptions(),
    queryFn: ({ signal }) =>
      api.get('/product/list/select', ProductSelectResponseSchema, signal).then((r) => r.products),
  });
}

export function useAddCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: CategoryAddBody) =>
      api.post('/category/add', body, CategoryAddResponseSchema),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory(id: string) {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (category: CategoryEdit) =>
      api.put(`/category/${categoryPath(id)}`, { category }, CategoryMessageResponseSchema),
    onSuccess: invalidate,
  });
}

/** PUT /api/category/{id}/active; the category is fetched again afterwards. */
export function useSetCategoryActive(id: string) {
  const invalidate = useInvalidateCategories();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.put(
        `/category/${categoryPath(id)}/active`,
        { category: { isActive } },
        CategoryMessageResponseSchema,
      ),
    onSuccess: async () => {
      invalidate();
      await queryClient.invalidateQueries({ queryKey: categoryAdminKeys.detail(id) });
    },
  });
}

export function useDeleteCategory(id: string) {
  const invalidate = useInvalidateCategories();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete(`/category/delete/${categoryPath(id)}`, CategoryMessageResponseSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: categoryAdminKeys.detail(id) });
      invalidate();
    },
  });
}

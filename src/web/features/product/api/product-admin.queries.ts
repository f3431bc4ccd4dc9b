import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { BrandSelectResponseSchema } from '#shared/brand/brand.schemas';
import {
  PRODUCT_IMAGE_FIELDS,
  type ProductImageField,
  LowStockResponseSchema,
  ProductAdminListResponseSchema,
  ProductAdminResponseSchema,
  ProductDeleteResponseSchema,
  ProductWriteResponseSchema,
  type ProductUpdate,
} from '#shared/product/product-admin.schemas';

import {
  ProductAdminPageResponseSchema,
  ProductBulkResponseSchema,
  type ProductBulkBody,
} from '#shared/product/product-list.schemas';

import { ProductImportResponseSchema } from '#shared/product/product-import.schemas';
import type { RemovableImageField } from '#shared/product/product-images.schemas';

import { api } from '../../../lib/api-client';

export const productAdminKeys = {
  all: ['product-admin'] as const,
  list: () => [...productAdminKeys.all, 'list'] as const,
  page: (query: string) => [...productAdminKeys.list(), query] as const,
  lowStock: () => [...productAdminKeys.all, 'low-stock'] as const,
  details: () => [...productAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...productAdminKeys.details(), id] as const,
  brandOptions: () => [...productAdminKeys.all, 'brand-options'] as const,
};

function productPath(id: string): string {
  return encodeURIComponent(id);
}

/**
 * After a product write: the dashboard list reloads, and every other cached answer (the shop's
 * lists and product pages) is marked stale, to be fetched again when next shown.
 */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: productAdminKeys.list() });
  };
}

/** GET /api/product: every product for an admin, the own brand's for a merchant. */
export function useAdminProducts() {
  return useQuery({
    queryKey: productAdminKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/product', ProductAdminListResponseSchema, signal).then((r) => r.products),
  });
}

/**
 * GET /api/product with the table's filters, sort and page (decision 0044): the previous page
 * stays on screen while the next loads.
 */
export function useAdminProductPage(query: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: productAdminKeys.page(query),
    queryFn: ({ signal }) => api.get(`/product?${query}`, ProductAdminPageResponseSchema, signal),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/product/bulk: all of the selected products or none (decision 0044). */
export function useBulkProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductBulkBody) =>
      api.post('/product/bulk', body, ProductBulkResponseSchema),
    onSuccess: invalidate,
  });
}

/**
 * POST /api/product/import (decision 0047): a form with the CSV file and `dryRun`; an apply
 * refreshes the product lists.
 */
export function useImportProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const data = new FormData();
      data.append('dryRun', String(dryRun));
      data.append('file', file);
      return api.post('/product/import', data, ProductImportResponseSchema);
    },
    onSuccess: (result) => {
      if (!result.dryRun) invalidate();
    },
  });
}

/** GET /api/product/low-stock: the sizes and shared stocks running low (decision 0039). */
export function useLowStock() {
  return useQuery({
    queryKey: productAdminKeys.lowStock(),
    queryFn: ({ signal }) => api.get('/product/low-stock', LowStockResponseSchema, signal),
  });
}

/** GET /api/product/{id}: reloads whenever the id changes. */
export function useAdminProduct(id: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: productAdminKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/product/${productPath(id)}`, ProductAdminResponseSchema, signal)
        .then((r) => r.product),
  });
}

/** GET /api/brand/list/select: every brand for an admin, the own brand for a merchant. */
export function useBrandOptions(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: productAdminKeys.brandOptions(),
    queryFn: ({ signal }) =>
      api.get('/brand/list/select', BrandSelectResponseSchema, signal).then((r) => r.brands),
  });
}

/** POST /api/product/add, as multipart form data (the images travel with the fields). */
export function useAddProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (data: FormData) => api.post('/product/add', data, ProductWriteResponseSchema),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct(id: string) {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (product: ProductUpdate) =>
      api.put(`/product/${productPath(id)}`, { product }, ProductWriteResponseSchema),
    onSuccess: invalidate,
  });
}

/** What the Pictures section sends: the files replacing their slots, the gallery slots to empty. */
export interface ProductImagesChange {
  files: Partial<Record<ProductImageField, File>>;
  remove: RemovableImageField[];
}

/**
 * PUT /api/product/{id}/images, as multipart form data: the product answered replaces the
 * cached one (the edit form's fields do not hold its pictures, so they stay as typed).
 */
export function useChangeProductImages(id: string) {
  const invalidate = useInvalidateProducts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, remove }: ProductImagesChange) => {
      const data = new FormData();
      for (const field of PRODUCT_IMAGE_FIELDS) {
        const file = files[field];
        if (file) data.append(field, file);
      }
      for (const slot of remove) data.append('remove', slot);
      return api.put(`/product/${productPath(id)}/images`, data, ProductWriteResponseSchema);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(productAdminKeys.detail(id), result.product);
      invalidate();
    },
  });
}

/** PUT /api/product/{id}/active: sent as soon as the switch moves; the product is re-fetched. */
export function useSetProductActive(id: string) {
  const invalidate = useInvalidateProducts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.put(
        `/product/${productPath(id)}/active`,
        { product: { isActive } },
        ProductWriteResponseSchema,
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(productAdminKeys.detail(id), result.product);
      invalidate();
    },
  });
}

export function useDeleteProduct(id: string) {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: () => api.delete(`/product/delete/${productPath(id)}`, ProductDeleteResponseSchema),
    onSuccess: invalidate,
  });
}

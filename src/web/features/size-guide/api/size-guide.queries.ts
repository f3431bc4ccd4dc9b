import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  SizeGuideListResponseSchema,
  SizeGuideMessageResponseSchema,
  SizeGuideResponseSchema,
  SizeGuideSavedResponseSchema,
  type SizeGuideBodyInput,
} from '#shared/size-guide/size-guide.schemas';

import { api } from '../../../lib/api-client';

/** What a guide is for: a brand or a category, by id. */
export interface GuideTarget {
  kind: 'brand' | 'category';
  id: string;
}

export const sizeGuideKeys = {
  all: ['size-guide'] as const,
  list: () => [...sizeGuideKeys.all, 'list'] as const,
  detail: (target: GuideTarget) => [...sizeGuideKeys.all, target.kind, target.id] as const,
};

const pathOf = (target: GuideTarget) =>
  `/size-guide/${target.kind}/${encodeURIComponent(target.id)}`;

/** GET /api/size-guide: every guide for an admin, the own brand's for a merchant. */
export function useSizeGuides() {
  return useQuery({
    queryKey: sizeGuideKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/size-guide', SizeGuideListResponseSchema, signal).then((r) => r.guides),
  });
}

/** A brand's or a category's guide (null: none yet); nothing is asked before one is chosen. */
export function useSizeGuide(target: GuideTarget | null) {
  return useQuery({
    queryKey: target ? sizeGuideKeys.detail(target) : sizeGuideKeys.all,
    queryFn: ({ signal }) =>
      target ? api.get(pathOf(target), SizeGuideResponseSchema, signal).then((r) => r.guide) : null,
    enabled: target !== null,
  });
}

/**
 * After a save or a delete the guides reload, and every other cached answer (the product pages
 * that show a guide) is marked stale.
 */
function useGuideMutation<Vars, T>(request: (vars: Vars) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: sizeGuideKeys.all });
    },
  });
}

export function useSaveSizeGuide() {
  return useGuideMutation(({ target, body }: { target: GuideTarget; body: SizeGuideBodyInput }) =>
    api.put(pathOf(target), body, SizeGuideSavedResponseSchema),
  );
}

export function useDeleteSizeGuide() {
  return useGuideMutation((target: GuideTarget) =>
    api.delete(pathOf(target), SizeGuideMessageResponseSchema),
  );
}

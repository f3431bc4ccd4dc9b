import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ReturnStatus } from '#shared/return/return.constants';
import {
  OrderReturnsSchema,
  ReturnAnswerSchema,
  ReturnListSchema,
  type ReturnRequestBody,
} from '#shared/return/return.schemas';

import { api } from '../../../lib/api-client';

export const returnKeys = {
  all: ['return'] as const,
  ofOrder: (orderId: string) => [...returnKeys.all, 'order', orderId] as const,
  list: (status: ReturnStatus | '') => [...returnKeys.all, 'list', status] as const,
};

/** GET /api/return/order/{orderId}: what each item may still return, and the order's returns. */
export function useOrderReturns(orderId: string, enabled = true) {
  return useQuery({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: ({ signal }) =>
      api.get(`/return/order/${encodeURIComponent(orderId)}`, OrderReturnsSchema, signal),
    enabled,
    retry: false,
  });
}

/** GET /api/return: a merchant's returns, or every return for an admin. */
export function useReturns(status: ReturnStatus | '') {
  return useQuery({
    queryKey: returnKeys.list(status),
    queryFn: ({ signal }) =>
      api.get(`/return${status ? `?status=${status}` : ''}`, ReturnListSchema, signal),
  });
}

/** POST /api/return: the shopper asks to return units of a delivered item. */
export function useAskReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => api.post('/return', body, ReturnAnswerSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

export type ReturnAction = 'accept' | 'refuse' | 'receive';

/** PUT /api/return/{id}/accept|refuse|receive (refuse with a note). */
export function useReturnAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: ReturnAction; note?: string }) =>
      api.put(
        `/return/${encodeURIComponent(id)}/${action}`,
        action === 'refuse' ? { note } : {},
        ReturnAnswerSchema,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** POST /api/return/item/{itemId}/refund: an admin refunds a cancelled item that never shipped. */
export function useRefundItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      api.post(`/return/item/${encodeURIComponent(itemId)}/refund`, {}, ReturnAnswerSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

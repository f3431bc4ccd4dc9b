import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  StockAlertListResponseSchema,
  type StockAlertSubscribeBody,
} from '#shared/stock-alert/stock-alert.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { api } from '../../../lib/api-client';

export const stockAlertKeys = {
  all: ['stock-alert'] as const,
  list: () => [...stockAlertKeys.all, 'list'] as const,
};

/** "Tell me when my size is back": a member's account email, or a guest's typed one. */
export function useSubscribeStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAlertSubscribeBody) =>
      api.post('/stock-alert/subscribe', body, MessageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}

/** GET /api/stock-alert/list: the signed-in member's live alerts, newest first. */
export function useStockAlerts() {
  return useQuery({
    queryKey: stockAlertKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/stock-alert/list', StockAlertListResponseSchema, signal).then((r) => r.alerts),
  });
}

/** DELETE /api/stock-alert/delete/:id: one of the member's own alerts. */
export function useRemoveStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/stock-alert/delete/${encodeURIComponent(id)}`, MessageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}

/** The mailed links post their token (never in a query string), signed in or not. */
export function useConfirmStockAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/stock-alert/confirm', { token }, MessageResponseSchema),
  });
}

export function useStopStockAlerts() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/stock-alert/unsubscribe', { token }, MessageResponseSchema),
  });
}

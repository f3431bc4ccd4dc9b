import { useMutation } from '@tanstack/react-query';

import type { StockAlertSubscribeBody } from '#shared/stock-alert/stock-alert.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { api } from '../../../lib/api-client';

/** "Tell me when my size is back": a member's account email, or a guest's typed one. */
export function useSubscribeStockAlert() {
  return useMutation({
    mutationFn: (body: StockAlertSubscribeBody) =>
      api.post('/stock-alert/subscribe', body, MessageResponseSchema),
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

import { useMutation } from '@tanstack/react-query';

import {
  MerchantApplicationResponseSchema,
  type MerchantApplicationBody,
} from '#shared/merchant/merchant.schemas';

import { api } from '../../../lib/api-client';

/** POST /api/merchant/add: answers with the message to show and the stored application. */
export function useApplyToSell() {
  return useMutation({
    mutationFn: (body: MerchantApplicationBody) =>
      api.post('/merchant/add', body, MerchantApplicationResponseSchema),
  });
}

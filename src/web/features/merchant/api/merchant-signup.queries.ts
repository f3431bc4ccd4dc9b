import { useMutation } from '@tanstack/react-query';

import {
  MerchantSignupResponseSchema,
  type MerchantSignupBody,
} from '#shared/merchant/merchant.schemas';

import { api } from '../../../lib/api-client';

/**
 * POST /api/merchant/signup/{token} (public): completes the account an approval invited.
 * Answers with the message to show on /login.
 */
export function useMerchantSignup(token: string) {
  return useMutation({
    mutationFn: (body: MerchantSignupBody) =>
      api.post(`/merchant/signup/${encodeURIComponent(token)}`, body, MerchantSignupResponseSchema),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';

import {
  MerchantSignupPreviewSchema,
  MerchantSignupResponseSchema,
  type MerchantSignupBody,
} from '#shared/merchant/merchant.schemas';

import { api } from '../../../lib/api-client';

const signupPath = (token: string) => `/merchant/signup/${encodeURIComponent(token)}`;

/**
 * GET /api/merchant/signup/{token} (public): what the invitation leads to, checked now: a new
 * account, or the account that has its email and how it proves itself (decision 0028).
 */
export function useMerchantSignupPreview(token: string) {
  return useQuery({
    queryKey: ['merchant-signup', token],
    queryFn: ({ signal }) => api.get(signupPath(token), MerchantSignupPreviewSchema, signal),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * POST /api/merchant/signup/{token}: completes the account an approval invited (a signed-in
 * social account proves itself by its token). Answers with the message to show on /login.
 */
export function useMerchantSignup(token: string) {
  return useMutation({
    mutationFn: (body: MerchantSignupBody) =>
      api.post(signupPath(token), body, MerchantSignupResponseSchema),
  });
}

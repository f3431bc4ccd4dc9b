import { useMutation } from '@tanstack/react-query';

import type { NewsletterBody } from '#shared/newsletter/newsletter.schemas';

import { api } from '../../../lib/api-client';

/**
 * The footer's newsletter form is on every page, zod is not in the first load: the answer's
 * schema is loaded with the first submit.
 */
async function messageResponseSchema() {
  const { MessageResponseSchema } = await import('#shared/user/user.schemas');
  return MessageResponseSchema;
}

export function useSubscribe() {
  return useMutation({
    mutationFn: async (body: NewsletterBody) =>
      api.post('/newsletter/subscribe', body, await messageResponseSchema()),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (body: NewsletterBody) =>
      api.post('/unsubscribe/unsubscribe', body, await messageResponseSchema()),
  });
}

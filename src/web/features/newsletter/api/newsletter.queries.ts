import { useMutation } from '@tanstack/react-query';

import type { NewsletterBody } from '#shared/newsletter/newsletter.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { api } from '../../../lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: (body: NewsletterBody) =>
      api.post('/newsletter/subscribe', body, MessageResponseSchema),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (body: NewsletterBody) =>
      api.post('/unsubscribe/unsubscribe', body, MessageResponseSchema),
  });
}

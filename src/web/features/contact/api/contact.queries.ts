import { useMutation } from '@tanstack/react-query';

import type { ContactBody } from '#shared/contact/contact.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { api } from '../../../lib/api-client';

/** POST /api/contact/add: answers with the message to show. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.post('/contact/add', body, MessageResponseSchema),
  });
}

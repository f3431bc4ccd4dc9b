import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../lib/api-client';
import { session } from '../lib/session';

/** The store's query defaults; the server's renderer makes one client per page it renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The browser's one query client. */
export const queryClient = createQueryClient();

// Signing out forgets everything fetched for the previous user.
session.onSignOut(() => queryClient.clear());

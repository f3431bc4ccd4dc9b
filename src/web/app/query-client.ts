import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../lib/api-client';
import { session } from '../lib/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// Signing out forgets everything fetched for the previous user.
session.onSignOut(() => queryClient.clear());

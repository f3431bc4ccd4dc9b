import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { productKeys } from '../features/product/api/product.keys';
import { session } from '../lib/session';

/**
 * After the app's first render (a hydration or a fresh one). The server draws every page for an
 * anonymous shopper: once such a page is hydrated, a signed-in shopper's products are read again
 * with the token, so their hearts (`isLiked`) fill in. `<html data-ready>` then tells that the
 * page responds (the browser journeys wait for it before they click).
 */
function AfterStart({ client, isHydrated }: { client: QueryClient; isHydrated: boolean }) {
  useEffect(() => {
    if (isHydrated && session.isSignedIn()) {
      void client.invalidateQueries({ queryKey: productKeys.all });
    }
    document.documentElement.setAttribute('data-ready', '');
  }, [client, isHydrated]);
  return null;
}

/**
 * What wraps the router, on the server and in the browser alike (the trees must be the same for
 * hydration, down to the ids React makes). `isHydrated` says the page came drawn by the server.
 */
export function Providers({
  client,
  isHydrated = false,
  children,
}: {
  client: QueryClient;
  isHydrated?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <AfterStart client={client} isHydrated={isHydrated} />
    </QueryClientProvider>
  );
}

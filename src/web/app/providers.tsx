import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { productKeys } from '../features/product/api/product.queries';
import { session } from '../lib/session';

/**
 * The server draws every page for an anonymous shopper. Once such a page is hydrated, a
 * signed-in shopper's products are read again with the token, so their hearts (`isLiked`) fill in.
 */
function FillInShopper({ client, isOn }: { client: QueryClient; isOn: boolean }) {
  useEffect(() => {
    if (isOn && session.isSignedIn()) void client.invalidateQueries({ queryKey: productKeys.all });
  }, [client, isOn]);
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
      <FillInShopper client={client} isOn={isHydrated} />
    </QueryClientProvider>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { loaded, type DataLoading } from '../../lib/data-loading';
import { productQuery, productReviewsQuery } from './api/product.queries';

/**
 * Starts loading the product and its reviews as the route starts, side by side with the page's
 * code; the page's queries pick the answers up. Never fails (a missing product is the page's
 * "not found"); waits only on the server.
 */
export function productLoader(queryClient: QueryClient, loading: DataLoading) {
  return ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    return loaded(loading, [
      queryClient.prefetchQuery(productQuery(slug)),
      queryClient.prefetchQuery(productReviewsQuery(slug)),
    ]);
  };
}

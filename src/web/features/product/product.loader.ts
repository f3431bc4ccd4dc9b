import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { productQuery, productReviewsQuery } from './api/product.queries';

/**
 * Starts loading the product and its reviews as the route starts, side by side with the page's
 * code; the page's queries pick the answers up. Never waits, never fails.
 */
export function productLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    void queryClient.prefetchQuery(productQuery(slug));
    void queryClient.prefetchQuery(productReviewsQuery(slug));
    return null;
  };
}

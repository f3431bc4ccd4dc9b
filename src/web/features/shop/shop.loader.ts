import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { productListQuery } from '../product/api/product.queries';
import { shopListParams } from './lib/shop-filters';

/**
 * Starts loading the product list as the route starts, side by side with the page's code,
 * instead of after it; the page's query picks the answer up. Never waits, never fails.
 */
export function shopLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    void queryClient.prefetchQuery(productListQuery(shopListParams(search, params)));
    return null;
  };
}

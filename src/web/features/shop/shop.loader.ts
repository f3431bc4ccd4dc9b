import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { productListQuery } from '../product/api/product.queries';

/**
 * Starts loading the product list as the route starts, side by side with the page's code,
 * instead of after it; the page's query picks the answer up. Never waits, never fails. The
 * filters' parser comes with the shop's code (the page imports it too), not in every page's
 * first load.
 */
export function shopLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    void import('./lib/shop-filters')
      .then(({ shopListParams }) =>
        queryClient.prefetchQuery(productListQuery(shopListParams(search, params))),
      )
      .catch(() => {
        // The page's own query loads the list.
      });
    return null;
  };
}

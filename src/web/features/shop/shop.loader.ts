import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { loaded, type DataLoading } from '../../lib/data-loading';
import { brandListQuery } from '../brand/api/brand.queries';
import { categoryListQuery } from '../category/api/category.queries';
import { productListQuery } from '../product/api/product.queries';

/**
 * Starts loading the product list (and the brands and categories its heading and filters name)
 * as the route starts, side by side with the page's code, instead of after it; the page's
 * queries pick the answers up. Never fails; waits only on the server. The filters' parser comes
 * with the shop's code (the page imports it too), not in every page's first load.
 */
export function shopLoader(queryClient: QueryClient, loading: DataLoading) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const list = import('./lib/shop-filters')
      .then(({ shopListParams }) =>
        queryClient.prefetchQuery(productListQuery(shopListParams(search, params))),
      )
      .catch(() => {
        // The page's own query loads the list.
      });
    return loaded(loading, [
      list,
      queryClient.prefetchQuery(brandListQuery()),
      ...(params.categorySlug ? [queryClient.prefetchQuery(categoryListQuery())] : []),
    ]);
  };
}

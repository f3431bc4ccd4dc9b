import type { QueryClient } from '@tanstack/react-query';

import { loaded, type DataLoading } from '../../lib/data-loading';
import { brandListQuery } from './api/brand.queries';

/** /brands: starts loading the brands with the page's code (the server waits for them). */
export function brandsLoader(queryClient: QueryClient, loading: DataLoading) {
  return () => loaded(loading, [queryClient.prefetchQuery(brandListQuery())]);
}

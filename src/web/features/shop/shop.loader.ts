import type { RouteLoad } from '../../lib/route-load';
import { brandListQuery } from '../brand/api/brand.queries';
import { categoryListQuery } from '../category/api/category.queries';
import { productListQuery } from '../product/api/product.queries';
import { productFacetsQuery } from './api/facets.queries';

/**
 * The shop's lists: the products, their facets' counts (decision 0052), and the brands and
 * categories its heading names.
 * The filters' parser comes with the shop's code (the page imports it too), not in every page's
 * first load.
 */
export const shopLoader: RouteLoad = ({ params, search, start }) => {
  const list = import('./lib/shop-filters')
    .then(({ shopListParams }) => {
      const query = shopListParams(search, params);
      return Promise.all([start(productListQuery(query)), start(productFacetsQuery(query))]);
    })
    .catch(() => {
      // The page's own query loads the list.
    });
  return Promise.all([
    list,
    start(brandListQuery()),
    ...(params.categorySlug ? [start(categoryListQuery())] : []),
  ]);
};

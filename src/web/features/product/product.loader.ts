import type { RouteLoad } from '../../lib/route-load';
import { relatedProductsQuery } from './api/product-related.queries';
import { productQuery, productReviewsQuery } from './api/product.queries';

/**
 * A product page's data: the product, its reviews and "You may also like" (a missing product is
 * the page's "not found").
 */
export const productLoader: RouteLoad = ({ params, start }) => {
  const slug = params.slug ?? '';
  return Promise.all([
    start(productQuery(slug)),
    start(productReviewsQuery(slug)),
    start(relatedProductsQuery(slug)),
  ]);
};

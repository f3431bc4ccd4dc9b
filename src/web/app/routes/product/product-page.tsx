import { useParams } from 'react-router';

import { ApiError } from '../../../lib/api-client';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useProduct, useProductReviews } from '../../../features/product/api/product.queries';
import { NoProduct } from '../../../features/product/components/no-product';
import { ProductPageSkeleton } from '../../../features/product/components/product-page-skeleton';
import { ProductDetail } from './product-detail';

/** /product/{slug}: loads the product and its reviews again whenever the slug changes. */
export function ProductPage() {
  const { slug = '' } = useParams();
  // The product and its reviews load side by side.
  const product = useProduct(slug);
  const reviews = useProductReviews(slug);
  useHandleQueryError(product.error);
  useHandleQueryError(reviews.error);

  if (product.isPending) return <ProductPageSkeleton />;
  if (!product.data) {
    const isNotFound = product.error instanceof ApiError && product.error.status === 404;
    return <NoProduct isNotFound={isNotFound} />;
  }
  return (
    <ProductDetail
      product={product.data}
      reviews={reviews.data}
      isLoadingReviews={reviews.isPending}
    />
  );
}

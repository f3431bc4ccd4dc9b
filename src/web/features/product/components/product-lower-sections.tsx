import type { ReactNode } from 'react';

import type { ProductDto } from '#shared/product/product.schemas';
import type { PublicReview } from '#shared/review/review.schemas';

import { LazySizeChart } from './lazy-size-chart';
import { ProductInfoTabs } from './product-info-tabs';
import { ProductReviews } from './product-reviews';

interface ProductLowerSectionsProps {
  product: Pick<ProductDto, 'description' | 'sku'>;
  reviews: PublicReview[] | undefined;
  isLoadingReviews: boolean;
  /** The way to write a review, handed in by the page. */
  reviewForm?: ReactNode;
}

/** Under the fold of a product page: the Details / Size & Fit / Shipping & Returns tabs and the reviews. */
export function ProductLowerSections({
  product,
  reviews,
  isLoadingReviews,
  reviewForm,
}: ProductLowerSectionsProps) {
  return (
    <>
      <div className="mt-16">
        <ProductInfoTabs product={product} sizeChart={<LazySizeChart />} />
      </div>
      <div className="mt-10">
        <ProductReviews reviews={reviews} isLoading={isLoadingReviews} form={reviewForm} />
      </div>
    </>
  );
}

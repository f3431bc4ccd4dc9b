import type { ProductDto } from '#shared/product/product.schemas';
import type { PublicReview } from '#shared/review/review.schemas';

import { LazySizeChart } from './lazy-size-chart';
import { ProductInfoTabs } from './product-info-tabs';
import { ProductReviews } from './product-reviews';

interface ProductLowerSectionsProps {
  product: Pick<ProductDto, 'description' | 'sku'>;
  reviews: PublicReview[] | undefined;
  isLoadingReviews: boolean;
}

/** Under the fold of a product page: the Details / Size & Fit / Shipping & Returns tabs and the reviews. */
export function ProductLowerSections({
  product,
  reviews,
  isLoadingReviews,
}: ProductLowerSectionsProps) {
  return (
    <>
      <div className="mt-16">
        <ProductInfoTabs product={product} sizeChart={<LazySizeChart />} />
      </div>
      <div className="mt-10">
        <ProductReviews reviews={reviews} isLoading={isLoadingReviews} />
      </div>
    </>
  );
}

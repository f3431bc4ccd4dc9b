import { centsToDollars } from '#shared/common/money';
import { imagePath } from '#shared/product/images';
import type { ProductDto, ProductSuggestion } from '#shared/product/product.schemas';

import type { ProductWithBrand, Suggestion } from './product.repository';
import type { ProductRow } from './product.table';

const url = (key: string | null) => (key ? imagePath(key) : null);

/** Average of approved reviews to one decimal; 0 without reviews. */
export function averageRating(row: Pick<ProductRow, 'ratingSum' | 'reviewCount'>): number {
  return row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : 0;
}

export function presentProduct(
  { product, brand }: ProductWithBrand,
  isLiked?: boolean,
): ProductDto {
  const imageUrl = url(product.imageKey);
  return {
    _id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    description: product.description,
    quantity: product.inventory,
    inventory: product.inventory,
    sizes: product.sizes,
    price: centsToDollars(product.priceCents),
    taxable: product.taxable,
    isActive: product.isActive,
    brand: brand ? { _id: brand.id, name: brand.name, slug: brand.slug } : null,
    imageUrl,
    img: imageUrl,
    imgs: url(product.image2Key),
    imgss: url(product.image3Key),
    averageRating: averageRating(product),
    totalReviews: product.reviewCount,
    ...(isLiked === undefined ? {} : { isLiked }),
    created: product.created.toISOString(),
  };
}

export function presentSuggestion(row: Suggestion): ProductSuggestion {
  return {
    name: row.name,
    slug: row.slug,
    imageUrl: url(row.imageKey),
    price: centsToDollars(row.priceCents),
  };
}

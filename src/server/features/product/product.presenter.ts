import { centsToDollars } from '#shared/common/money';
import { imagePath } from '#shared/product/images';
import type { ProductDto, ProductSuggestion } from '#shared/product/product.schemas';
import type { SizeQuantity } from '#shared/product/size-stock';

import type { ProductWithBrand, Suggestion } from './product.repository';
import type { ProductRow } from './product.table';

/**
 * Where product images are addressed from: '' gives paths on the store's own origin
 * (`/uploads/images/...`); a base such as `https://shop.example.com` gives absolute URLs, for
 * clients served from another origin (CORS_ORIGINS set, decision 0030).
 */
export interface ImageUrls {
  base: string;
}

/** Paths on the store's own origin. */
export const RELATIVE_IMAGE_URLS: ImageUrls = { base: '' };

/**
 * The image URLs a store gives in its product reads: absolute (from PUBLIC_URL, which the config
 * keeps without a trailing slash) when other origins may call the API, else paths.
 */
export function imageUrlsFor(config: { publicUrl: string; corsOrigins: string[] }): ImageUrls {
  return config.corsOrigins.length > 0 ? { base: config.publicUrl } : RELATIVE_IMAGE_URLS;
}

const urlOf = (images: ImageUrls, key: string | null) =>
  key ? `${images.base}${imagePath(key)}` : null;

/** Average of approved reviews to one decimal; 0 without reviews. */
export function averageRating(row: Pick<ProductRow, 'ratingSum' | 'reviewCount'>): number {
  return row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : 0;
}

export function presentProduct(
  { product, brand, sizeStock }: ProductWithBrand & { sizeStock: readonly SizeQuantity[] },
  isLiked?: boolean,
  images: ImageUrls = RELATIVE_IMAGE_URLS,
): ProductDto {
  const url = (key: string | null) => urlOf(images, key);
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
    sizeStock: [...sizeStock],
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
    fit: { small: product.fitSmall, true: product.fitTrue, large: product.fitLarge },
    ...(isLiked === undefined ? {} : { isLiked }),
    created: product.created.toISOString(),
    madeToMeasure: product.madeToMeasure
      ? {
          surcharge: centsToDollars(product.madeToMeasureSurchargeCents),
          leadDays: product.madeToMeasureLeadDays,
        }
      : null,
  };
}

export function presentSuggestion(
  row: Suggestion,
  images: ImageUrls = RELATIVE_IMAGE_URLS,
): ProductSuggestion {
  return {
    name: row.name,
    slug: row.slug,
    imageUrl: urlOf(images, row.imageKey),
    price: centsToDollars(row.priceCents),
  };
}

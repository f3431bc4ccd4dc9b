import type { ProductAdminDto } from '#shared/product/product-admin.schemas';
import type { SizeQuantity } from '#shared/product/size-stock';

import type { AdminProductRow } from './product-admin.repository';
import { presentProduct } from './product.presenter';

/** A product for the dashboard: the storefront's fields plus its brand's state and merchant. */
export function presentAdminProduct(
  row: AdminProductRow & { sizeStock: readonly SizeQuantity[] },
): ProductAdminDto {
  const { brand, merchant } = row;
  return {
    ...presentProduct({ product: row.product, brand, sizeStock: row.sizeStock }),
    brand: brand
      ? {
          _id: brand.id,
          name: brand.name,
          slug: brand.slug,
          isActive: brand.isActive,
          merchant: merchant ? { _id: merchant.id, name: merchant.name } : null,
        }
      : null,
  };
}

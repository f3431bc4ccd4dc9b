import type { BrandDto } from '#shared/brand/brand.schemas';

import type { BrandWithMerchant } from './brand.repository';

export function presentBrand({ brand, merchant }: BrandWithMerchant): BrandDto {
  return {
    _id: brand.id,
    name: brand.name,
    slug: brand.slug,
    description: brand.description,
    isActive: brand.isActive,
    merchant: merchant ? { _id: merchant.id, name: merchant.name } : null,
    created: brand.created.toISOString(),
  };
}

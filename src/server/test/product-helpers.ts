import type { ProductRow } from '../features/product/product.table';

/** The body of PUT /api/product/{id} that changes nothing of `product` but `overrides`. */
export function editBody(product: ProductRow, overrides: Record<string, unknown> = {}) {
  return {
    product: {
      name: product.name,
      sku: product.sku,
      slug: product.slug,
      description: product.description,
      quantity: product.inventory,
      price: product.priceCents / 100,
      taxable: product.taxable,
      ...overrides,
    },
  };
}

import { PRODUCT_SIZES, type ProductSize } from '../common/constants';

/*
 * Stock per size (decision 0039), without zod: the product page of the first load reads it. A
 * product's `sizeStock` lists a quantity per size it offers; empty means one shared stock
 * (`quantity`) for all its sizes, as every product had before.
 */

export interface SizeQuantity {
  size: ProductSize;
  quantity: number;
}

/**
 * At or below this many units a size is "low": the product page says "Only 2 left" and the
 * dashboard's low-stock list shows it. Smaller than the spec's LOW_STOCK_LIMIT (14, the limit
 * of the maximum order quantity): a garment's size runs out one or two at a time.
 */
export const SIZE_LOW_STOCK = 3;

/** The sizes a product comes in: its own, or every size when it lists none. */
export function offeredSizes(sizes: readonly ProductSize[]): readonly ProductSize[] {
  return sizes.length > 0 ? sizes : PRODUCT_SIZES;
}

/** The units one size can be sold from: its own stock, or the shared stock. */
export function stockInSize(
  product: { quantity: number; sizeStock: readonly SizeQuantity[] },
  size: ProductSize,
): number {
  if (product.sizeStock.length === 0) return product.quantity;
  return product.sizeStock.find((entry) => entry.size === size)?.quantity ?? 0;
}

/** The entries in the order of PRODUCT_SIZES. */
export function inSizeOrder<Entry extends { size: ProductSize }>(
  entries: readonly Entry[],
): Entry[] {
  return [...entries].sort((a, b) => PRODUCT_SIZES.indexOf(a.size) - PRODUCT_SIZES.indexOf(b.size));
}

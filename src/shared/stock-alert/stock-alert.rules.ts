import { PRODUCT_SIZES } from '../common/constants';
import { stockInSize, type SizeQuantity } from '../product/size-stock';

/*
 * The back-in-stock rule both sides read, without zod: the product page's first load carries it.
 */

/** The stock a product read carries (the product DTO's `quantity` and, per size, `sizeStock`). */
export interface StockOfSizes {
  quantity: number;
  sizeStock?: readonly SizeQuantity[];
}

/**
 * Whether a size is sold out, so that its return can be asked for: its own stock, or with no
 * stock per size the shared one, is 0. Made to measure (no size) is never sold out.
 */
export function isSizeSoldOut(product: StockOfSizes, size: string): boolean {
  const known = PRODUCT_SIZES.find((each) => each === size);
  if (!known) return false;
  return (
    stockInSize({ quantity: product.quantity, sizeStock: product.sizeStock ?? [] }, known) <= 0
  );
}

/*
 * The back-in-stock rule both sides read, without zod: the product page's first load carries it.
 */

/** The stock a product read carries (the product DTO's `quantity` and, per size, `sizeStock`). */
export interface StockOfSizes {
  quantity: number;
  sizeStock?: ReadonlyArray<{ size: string; quantity: number }>;
}

/**
 * Whether a size is sold out: its `sizeStock` entry is 0, or, with no stock per size (one stock
 * shared by every size), the product's `quantity` is.
 */
export function isSizeSoldOut(product: StockOfSizes, size: string): boolean {
  const perSize = product.sizeStock ?? [];
  if (perSize.length === 0) return product.quantity <= 0;
  return (perSize.find((entry) => entry.size === size)?.quantity ?? 0) <= 0;
}

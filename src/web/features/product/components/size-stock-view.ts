import type { ProductSize } from '#shared/common/constants';
import { PRODUCT_SHOP_MESSAGES } from '#shared/product/product-shop.messages';
import { stockInSize, type SizeQuantity } from '#shared/product/size-stock';

/**
 * What the bag button may sell of a product in the chosen size (decision 0039). A shared stock
 * is as before: out of stock when it is 0, and then nothing can be chosen. A stock per size is
 * the size's own; its sold-out sizes can still be chosen, and adding one is refused with
 * `soldOutSize`.
 */
export function sizeStockView(
  product: { inventory: number; sizeStock?: readonly SizeQuantity[] },
  size: string | null,
): { inStock: number; isOutOfStock: boolean; soldOutSize: string | null } {
  const sizeStock = product.sizeStock ?? [];
  if (sizeStock.length === 0) {
    return { inStock: product.inventory, isOutOfStock: product.inventory <= 0, soldOutSize: null };
  }
  if (!size) return { inStock: product.inventory, isOutOfStock: false, soldOutSize: null };
  const inStock = stockInSize({ quantity: product.inventory, sizeStock }, size as ProductSize);
  return {
    inStock,
    isOutOfStock: false,
    soldOutSize: inStock <= 0 ? PRODUCT_SHOP_MESSAGES.sizeSoldOutChosen(size) : null,
  };
}

import type { ProductSize } from '../common/constants';

/**
 * A line as priced and bought: a snapshot of the product that the cart prices from the
 * database, the checkout shows on the payment page and the order keeps, even when the product
 * goes. Money in integer cents (the unit price).
 */
export interface OrderLine {
  productId: string;
  name: string;
  slug: string;
  imageKey: string | null;
  size: ProductSize;
  quantity: number;
  priceCents: number;
}

import { round2 } from '../common/money';

/** Free shipping from this cart total, in dollars. */
export const FREE_SHIPPING_FROM = 120;
/** Otherwise, this much per item (counted by quantity), in dollars. */
export const SHIPPING_PER_ITEM = 5;
/** Shipping is free to these countries (the first saved address decides). */
export const FREE_SHIPPING_COUNTRIES = ['nigeria', 'united kingdom'] as const;
/** The most of one product a bag may hold when stock is plentiful. */
export const DEFAULT_MAX_QUANTITY = 50;
/** Below this stock, the maximum is the stock itself. */
export const LOW_STOCK_LIMIT = 14;

export interface PricedLine {
  price: number;
  quantity: number;
}

/** The maximum order quantity: the inventory when it is 1 to 14, otherwise 50. */
export function maxQuantity(inventory: number): number {
  return inventory >= 1 && inventory <= LOW_STOCK_LIMIT ? inventory : DEFAULT_MAX_QUANTITY;
}

/** The first message for a quantity, or null when it is allowed. */
export function quantityError(quantity: number, inventory: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity must be at least 1.';
  const max = maxQuantity(inventory);
  if (quantity > max) return `Quantity may not be greater than ${max}.`;
  return null;
}

export function lineTotal(line: PricedLine): number {
  return round2(line.price * line.quantity);
}

export function cartTotal(lines: readonly PricedLine[]): number {
  return round2(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

export function totalQuantity(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The shipping fee (storefront spec section 9): free from 120, free when the first saved
 * address is in Nigeria or the United Kingdom, otherwise 5 per item.
 */
export function shippingFee(
  lines: readonly PricedLine[],
  firstAddressCountry: string | null | undefined,
): number {
  if (lines.length === 0) return 0;
  if (cartTotal(lines) >= FREE_SHIPPING_FROM) return 0;
  const country = (firstAddressCountry ?? '').trim().toLowerCase();
  if ((FREE_SHIPPING_COUNTRIES as readonly string[]).includes(country)) return 0;
  return round2(SHIPPING_PER_ITEM * totalQuantity(lines));
}

/** What the shopper pays: the cart total plus the shipping fee. */
export function orderTotal(
  lines: readonly PricedLine[],
  firstAddressCountry: string | null | undefined,
): number {
  return round2(cartTotal(lines) + shippingFee(lines, firstAddressCountry));
}

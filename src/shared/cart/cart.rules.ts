import { centsToDollars, dollarsToCents, round2 } from '../common/money';

/** Free shipping from this cart total. */
export const FREE_SHIPPING_FROM_CENTS = 12_000;
/** Otherwise, this much per item (counted by quantity). */
export const SHIPPING_PER_ITEM_CENTS = 500;
/** The same two amounts in dollars, for the storefront's words. */
export const FREE_SHIPPING_FROM = centsToDollars(FREE_SHIPPING_FROM_CENTS);
export const SHIPPING_PER_ITEM = centsToDollars(SHIPPING_PER_ITEM_CENTS);
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

export function totalQuantity<Line extends { quantity: number }>(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface CentsLine {
  priceCents: number;
  quantity: number;
}

/**
 * The shipping fee in cents (storefront spec section 9): free from 120 dollars, free when the
 * first saved address is in Nigeria or the United Kingdom, otherwise 5 dollars per item. In
 * cents, so that the server's checkout total never goes through floating-point dollars.
 */
export function shippingFeeCents(
  lines: readonly CentsLine[],
  firstAddressCountry: string | null | undefined,
): number {
  if (lines.length === 0) return 0;
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (subtotalCents >= FREE_SHIPPING_FROM_CENTS) return 0;
  const country = (firstAddressCountry ?? '').trim().toLowerCase();
  if ((FREE_SHIPPING_COUNTRIES as readonly string[]).includes(country)) return 0;
  return SHIPPING_PER_ITEM_CENTS * totalQuantity(lines);
}

/** {@link shippingFeeCents} for the storefront's bag, which holds dollars: converted at its edge. */
export function shippingFee(
  lines: readonly PricedLine[],
  firstAddressCountry: string | null | undefined,
): number {
  const inCents = lines.map((line) => ({
    priceCents: dollarsToCents(line.price),
    quantity: line.quantity,
  }));
  return centsToDollars(shippingFeeCents(inCents, firstAddressCountry));
}

/** What the shopper pays: the cart total plus the shipping fee. */
export function orderTotal(
  lines: readonly PricedLine[],
  firstAddressCountry: string | null | undefined,
): number {
  return round2(cartTotal(lines) + shippingFee(lines, firstAddressCountry));
}

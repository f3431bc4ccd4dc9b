import {
  cartTotal,
  lineTotal,
  maxQuantity,
  quantityError,
  shippingFee,
} from '#shared/cart/cart.rules';
import { LIMITS, STORAGE_KEYS } from '#shared/common/constants';
import { round2 } from '#shared/common/money';

import { panels } from '../../../lib/panel-store';
import { createStore, useStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';
import { discountCodeStore } from './discount-code-store';

/** A line of the bag, as kept under the spec's `cart_items` key: one per product and size. */
export interface CartItem {
  _id: string;
  name: string;
  slug: string;
  img: string | null;
  price: number;
  quantity: number;
  size: string;
  taxable: boolean;
  /** price × quantity, rounded to 2 decimals. */
  totalPrice: number;
  /**
   * The stock when the line was added: not one of the spec's fields, kept so the bag's stepper
   * can follow the quantity rules. Lines saved without it allow the default maximum.
   */
  inventory?: number;
}

/** What the shopper adds from a product page. */
export type NewCartLine = Omit<CartItem, 'totalPrice'> & { inventory: number };

export interface CartState {
  items: CartItem[];
  /** The sum of the line totals (`cart_total`). */
  cartTotal: number;
  /** Set together with the cart total on every recompute (`shippingFee`). */
  shippingFee: number;
  /** Cart total plus shipping fee (`shippingTotal`). */
  total: number;
  /** The country of the signed-in shopper's first saved address; null for guests. */
  shippingCountry: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored line, checked field by field: storage is shared with other tabs and older versions. */
function readLine(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { _id, name, slug, img, price, quantity, size, taxable, inventory } = value;
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof slug !== 'string') return null;
  if (typeof size !== 'string' || typeof price !== 'number' || !Number.isFinite(price)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    _id,
    name,
    slug,
    img: typeof img === 'string' ? img : null,
    price,
    quantity,
    size,
    taxable: taxable === true,
    totalPrice: lineTotal({ price, quantity }),
    ...(typeof inventory === 'number' ? { inventory } : {}),
  };
}

function readItems(): CartItem[] {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.cartItems, []);
  if (!Array.isArray(stored)) return [];
  return stored.map(readLine).filter((line): line is CartItem => line !== null);
}

/** The cart total and the shipping fee are always computed together (storefront spec §4). */
function computeState(items: CartItem[], shippingCountry: string | null): CartState {
  const total = cartTotal(items);
  const fee = shippingFee(items, shippingCountry);
  return { items, cartTotal: total, shippingFee: fee, total: round2(total + fee), shippingCountry };
}

export const cartStore = createStore<CartState>(
  computeState(readItems(), null),
  computeState([], null),
);

function persistTotals(state: CartState): void {
  storage.set(STORAGE_KEYS.cartTotal, String(state.cartTotal));
  storage.set(STORAGE_KEYS.shippingFee, String(state.shippingFee));
  storage.set(STORAGE_KEYS.shippingTotal, String(state.total));
}

/** Recompute with new lines, keep them in memory and in local storage. */
function commit(items: CartItem[]): void {
  const state = computeState(items, cartStore.get().shippingCountry);
  cartStore.set(state);
  storage.set(STORAGE_KEYS.cartItems, JSON.stringify(items));
  persistTotals(state);
}

function sameLine(item: CartItem, id: string, size: string): boolean {
  return item._id === id && item.size === size;
}

/** The highest quantity a stepper offers: below the inventory and the maximum order quantity. */
export function quantityLimit(inventory: number | undefined): number {
  if (inventory === undefined) return maxQuantity(0);
  return Math.max(0, Math.min(inventory, maxQuantity(inventory)));
}

export const cart = {
  /**
   * Adds a line (or more of a line already there: one line per product and size), recomputes
   * and opens the cart drawer. Returns the quantity rule's message instead when it fails.
   */
  add(line: NewCartLine): string | null {
    const { items } = cartStore.get();
    const existing = items.find((item) => sameLine(item, line._id, line.size));
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    const error = quantityError(quantity, line.inventory);
    if (error) return error;
    const next: CartItem = { ...line, quantity, totalPrice: lineTotal({ ...line, quantity }) };
    commit(
      existing
        ? items.map((item) => (sameLine(item, line._id, line.size) ? next : item))
        : [...items, next],
    );
    panels.open('cart');
    return null;
  },

  remove(id: string, size: string): void {
    commit(cartStore.get().items.filter((item) => !sameLine(item, id, size)));
  },

  /** Changes a line's quantity within the rules; returns the rule's message when refused. */
  setQuantity(id: string, size: string, quantity: number): string | null {
    const { items } = cartStore.get();
    const line = items.find((item) => sameLine(item, id, size));
    if (!line) return null;
    const error = quantityError(quantity, line.inventory ?? 0);
    if (error) return error;
    commit(
      items.map((item) =>
        sameLine(item, id, size)
          ? { ...item, quantity, totalPrice: lineTotal({ price: item.price, quantity }) }
          : item,
      ),
    );
    return null;
  },

  /** Empties the bag and forgets its totals, its cart id and its discount code. */
  clear(): void {
    cartStore.set(computeState([], cartStore.get().shippingCountry));
    discountCodeStore.set(null);
    for (const key of [
      STORAGE_KEYS.cartItems,
      STORAGE_KEYS.cartTotal,
      STORAGE_KEYS.cartId,
      STORAGE_KEYS.shippingFee,
      STORAGE_KEYS.shippingTotal,
      STORAGE_KEYS.discountCode,
    ]) {
      storage.remove(key);
    }
  },

  /** The first saved address changed (or the shopper signed in or out): recompute the fee. */
  setShippingCountry(country: string | null): void {
    const current = cartStore.get();
    if (current.shippingCountry === country) return;
    const state = computeState(current.items, country);
    cartStore.set(state);
    if (state.items.length > 0) persistTotals(state);
  },

  /** Reloads the lines from local storage (another tab changed them). */
  reload(): void {
    cartStore.set(computeState(readItems(), cartStore.get().shippingCountry));
  },

  /** Forgets the in-memory bag without touching storage; for tests. */
  reset(): void {
    cartStore.set(computeState([], null));
  },
};

/** The badge shows the number of lines, as 99+ from 99. */
export function badgeText(count: number): string {
  return count >= LIMITS.cartBadgeCap ? `${LIMITS.cartBadgeCap}+` : String(count);
}

export function useCart(): CartState {
  return useStore(cartStore);
}

export function useCartItems(): CartItem[] {
  return useStore(cartStore, (state) => state.items);
}

// A change to cart_items in another tab reloads the cart here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cartItems || event.key === null) cart.reload();
  });
}

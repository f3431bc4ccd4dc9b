import { LIMITS, STORAGE_KEYS } from '#shared/common/constants';

import { createStore, useStore } from '../../lib/create-store';
import { storage } from '../../lib/storage';

/** A line of the bag, as kept under the spec's `cart_items` key. */
export interface CartItem {
  _id: string;
  name: string;
  slug: string;
  img?: string | null;
  price: number;
  quantity: number;
  size: string;
  taxable?: boolean;
  totalPrice: number;
}

function readItems(): CartItem[] {
  const items = storage.getJson<unknown>(STORAGE_KEYS.cartItems, []);
  return Array.isArray(items) ? (items as CartItem[]) : [];
}

export const cartStore = createStore<CartItem[]>(readItems());

export function cartTotal(items: CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}

/** The badge shows the number of lines, as 99+ from 99. */
export function badgeText(count: number): string {
  return count >= LIMITS.cartBadgeCap ? `${LIMITS.cartBadgeCap}+` : String(count);
}

export function useCartItems(): CartItem[] {
  return useStore(cartStore);
}

// A change to cart_items in another tab reloads the cart here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cartItems || event.key === null) cartStore.set(readItems());
  });
}

import { STORAGE_KEYS } from '#shared/common/constants';

import { createStore, useStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';

function readCode(): string | null {
  if (typeof window === 'undefined') return null;
  const stored = storage.get(STORAGE_KEYS.discountCode);
  return stored && stored.length <= 64 ? stored : null;
}

/**
 * The discount code applied in the bag (decision 0054), kept under `discount_code` so it
 * survives a reload. Only the code: what it takes off is asked of the server each time.
 */
export const discountCodeStore = createStore<string | null>(readCode(), null);

export const discountCode = {
  set(code: string): void {
    discountCodeStore.set(code);
    storage.set(STORAGE_KEYS.discountCode, code);
  },
  remove(): void {
    discountCodeStore.set(null);
    storage.remove(STORAGE_KEYS.discountCode);
  },
};

export function useDiscountCode(): string | null {
  return useStore(discountCodeStore);
}

// A code applied or removed in another tab is followed here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.discountCode || event.key === null) {
      discountCodeStore.set(readCode());
    }
  });
}

import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '#shared/product/product-related';

import { createStore, useStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';

/*
 * "Recently viewed" (decision 0053): the ids of the products this browser opened, newest first,
 * at most RECENTLY_VIEWED_MAX, kept in localStorage only. Read and written after the page is
 * drawn (never while rendering: the server has no such list).
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored list, checked: storage is shared with other tabs, older versions and people. */
export function parseViewed(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value.slice(0, RECENTLY_VIEWED_MAX * 2)) {
    if (typeof item !== 'string') continue;
    const id = item.toLowerCase();
    if (item.length === 36 && ID.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === RECENTLY_VIEWED_MAX) break;
  }
  return ids;
}

/** The list after viewing `id`: it comes first (once), the oldest beyond the cap drop off. */
export function withViewed(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * The list without the ids that were asked for and not answered (a product gone or hidden);
 * ids not asked for stay, whatever the answer.
 */
export function withoutGone(
  list: readonly string[],
  asked: readonly string[],
  found: readonly string[],
): string[] {
  return list.filter((id) => !asked.includes(id) || found.includes(id));
}

/**
 * The list as this tab last wrote it, with the product whose page wrote it; null on the server
 * and until a product page has recorded its view.
 */
const viewedStore = createStore<{ list: string[]; by: string } | null>(null);

const read = (): string[] => parseViewed(storage.getJson<unknown>(RECENTLY_VIEWED_STORAGE_KEY, []));

function save(list: string[], by: string): void {
  storage.set(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
  viewedStore.set({ list, by });
}

export const recentlyViewed = {
  read,
  /** Notes that the shopper opened this product (from an effect: after the page is drawn). */
  record: (id: string): void => save(withViewed(read(), id), id),
  /** Forgets the products the server no longer shows. */
  forgetGone(asked: readonly string[], found: readonly string[]): void {
    const list = read();
    const kept = withoutGone(list, asked, found);
    if (kept.length !== list.length) save(kept, viewedStore.get()?.by ?? '');
  },
};

/**
 * The recently viewed ids other than this product, newest first: null until this product's page
 * has recorded its view (so never in the server's drawing nor in hydration).
 */
export function useRecentlyViewed(productId: string): string[] | null {
  return useStore(viewedStore, (state) => (state && state.by === productId ? state.list : null));
}

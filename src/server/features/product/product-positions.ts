import type { ProductListQuery } from '#shared/product/product.schemas';

import type { ListAnchors, ListPositions } from './product.repository';

/** Rows between two anchors of a list: a deep page walks at most half of it. */
export const ANCHOR_EVERY = 500;
/** Lists (brand × category × order) whose anchors are kept. */
const MAX_LISTS = 100;

/** The list a page belongs to: the filters whose totals are kept, and the order. */
function listOf(query: ProductListQuery): string {
  return JSON.stringify([query.brands, query.categories, query.order ?? 0]);
}

/**
 * Anchors of the shop's lists, so that a deep page walks at most ANCHOR_EVERY / 2 rows instead
 * of every row before it (or after it). Anchors are read in the background, one list at a time,
 * when a page had to walk further than that, and are used only at the catalog version they were
 * read at: any change to a list raises the version (drizzle/0012_catalog_version.sql), so the
 * answers are always those of an OFFSET, on every server, with nothing to clear.
 */
export function createListPositions(options: {
  read: (query: ProductListQuery, every: number) => Promise<ListAnchors>;
  every?: number;
  onError?: (error: unknown) => void;
}): ListPositions & { settled(): Promise<void> } {
  const every = options.every ?? ANCHOR_EVERY;
  const known = new Map<string, ListAnchors>();
  let reading: Promise<void> | null = null;

  return {
    every,
    anchors(query, version) {
      const anchors = known.get(listOf(query));
      return anchors?.version === version ? anchors : undefined;
    },
    wanted(query) {
      // One walk at a time: a burst of deep pages of many lists costs one list's walk at once.
      if (reading) return;
      const list = listOf(query);
      reading = options
        .read(query, every)
        .then((anchors) => {
          known.delete(list);
          if (known.size >= MAX_LISTS) known.delete(known.keys().next().value as string);
          known.set(list, anchors);
        })
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => {
          reading = null;
        });
    },
    /** Resolves when no anchors are being read (for tests). */
    async settled() {
      while (reading) await reading;
    },
  };
}

import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

import type { SortDir } from '#shared/common/list-query';

/**
 * A dashboard table's ORDER BY (decision 0048): every key in the one direction, the last key the
 * row's id so that equal values keep one order from page to page.
 */
export function sortKeys(dir: SortDir, keys: ReadonlyArray<AnyColumn | SQLWrapper>): SQL[] {
  const direction = dir === 'asc' ? asc : desc;
  return keys.map((key) => direction(key));
}

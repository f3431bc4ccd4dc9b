import type { ProductBulkBody, ProductBulkChange } from '#shared/product/product-list.schemas';

import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../kernel/actor';

/** One product a dashboard write changed: who, what, and the values before and after. */
export interface ProductWriteEntry {
  actor: Actor;
  productId: string;
  name: string;
  /** The product's brand when it was changed (a merchant's audit view is its brand's). */
  brandId: string | null;
  action: ProductBulkBody['action'];
  field: ProductBulkChange['field'];
  before: unknown;
  after: unknown;
}

/**
 * Told every change of a bulk action inside its transaction, before it commits: what it writes
 * commits or rolls back with the change (issue 25: the audit log records these).
 */
export type OnProductWrite = (tx: DbOrTx, entries: readonly ProductWriteEntry[]) => Promise<void>;

export const IGNORE_PRODUCT_WRITES: OnProductWrite = () => Promise.resolve();

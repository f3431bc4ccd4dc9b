import type { ProductBulkBody, ProductBulkChange } from '#shared/product/product-list.schemas';

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

import type { LowStockResponse } from '#shared/product/product-admin.schemas';
import { SIZE_LOW_STOCK } from '#shared/product/size-stock';

import type { Actor } from '../../../kernel/actor';
import * as repo from '../product-admin.repository';
import type { ProductAdminContext } from './product-admin-context';

/** The most rows the low-stock list shows (fewest units first). */
export const LOW_STOCK_LIST_MAX = 500;

/**
 * GET /api/product/low-stock (decision 0039): the sizes, and the shared stocks, at or below
 * SIZE_LOW_STOCK units; every brand's for an admin, the own brand's for a merchant.
 */
export async function listLowStock(
  ctx: ProductAdminContext,
  actor: Actor | null,
): Promise<LowStockResponse> {
  const scope = await ctx.scopeOf(actor);
  const rows = scope
    ? await repo.listLowStock(ctx.db, scope, SIZE_LOW_STOCK, LOW_STOCK_LIST_MAX)
    : [];
  return {
    threshold: SIZE_LOW_STOCK,
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      isActive: row.isActive,
      brand: row.brand ? { _id: row.brand.id, name: row.brand.name } : null,
      size: row.size,
      quantity: row.quantity,
    })),
  };
}

import { isUuid } from '#shared/common/text';
import type { ProductBulkBody, ProductBulkResponse } from '#shared/product/product-list.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../product-admin.repository';
import type { ProductWriteEntry } from '../product-writes';
import { notFound, type ProductAdminContext } from './product-admin-context';

/**
 * POST /api/product/bulk (decision 0044): activate, deactivate, move to a category or adjust
 * the stock per size of up to PRODUCT_BULK_MAX products, all or nothing in one transaction. An
 * id the actor may not manage (another brand's, unknown) is "not found" and nothing changes.
 */
export async function bulkProducts(
  ctx: ProductAdminContext,
  actor: Actor | null,
  body: ProductBulkBody,
): Promise<ProductBulkResponse> {
  const scope = await ctx.scopeOf(actor);
  const ids = [...new Set(body.ids)];
  if (!scope || !actor || !ids.every(isUuid)) throw notFound();

  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await repo.lockScopedProducts(tx, scope, ids);
    if (rows.length !== ids.length) throw notFound();
    const entries: ProductWriteEntry[] = [];
    const record = (
      row: (typeof rows)[number],
      field: ProductWriteEntry['field'],
      before: unknown,
      after: unknown,
    ) =>
      entries.push({
        actor,
        productId: row.id,
        name: row.name,
        brandId: row.brandId,
        action: body.action,
        field,
        before,
        after,
      });

    if (body.action === 'activate' || body.action === 'deactivate') {
      const isActive = body.action === 'activate';
      const switching = rows.filter((row) => row.isActive !== isActive);
      await repo.setActiveOf(
        tx,
        switching.map((row) => row.id),
        isActive,
      );
      for (const row of switching) record(row, 'isActive', row.isActive, isActive);
    } else if (body.action === 'move') {
      const categoryId = body.categoryId ?? '';
      if (!isUuid(categoryId) || !(await repo.categoryExists(tx, categoryId))) {
        throw AppError.validation(M.bulkCategoryUnknown, 'categoryId');
      }
      const before = await repo.categoriesOf(tx, ids);
      await repo.moveToCategory(tx, ids, categoryId);
      for (const row of rows) {
        const was = before.get(row.id) ?? [];
        if (was.length !== 1 || was[0] !== categoryId) record(row, 'categories', was, [categoryId]);
      }
    } else {
      // Through the one writer of stock, each product's row held in id order (decision 0039).
      for (const row of rows) {
        const adjusted = await ctx.stock.adjust(tx, row.id, body.stock ?? []);
        if (!adjusted) throw notFound();
        record(row, 'stock', adjusted.before, adjusted.after);
      }
    }
    await ctx.recordBulk(tx, entries);
    return entries;
  });

  if (changed.length > 0) ctx.onCatalogChange();
  return {
    success: true,
    message: M.bulkDone(changed.length),
    changed: changed.map((entry) => ({
      _id: entry.productId,
      name: entry.name,
      field: entry.field,
      before: entry.before,
      after: entry.after,
    })),
  };
}

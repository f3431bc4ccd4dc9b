import { isUuid } from '#shared/common/text';
import type { ProductAdminDto } from '#shared/product/product-admin.schemas';

import type { Actor } from '../../../kernel/actor';
import * as repo from '../product-admin.repository';
import { auditedProduct, notFound, type ProductAdminContext } from './product-admin-context';

/**
 * PUT /api/product/{id}/active. The product shows in the shop only while its brand is active
 * too.
 */
export async function switchProduct(
  ctx: ProductAdminContext,
  actor: Actor | null,
  id: string,
  isActive: boolean,
): Promise<ProductAdminDto> {
  const scope = await ctx.scopeOf(actor);
  if (!scope || !isUuid(id)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findScopedProduct(tx, scope, id);
    if (!existing) throw notFound();
    const before = await auditedProduct(tx, existing.product);
    const updated = await repo.updateScopedProduct(tx, scope, id, { isActive });
    if (!updated) throw notFound();
    await ctx.recordChanges(tx, actor, before, updated);
  });
  ctx.onCatalogChange();
  return ctx.present(id);
}

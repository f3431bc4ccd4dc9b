import { isUuid } from '#shared/common/text';
import type { ProductAdminDto } from '#shared/product/product-admin.schemas';

import type { Actor } from '../../../kernel/actor';
import * as repo from '../product-admin.repository';
import { notFound, type ProductAdminContext } from './product-admin-context';

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
  const updated = await repo.updateScopedProduct(ctx.db, scope, id, { isActive });
  if (!updated) throw notFound();
  ctx.onCatalogChange();
  return ctx.present(id);
}

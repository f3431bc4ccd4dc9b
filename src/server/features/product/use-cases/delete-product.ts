import { isUuid } from '#shared/common/text';

import type { Actor } from '../../../kernel/actor';
import * as repo from '../product-admin.repository';
import { notFound, storedKeys, type ProductAdminContext } from './product-admin-context';

/**
 * DELETE /api/product/delete/{id}. Category memberships, reviews and wishlist entries go with
 * the product (foreign keys ON DELETE CASCADE); its image files are removed unless another
 * product still shows the same picture.
 */
export async function deleteProduct(
  ctx: ProductAdminContext,
  actor: Actor | null,
  id: string,
): Promise<void> {
  const scope = await ctx.scopeOf(actor);
  if (!scope || !isUuid(id)) throw notFound();
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteScopedProduct(tx, scope, id);
    if (!row) throw notFound();
    if (actor) {
      await ctx.audit.record(tx, {
        actor,
        kind: 'product.delete',
        brandId: row.brandId,
        subject: { id: row.id, label: row.name },
        before: {
          sku: row.sku,
          name: row.name,
          priceCents: row.priceCents,
          inventory: row.inventory,
        },
      });
    }
    return row;
  });
  ctx.onCatalogChange();
  const keys = storedKeys([deleted.imageKey, deleted.image2Key, deleted.image3Key]);
  const inUse = await repo.imageKeysInUse(ctx.db, keys);
  await ctx.removeKeys(keys.filter((key) => !inUse.has(key)));
}

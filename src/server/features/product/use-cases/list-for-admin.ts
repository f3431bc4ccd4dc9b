import type { ProductAdminDto } from '#shared/product/product-admin.schemas';

import type { Actor } from '../../../kernel/actor';
import * as repo from '../product-admin.repository';
import type { ProductAdminContext } from './product-admin-context';

/** GET /api/product: every product for an admin, the own brand's for a merchant. */
export async function listForAdmin(
  ctx: ProductAdminContext,
  actor: Actor | null,
): Promise<ProductAdminDto[]> {
  const scope = await ctx.scopeOf(actor);
  if (!scope) return [];
  return ctx.presentAll(await repo.listScopedProducts(ctx.db, scope));
}

/** GET /api/product/{id}: one product the actor may manage. */
export async function getForAdmin(
  ctx: ProductAdminContext,
  actor: Actor | null,
  id: string,
): Promise<ProductAdminDto> {
  const [product] = await ctx.presentAll([await ctx.findOrFail(await ctx.scopeOf(actor), id)]);
  if (!product) throw new Error('A product found was not presented.');
  return product;
}

import type { ProductAdminDto } from '#shared/product/product-admin.schemas';

import type { Actor } from '../../../kernel/actor';
import { presentAdminProduct } from '../product-admin.presenter';
import * as repo from '../product-admin.repository';
import type { ProductAdminContext } from './product-admin-context';

/** GET /api/product: every product for an admin, the own brand's for a merchant. */
export async function listForAdmin(
  ctx: ProductAdminContext,
  actor: Actor | null,
): Promise<ProductAdminDto[]> {
  const scope = await ctx.scopeOf(actor);
  if (!scope) return [];
  return (await repo.listScopedProducts(ctx.db, scope)).map(presentAdminProduct);
}

/** GET /api/product/{id}: one product the actor may manage. */
export async function getForAdmin(
  ctx: ProductAdminContext,
  actor: Actor | null,
  id: string,
): Promise<ProductAdminDto> {
  return presentAdminProduct(await ctx.findOrFail(await ctx.scopeOf(actor), id));
}

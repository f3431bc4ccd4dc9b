import { LIMITS } from '#shared/common/constants';
import type { ProductAdminDto } from '#shared/product/product-admin.schemas';
import type { ProductAdminPage, ProductListQuery } from '#shared/product/product-list.schemas';
import { SIZE_LOW_STOCK } from '#shared/product/size-stock';

import type { Actor } from '../../../kernel/actor';
import * as repo from '../product-admin.repository';
import type { ProductAdminContext } from './product-admin-context';

/**
 * GET /api/product: every product for an admin, the own brand's for a merchant; filtered,
 * sorted and paged by the dashboard's table (decision 0044). Without `page` or `pageSize` every
 * product that matches is listed, as the spec's screens expect.
 */
export async function listForAdmin(
  ctx: ProductAdminContext,
  actor: Actor | null,
  query: Partial<ProductListQuery> = {},
): Promise<ProductAdminPage> {
  const scope = await ctx.scopeOf(actor);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? LIMITS.dashboardPageSize;
  const page = query.page ?? 1;
  const { rows, total } = scope
    ? await repo.pageScopedProducts(
        ctx.db,
        scope,
        query,
        paged ? { offset: (page - 1) * pageSize, limit: pageSize } : { offset: 0, limit: null },
        SIZE_LOW_STOCK,
      )
    : { rows: [], total: 0 };
  const products: ProductAdminDto[] = await ctx.presentAll(rows);
  // Nothing asked: the answer the spec's screens read, products alone.
  if (Object.values(query).every((value) => value === undefined)) return { products };
  return { products, total, page: paged ? page : 1, pageSize: paged ? pageSize : total };
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

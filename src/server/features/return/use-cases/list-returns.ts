import type { ReturnStatus } from '#shared/return/return.constants';
import type { ReturnList } from '#shared/return/return.schemas';

import { isAdmin, type Actor } from '../../../kernel/actor';
import { presentReturn } from '../return.presenter';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/** The most returns a list answers (the newest first). */
const LIST_LIMIT = 200;

/** GET /api/return: the returns of a merchant's items, or every return for an admin. */
export async function listReturns(
  ctx: ReturnContext,
  actor: Actor,
  query: { status?: ReturnStatus },
): Promise<ReturnList> {
  let brandId: string | undefined;
  if (!isAdmin(actor)) {
    const brand = await ctx.brandOf(actor);
    if (!brand) return { returns: [] };
    brandId = brand;
  }
  const rows = await repo.listReturns(ctx.db, { brandId, status: query.status, limit: LIST_LIMIT });
  const items = await ctx.orders.itemsByIds(
    ctx.db,
    rows.map((row) => row.orderItemId),
  );
  return { returns: rows.map((row) => presentReturn(row, items.get(row.orderItemId))) };
}

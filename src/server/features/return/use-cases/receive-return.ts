import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { ReturnAnswer } from '#shared/return/return.schemas';
import { stockLines } from '#shared/product/made-to-measure';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/**
 * PUT /api/return/{id}/receive: the parcel arrived. The first call moves the return to
 * refunding and gives its units back to stock (once); every call then finishes the refund
 * if it is still pending and no other server is asking the provider right now.
 */
export async function receiveReturn(
  ctx: ReturnContext,
  actor: Actor,
  id: string,
): Promise<ReturnAnswer> {
  const row = await ctx.sellerReturn(actor, id);
  if (row.status === 'requested' || row.status === 'refused') {
    throw AppError.rule(RETURN_MESSAGES.notAccepted(row.status));
  }
  if (row.status === 'accepted') {
    const found = await ctx.orders.itemWithOrder(ctx.db, row.orderItemId);
    if (!found) throw AppError.notFound(RETURN_MESSAGES.returnNotFound(id));
    ctx.refundableOrThrow(found.order);
    const restocked = await ctx.db.transaction(async (tx) => {
      const item = await ctx.orders.lockItem(tx, row.orderItemId);
      // An item cancelled after delivery already gave all its units back; a made-to-measure
      // item took none (decision 0042).
      const [stocked] = item ? stockLines([item]) : [];
      const restock = Boolean(stocked?.productId) && stocked?.restockedAt === null;
      const moved = await repo.markReceived(tx, row.id, actor.id, restock);
      if (moved) await ctx.record(tx, actor, 'return.receive', row, moved);
      if (moved && restock && stocked?.productId) {
        await ctx.stock.giveBack(tx, [
          { productId: stocked.productId, size: stocked.size, quantity: moved.quantity },
        ]);
        return true;
      }
      return false;
    });
    if (restocked) ctx.onStockChange?.();
  }
  return ctx.settledAnswer(row.id, RETURN_MESSAGES.refunded);
}

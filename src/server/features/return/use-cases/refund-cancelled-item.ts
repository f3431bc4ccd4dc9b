import { isUuid } from '#shared/common/text';
import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { ReturnAnswer } from '#shared/return/return.schemas';

import { isAdmin, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/**
 * POST /api/return/item/{itemId}/refund: an admin refunds a cancelled item that never
 * shipped. Its stock went back when it was cancelled; only the money moves here, once.
 */
export async function refundCancelledItem(
  ctx: ReturnContext,
  actor: Actor,
  itemId: string,
): Promise<ReturnAnswer> {
  const found =
    isUuid(itemId) && isAdmin(actor)
      ? await ctx.orders.itemWithOrder(ctx.db, itemId.toLowerCase())
      : null;
  if (!found) throw AppError.notFound(RETURN_MESSAGES.itemNotFound(itemId));
  const { item, order } = found;
  if (item.status !== 'Cancelled') throw AppError.rule(RETURN_MESSAGES.refundNotCancelled);
  if ((await ctx.orders.everSent(ctx.db, [item.id])).has(item.id)) {
    throw AppError.rule(RETURN_MESSAGES.refundShipped);
  }
  ctx.refundableOrThrow(order);
  const row =
    (await ctx.db.transaction(async (tx) => {
      const added = await repo.insertCancellation(tx, {
        orderId: order.id,
        orderItemId: item.id,
        userId: order.userId,
        brandId: item.brandId,
        quantity: item.quantity,
        reason: 'Cancelled',
        status: 'refunding',
        // What was paid for it: its part of a discount code stays off (decision 0054).
        amountCents: item.totalPriceCents,
        currency: order.currency,
        paymentProvider: order.paymentProvider,
        decidedBy: actor.id,
        decidedAt: ctx.now(),
      });
      if (added) await ctx.record(tx, actor, 'return.refund', null, added);
      return added;
    })) ?? (await repo.cancellationOf(ctx.db, item.id));
  if (!row) throw AppError.notFound(RETURN_MESSAGES.itemNotFound(itemId));
  return ctx.settledAnswer(row.id, RETURN_MESSAGES.refundStarted);
}

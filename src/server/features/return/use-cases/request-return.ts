import { isUuid } from '#shared/common/text';
import { RETURN_WINDOW_MS } from '#shared/return/return.constants';
import { refundForUnits } from '#shared/discount/discount.rules';
import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { ReturnRequestBodySchema } from '#shared/return/return.schemas';
import type { z } from 'zod';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/** POST /api/return: the shopper asks to return units of a delivered item of its own. */
export async function requestReturn(
  ctx: ReturnContext,
  actor: Actor,
  body: z.output<typeof ReturnRequestBodySchema>,
) {
  const itemId = body.itemId.toLowerCase();
  const found = isUuid(itemId) ? await ctx.orders.itemWithOrder(ctx.db, itemId) : null;
  if (!found || found.order.userId !== actor.id) {
    throw AppError.notFound(RETURN_MESSAGES.itemNotFound(body.itemId));
  }
  const { order } = found;
  const row = await ctx.db.transaction(async (tx) => {
    // Returns of one item are asked one at a time: the quantity left is read under the lock.
    const item = await ctx.orders.lockItem(tx, itemId);
    if (!item || item.status !== 'Delivered') throw AppError.rule(RETURN_MESSAGES.notDelivered);
    const deliveredAt = (await ctx.orders.deliveredAt(tx, [item.id])).get(item.id);
    if (!deliveredAt) throw AppError.rule(RETURN_MESSAGES.notDelivered);
    if (ctx.now().getTime() > deliveredAt.getTime() + RETURN_WINDOW_MS) {
      throw AppError.rule(RETURN_MESSAGES.windowClosed);
    }
    const asked = await repo.askedSoFar(tx, item.id);
    const left = item.quantity - asked.units;
    if (body.quantity > left) throw AppError.rule(RETURN_MESSAGES.tooMany(Math.max(left, 0)));
    return repo.insertReturn(tx, {
      kind: 'return',
      orderId: order.id,
      orderItemId: item.id,
      userId: actor.id,
      brandId: item.brandId,
      quantity: body.quantity,
      reason: body.reason,
      note: body.note,
      // What was paid for these units: the item's part of a discount code stays off, and the
      // returns of every unit add up to what was paid for the item (decision 0054).
      amountCents: refundForUnits(
        { paidCents: item.totalPriceCents, quantity: item.quantity },
        asked,
        body.quantity,
      ),
      currency: order.currency,
      paymentProvider: order.paymentProvider,
    });
  });
  return ctx.answer(row, RETURN_MESSAGES.requested);
}

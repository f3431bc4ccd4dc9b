import { isUuid } from '#shared/common/text';
import { RETURN_WINDOW_MS } from '#shared/return/return.constants';
import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { OrderReturns } from '#shared/return/return.schemas';

import { isAdmin, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import { presentReturn } from '../return.presenter';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/**
 * GET /api/return/order/{orderId}: for its owner (or an admin), what each item may still
 * return, and the order's returns and refunds.
 */
export async function returnsOfOrder(
  ctx: ReturnContext,
  actor: Actor,
  orderId: string,
): Promise<OrderReturns> {
  const order = isUuid(orderId) ? await ctx.orders.order(ctx.db, orderId.toLowerCase()) : null;
  if (!order || !(isAdmin(actor) || order.userId === actor.id)) {
    throw AppError.notFound(RETURN_MESSAGES.orderNotFound(orderId));
  }
  const items = await ctx.orders.itemsOfOrder(ctx.db, order.id);
  const ids = items.map((item) => item.id);
  const [delivered, sent, rows] = await Promise.all([
    ctx.orders.deliveredAt(ctx.db, ids),
    ctx.orders.everSent(ctx.db, ids),
    repo.returnsOfOrder(ctx.db, order.id),
  ]);
  const canRefund =
    isAdmin(actor) &&
    order.paymentReference !== null &&
    order.paymentProvider === ctx.provider.name;
  const byId = new Map(items.map((item) => [item.id, { ...item, orderNumber: order.number }]));
  return {
    items: items.map((item) => {
      const deliveredAt = item.status === 'Delivered' ? delivered.get(item.id) : undefined;
      const until = deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_MS) : null;
      const asked = rows
        .filter((row) => row.orderItemId === item.id && row.kind === 'return')
        .filter((row) => row.status !== 'refused')
        .reduce((sum, row) => sum + row.quantity, 0);
      const open = until !== null && ctx.now().getTime() <= until.getTime();
      return {
        itemId: item.id,
        returnable: open ? Math.max(item.quantity - asked, 0) : 0,
        returnableUntil: until ? until.toISOString() : null,
        refundable:
          canRefund &&
          item.status === 'Cancelled' &&
          !sent.has(item.id) &&
          !rows.some((row) => row.orderItemId === item.id && row.kind === 'cancellation'),
      };
    }),
    returns: rows.map((row) => presentReturn(row, byId.get(row.orderItemId))),
  };
}

import type { FastifyBaseLogger } from 'fastify';

import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '#shared/common/constants';
import { isUuid } from '#shared/common/text';
import { ORDER_MESSAGES } from '#shared/order/order.messages';
import type {
  CancelOrderResponse,
  ItemStatusBody,
  ItemStatusResponse,
} from '#shared/order/order-status.schemas';

import type { Db, Tx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, type Actor } from '../../kernel/actor';
import type { ProductStockService } from '../product/product-stock.service';
import { findOrder, itemsOfOrders } from './order-read.repository';
import { canSeeOrder, sellerBrandFinder } from './order-read.service';
import * as repo from './order-status.repository';
import type { StatusChange } from './order-status.mail';
import type { OrderItemRow } from './order.table';

type Logger = Pick<FastifyBaseLogger, 'error'>;

/** What a shopper may still cancel: nothing that has left the shop. */
export const SHOPPER_CANCELLABLE: readonly OrderItemStatus[] = ['Not processed', 'Processing'];
/** An admin may set any status, except on a cancelled item: Cancelled is final. */
const ADMIN_MOVABLE: readonly OrderItemStatus[] = ORDER_ITEM_STATUSES.filter(
  (status) => status !== 'Cancelled',
);
const HAS_LEFT_SHOP: readonly OrderItemStatus[] = ['Shipped', 'Delivered'];

function orderCancelledMessage(actor: Actor): string {
  return isAdmin(actor)
    ? ORDER_MESSAGES.orderCancelledByAdmin
    : ORDER_MESSAGES.orderCancelledByOwner;
}

/**
 * Cancelling orders and changing item statuses after placement. Every change is one conditional
 * update of the item row inside a transaction, so concurrent requests cannot both move an item,
 * and a cancelled item goes back to stock exactly once. Each change is written to the item's
 * status history with who made it; the shopper is mailed after the commit.
 */
export function createOrderStatusService(deps: {
  db: Db;
  stock: ProductStockService;
  logger: Logger;
  /** After the commit of a change; must not throw (the mail goes through the outbox). */
  notify: (change: StatusChange) => void;
  /** After a commit that gave stock back (the public catalog cache is cleared). */
  onStockChange?: () => void;
  /** The brand a merchant owns (the brand service's). */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
}) {
  const { db, logger } = deps;
  const sellerBrandOf = sellerBrandFinder(deps.brandOfMerchant);

  /**
   * Whether the actor is the merchant whose brand sold one of these items: it sees the order
   * (GET /api/order/{id}), so a change it may not make is refused (403), not "not found".
   */
  async function isSellerOf(actor: Actor, items: readonly Pick<OrderItemRow, 'brandId'>[]) {
    const brandId = await sellerBrandOf(actor);
    return brandId !== null && items.some((item) => item.brandId === brandId);
  }

  /** Gives the stock of just-cancelled items back and writes their history, in the transaction. */
  async function recordCancelled(tx: Tx, items: readonly OrderItemRow[], actor: Actor) {
    // Product owns the stock; this item's move to Cancelled (from null restocked_at) already
    // decided that the units go back exactly once.
    await deps.stock.giveBack(
      tx,
      items.flatMap((item) =>
        item.productId ? [{ productId: item.productId, quantity: item.quantity }] : [],
      ),
    );
    await repo.appendHistory(
      tx,
      items.map((item) => ({
        orderItemId: item.id,
        status: 'Cancelled' as const,
        actorId: actor.id,
      })),
    );
  }

  function afterCommit(change: StatusChange) {
    if (change.items.length === 0) return;
    if (change.status === 'Cancelled' && change.items.some((item) => item.productId)) {
      deps.onStockChange?.();
    }
    try {
      deps.notify(change);
    } catch (error) {
      logger.error({ err: error, orderId: change.order.id }, 'status changed, notification failed');
    }
  }

  return {
    /**
     * DELETE /api/order/cancel/{id}: every item not yet cancelled is cancelled and restocked.
     * The shopper may do it only while nothing has shipped; an admin always. The order row and
     * its items stay, cancelled (decision 0012).
     */
    async cancelOrder(actor: Actor, orderId: string): Promise<CancelOrderResponse> {
      const order = isUuid(orderId) ? await findOrder(db, orderId.toLowerCase()) : null;
      if (!order || !canSeeOrder(actor, order)) {
        if (order && (await isSellerOf(actor, await itemsOfOrders(db, [order.id])))) {
          throw AppError.forbidden(ORDER_MESSAGES.sellerCannotCancel);
        }
        throw AppError.notFound(ORDER_MESSAGES.orderNotFound(orderId));
      }
      const admin = isAdmin(actor);
      const cancelled = await db.transaction(async (tx) => {
        const items = await repo.lockItemsOfOrder(tx, order.id);
        if (!admin && items.some((item) => HAS_LEFT_SHOP.includes(item.status))) {
          throw AppError.rule(ORDER_MESSAGES.orderAlreadySent);
        }
        const moved: OrderItemRow[] = [];
        for (const item of items) {
          const row = await repo.moveItem(
            tx,
            item.id,
            'Cancelled',
            admin ? ADMIN_MOVABLE : SHOPPER_CANCELLABLE,
          );
          if (row) moved.push(row);
        }
        await recordCancelled(tx, moved, actor);
        return moved;
      });
      afterCommit({ order, items: cancelled, status: 'Cancelled' });
      return { success: true, message: orderCancelledMessage(actor) };
    },

    /**
     * PUT /api/order/status/item/{itemId}: the item must be of that order and cart. An admin
     * may set any status (but a cancelled item stays cancelled); the shopper may only cancel
     * an own item that has not shipped. When no item is left, the order is cancelled.
     */
    async setItemStatus(
      actor: Actor,
      itemId: string,
      body: ItemStatusBody,
    ): Promise<ItemStatusResponse> {
      const ids = { itemId, orderId: body.orderId, cartId: body.cartId };
      const found =
        isUuid(ids.itemId) && isUuid(ids.orderId) && isUuid(ids.cartId)
          ? await repo.findItemOfOrder(db, {
              itemId: ids.itemId.toLowerCase(),
              orderId: ids.orderId.toLowerCase(),
              cartId: ids.cartId.toLowerCase(),
            })
          : null;
      if (!found || !canSeeOrder(actor, found.order)) {
        if (found && (await isSellerOf(actor, [found.item]))) {
          throw AppError.forbidden(ORDER_MESSAGES.sellerCannotSetStatus);
        }
        throw AppError.notFound(ORDER_MESSAGES.itemNotFound(itemId));
      }
      const { order } = found;
      const admin = isAdmin(actor);
      const { status } = body;
      // A role refusal (403): a shopper may never set any other status. What has shipped is a
      // business rule (400) below.
      if (!admin && status !== 'Cancelled') throw AppError.forbidden(ORDER_MESSAGES.onlyCancel);

      const result = await db.transaction(async (tx) => {
        const moved = await repo.moveItem(
          tx,
          found.item.id,
          status,
          admin ? ADMIN_MOVABLE : SHOPPER_CANCELLABLE,
        );
        if (moved) {
          if (status === 'Cancelled') await recordCancelled(tx, [moved], actor);
          else {
            await repo.appendHistory(tx, [{ orderItemId: moved.id, status, actorId: actor.id }]);
          }
        } else {
          // Nothing moved: already there (a repeated or concurrent request), or not allowed.
          const current = await repo.findItem(tx, found.item.id);
          if (!current) throw AppError.notFound(ORDER_MESSAGES.itemNotFound(itemId));
          if (current.status !== status) {
            if (current.status === 'Cancelled') throw AppError.rule(ORDER_MESSAGES.itemIsCancelled);
            throw AppError.rule(ORDER_MESSAGES.itemAlreadySent(current.status));
          }
        }
        return { moved, live: await repo.countLiveItems(tx, order.id) };
      });

      if (result.moved) afterCommit({ order, items: [result.moved], status });
      if (result.live === 0) {
        return { success: true, message: orderCancelledMessage(actor), orderCancelled: true };
      }
      return {
        success: true,
        message:
          status === 'Cancelled' ? ORDER_MESSAGES.itemCancelled : ORDER_MESSAGES.itemStatusUpdated,
        orderCancelled: false,
      };
    },
  };
}
export type OrderStatusService = ReturnType<typeof createOrderStatusService>;

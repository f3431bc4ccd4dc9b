import type { FastifyBaseLogger } from 'fastify';

import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '#shared/common/constants';
import { isUuid } from '#shared/common/text';
import { ORDER_MESSAGES } from '#shared/order/order.messages';
import { stockLines } from '#shared/product/made-to-measure';
import type {
  CancelOrderResponse,
  ItemStatusBody,
  ItemStatusResponse,
} from '#shared/order/order-status.schemas';

import type { Db, Tx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, type Actor } from '../../kernel/actor';
import { auditChanges, type AuditRecorder } from '../audit/audit.service';
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
/**
 * What the merchant whose brand sold an item may do with it: move it forward only, from where it
 * may come. Cancelling stays with the customer and the admin (the customer's money and the
 * stock are theirs to decide), and nothing goes back to a status the customer was already past.
 */
const SELLER_MOVES: Partial<Record<OrderItemStatus, readonly OrderItemStatus[]>> = {
  Processing: ['Not processed'],
  Shipped: ['Not processed', 'Processing'],
  Delivered: ['Shipped'],
};

/**
 * The statuses an item may be moved to `status` from, for this actor; a status the actor may
 * never set is refused here (403: a role refusal; what already happened is a rule, 400, later).
 */
function allowedFrom(
  who: { admin: boolean; seller: boolean },
  status: OrderItemStatus,
): readonly OrderItemStatus[] {
  if (who.admin) return ADMIN_MOVABLE;
  if (who.seller) {
    const from = SELLER_MOVES[status];
    if (!from) throw AppError.forbidden(ORDER_MESSAGES.sellerCannotSetStatus);
    return from;
  }
  // A shopper may never set any other status than Cancelled.
  if (status !== 'Cancelled') throw AppError.forbidden(ORDER_MESSAGES.onlyCancel);
  return SHOPPER_CANCELLABLE;
}

/** The carrier and tracking number given with Shipped, when both are. */
function shippingOf(body: ItemStatusBody): repo.Shipping | null {
  return body.carrier && body.trackingNumber
    ? { carrier: body.carrier, trackingNumber: body.trackingNumber }
    : null;
}

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
  /** Who did what (decision 0045): an admin's or a merchant's move, in its transaction. */
  audit: AuditRecorder;
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
    // decided that the units go back exactly once. Made to measure took none (decision 0042).
    await deps.stock.giveBack(
      tx,
      stockLines(items).flatMap((item) =>
        item.productId
          ? [{ productId: item.productId, size: item.size, quantity: item.quantity }]
          : [],
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

  /**
   * An admin's or a merchant's moves in the audit log, one entry per item (a shopper's own
   * cancellation is self-service and is not recorded).
   */
  async function recordMoves(
    tx: Tx,
    actor: Actor,
    order: { id: string; number: string },
    moves: ReadonlyArray<{ from: OrderItemRow; to: OrderItemRow }>,
  ) {
    if (actor.role !== 'ROLE ADMIN' && actor.role !== 'ROLE MERCHANT') return;
    for (const { from, to } of moves) {
      const changes = auditChanges(
        { status: from.status, carrier: from.carrier, trackingNumber: from.trackingNumber },
        { status: to.status, carrier: to.carrier, trackingNumber: to.trackingNumber },
      );
      if (!changes) continue;
      await deps.audit.record(tx, {
        actor,
        kind: 'order.status',
        brandId: to.brandId,
        subject: { id: to.id, label: `${order.number}: ${to.productName} (${to.size})` },
        ...changes,
      });
    }
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
        const moves: Array<{ from: OrderItemRow; to: OrderItemRow }> = [];
        for (const item of items) {
          const row = await repo.moveItem(
            tx,
            item.id,
            'Cancelled',
            admin ? ADMIN_MOVABLE : SHOPPER_CANCELLABLE,
          );
          if (row) {
            moved.push(row);
            moves.push({ from: item, to: row });
          }
        }
        await recordCancelled(tx, moved, actor);
        await recordMoves(tx, actor, order, moves);
        return moved;
      });
      afterCommit({ order, items: cancelled, status: 'Cancelled' });
      return { success: true, message: orderCancelledMessage(actor) };
    },

    /**
     * PUT /api/order/status/item/{itemId}: the item must be of that order and cart. An admin
     * may set any status (but a cancelled item stays cancelled); the merchant whose brand sold
     * the item may move it forward (SELLER_MOVES), giving the carrier and tracking number with
     * Shipped; the shopper may only cancel an own item that has not shipped. When no item is
     * left, the order is cancelled.
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
      if (!found) throw AppError.notFound(ORDER_MESSAGES.itemNotFound(itemId));
      const { order } = found;
      const admin = isAdmin(actor);
      const owner = canSeeOrder(actor, order);
      // The merchant whose brand sold this very item moves it forward; one whose brand sold
      // only other items of the order does not see this one (not found, as a stranger).
      const sold = !admin && (await isSellerOf(actor, [found.item]));
      if (!sold && !owner) throw AppError.notFound(ORDER_MESSAGES.itemNotFound(itemId));
      const { status } = body;
      // A merchant that bought its own item cancels it as the customer it also is.
      const seller = sold && !(owner && status === 'Cancelled');
      const from = allowedFrom({ admin, seller }, status);
      const shipping = status === 'Shipped' ? shippingOf(body) : null;
      if (seller && status === 'Shipped' && !shipping) {
        throw AppError.rule(ORDER_MESSAGES.sellerShippedNeedsTracking);
      }

      const result = await db.transaction(async (tx) => {
        const moved = await repo.moveItem(tx, found.item.id, status, from, shipping);
        if (moved) {
          await recordMoves(tx, actor, order, [{ from: found.item, to: moved }]);
          if (status === 'Cancelled') await recordCancelled(tx, [moved], actor);
          else {
            await repo.appendHistory(tx, [
              { orderItemId: moved.id, status, actorId: actor.id, bySeller: seller },
            ]);
          }
        } else {
          // Nothing moved: already there (a repeated or concurrent request), or not allowed.
          const current = await repo.findItem(tx, found.item.id);
          if (!current) throw AppError.notFound(ORDER_MESSAGES.itemNotFound(itemId));
          if (current.status !== status) {
            if (current.status === 'Cancelled') throw AppError.rule(ORDER_MESSAGES.itemIsCancelled);
            if (seller) {
              if (status === 'Delivered')
                throw AppError.rule(ORDER_MESSAGES.sellerDeliverAfterShip);
              throw AppError.rule(ORDER_MESSAGES.sellerCannotMoveBack(current.status, status));
            }
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

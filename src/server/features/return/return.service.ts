import type { FastifyBaseLogger } from 'fastify';

import { isUuid } from '#shared/common/text';
import { RETURN_WINDOW_MS, type ReturnStatus } from '#shared/return/return.constants';
import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type {
  OrderReturns,
  ReturnAnswer,
  ReturnList,
  ReturnRequestBodySchema,
} from '#shared/return/return.schemas';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, type Actor } from '../../kernel/actor';
import type { PaymentProvider } from '../checkout/payment-provider';
import type { OrderReturnLookup } from '../order/order-return-lookup.service';
import type { OrderRow } from '../order/order.table';
import type { ProductStockService } from '../product/product-stock.service';
import type { ReturnNews } from './return.mail';
import { presentReturn } from './return.presenter';
import * as repo from './return.repository';
import type { OrderReturnRow } from './return.table';

type Logger = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * How long a server that began asking the provider for a refund holds it: another server (or
 * the sweeper after a crash) asks again, with the same idempotency key, only once it has passed.
 */
export const REFUND_LEASE_MS = 2 * 60 * 1000;
const LIST_LIMIT = 200;

/** The provider's idempotency key of a refund: made of the return's id, the same on every try. */
export const refundKeyOf = (returnId: string) => `refund-${returnId}`;
/** The return id a refund key names, or null. */
export function returnIdOfRefundKey(key: string | undefined | null): string | null {
  const id = key?.startsWith('refund-') ? key.slice('refund-'.length) : null;
  return id && isUuid(id) ? id.toLowerCase() : null;
}

/**
 * Returns and refunds. A return moves forward only by conditional updates (requested, then
 * accepted or refused; accepted, then refunding when received, then refunded), so two clicks,
 * two servers or a click and the sweeper move it once. Receiving it gives the stock back in the
 * same transaction as the move to refunding; the refund itself is asked of the provider after
 * that commit, with an idempotency key made of the return's id, by whoever holds the row's
 * lease: a crash between the provider's answer and the record leaves a pending refund that the
 * next try (a click, the sweeper, another server) finishes without a second refund.
 *
 * What is refunded is what was paid for the units (purchase price × quantity); the shipping fee
 * is not refunded (decision 0038).
 */
export function createReturnService(deps: {
  db: Db;
  provider: PaymentProvider;
  orders: OrderReturnLookup;
  stock: ProductStockService;
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  notify: (news: ReturnNews) => void;
  onStockChange?: () => void;
  logger: Logger;
  now?: () => Date;
}) {
  const { db, orders, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function brandOf(actor: Actor): Promise<string | null> {
    return actor.role === 'ROLE MERCHANT' && actor.merchantId
      ? deps.brandOfMerchant(actor.merchantId)
      : null;
  }

  function tell(news: ReturnNews) {
    try {
      deps.notify(news);
    } catch (error) {
      logger.error({ err: error, returnId: news.row.id }, 'return changed, mail failed');
    }
  }

  async function tellAbout(kind: ReturnNews['kind'], row: OrderReturnRow) {
    const found = await orders.itemWithOrder(db, row.orderItemId);
    if (found) tell({ kind, row, order: found.order, item: found.item });
  }

  async function answer(row: OrderReturnRow, message: string): Promise<ReturnAnswer> {
    const items = await orders.itemsByIds(db, [row.orderItemId]);
    return { success: true, message, return: presentReturn(row, items.get(row.orderItemId)) };
  }

  /** A return read again after a conditional update left it as it was. */
  async function current(id: string): Promise<OrderReturnRow> {
    const row = await repo.findReturn(db, id);
    if (!row) throw AppError.notFound(RETURN_MESSAGES.returnNotFound(id));
    return row;
  }

  /** The refund can go through the provider this store uses now, or a 400 says why not. */
  function refundableOrThrow(order: OrderRow) {
    if (!order.paymentReference) throw AppError.rule(RETURN_MESSAGES.noPayment);
    if (order.paymentProvider !== deps.provider.name) {
      throw AppError.rule(RETURN_MESSAGES.providerChanged(order.paymentProvider));
    }
  }

  /** A return a seller may act on: its brand's (a merchant) or any (an admin); else 404. */
  async function sellerReturn(actor: Actor, id: string): Promise<OrderReturnRow> {
    const row = isUuid(id) ? await repo.findReturn(db, id.toLowerCase()) : null;
    if (
      row &&
      (isAdmin(actor) || (row.brandId !== null && row.brandId === (await brandOf(actor))))
    ) {
      return row;
    }
    throw AppError.notFound(RETURN_MESSAGES.returnNotFound(id));
  }

  /**
   * Asks the provider for a pending refund if no one else is asking now, and records it. The
   * row as it stands afterwards: refunded, or still refunding (another server is on it, or the
   * provider failed and the next try will ask again).
   */
  async function settle(id: string): Promise<OrderReturnRow> {
    const claimed = await repo.claimRefund(db, id, REFUND_LEASE_MS);
    if (!claimed) return await current(id);
    const order = await orders.order(db, claimed.orderId);
    try {
      if (!order?.paymentReference) throw new Error('the order has no payment reference');
      const refund = await deps.provider.refund({
        reference: order.paymentReference,
        amountCents: claimed.amountCents,
        idempotencyKey: refundKeyOf(claimed.id),
      });
      const done = await repo.markRefunded(db, id, refund.refundId);
      if (done) {
        logger.info({ returnId: id, amountCents: done.amountCents }, 'refund made');
        await tellAbout('refunded', done);
        return done;
      }
    } catch (error) {
      logger.error({ err: error, returnId: id }, 'a refund could not be made; it will be retried');
      await repo.releaseClaim(db, id);
    }
    return await current(id);
  }

  async function settledAnswer(id: string, done: string): Promise<ReturnAnswer> {
    const row = await settle(id);
    return answer(row, row.status === 'refunded' ? done : RETURN_MESSAGES.refundPending);
  }

  return {
    /** POST /api/return: the shopper asks to return units of a delivered item of its own. */
    async request(actor: Actor, body: z.output<typeof ReturnRequestBodySchema>) {
      const itemId = body.itemId.toLowerCase();
      const found = isUuid(itemId) ? await orders.itemWithOrder(db, itemId) : null;
      if (!found || found.order.userId !== actor.id) {
        throw AppError.notFound(RETURN_MESSAGES.itemNotFound(body.itemId));
      }
      const { order } = found;
      const row = await db.transaction(async (tx) => {
        // Returns of one item are asked one at a time: the quantity left is read under the lock.
        const item = await orders.lockItem(tx, itemId);
        if (!item || item.status !== 'Delivered') throw AppError.rule(RETURN_MESSAGES.notDelivered);
        const deliveredAt = (await orders.deliveredAt(tx, [item.id])).get(item.id);
        if (!deliveredAt) throw AppError.rule(RETURN_MESSAGES.notDelivered);
        if (now().getTime() > deliveredAt.getTime() + RETURN_WINDOW_MS) {
          throw AppError.rule(RETURN_MESSAGES.windowClosed);
        }
        const left = item.quantity - (await repo.askedQuantity(tx, item.id));
        if (body.quantity > left) throw AppError.rule(RETURN_MESSAGES.tooMany(Math.max(left, 0)));
        return repo.insertReturn(tx, {
          kind: 'return',
          orderId: order.id,
          orderItemId: item.id,
          userId: order.userId,
          brandId: item.brandId,
          quantity: body.quantity,
          reason: body.reason,
          note: body.note,
          amountCents: item.purchasePriceCents * body.quantity,
          currency: order.currency,
          paymentProvider: order.paymentProvider,
        });
      });
      return answer(row, RETURN_MESSAGES.requested);
    },

    /**
     * GET /api/return/order/{orderId}: for its owner (or an admin), what each item may still
     * return, and the order's returns and refunds.
     */
    async ofOrder(actor: Actor, orderId: string): Promise<OrderReturns> {
      const order = isUuid(orderId) ? await orders.order(db, orderId.toLowerCase()) : null;
      if (!order || !(isAdmin(actor) || order.userId === actor.id)) {
        throw AppError.notFound(RETURN_MESSAGES.orderNotFound(orderId));
      }
      const items = await orders.itemsOfOrder(db, order.id);
      const ids = items.map((item) => item.id);
      const [delivered, sent, rows] = await Promise.all([
        orders.deliveredAt(db, ids),
        orders.everSent(db, ids),
        repo.returnsOfOrder(db, order.id),
      ]);
      const canRefund =
        isAdmin(actor) &&
        order.paymentReference !== null &&
        order.paymentProvider === deps.provider.name;
      const byId = new Map(items.map((item) => [item.id, item]));
      return {
        items: items.map((item) => {
          const deliveredAt = item.status === 'Delivered' ? delivered.get(item.id) : undefined;
          const until = deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_MS) : null;
          const asked = rows
            .filter((row) => row.orderItemId === item.id && row.kind === 'return')
            .filter((row) => row.status !== 'refused')
            .reduce((sum, row) => sum + row.quantity, 0);
          const open = until !== null && now().getTime() <= until.getTime();
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
    },

    /** GET /api/return: the returns of a merchant's items, or every return for an admin. */
    async list(actor: Actor, query: { status?: ReturnStatus }): Promise<ReturnList> {
      let brandId: string | undefined;
      if (!isAdmin(actor)) {
        const brand = await brandOf(actor);
        if (!brand) return { returns: [] };
        brandId = brand;
      }
      const rows = await repo.listReturns(db, { brandId, status: query.status, limit: LIST_LIMIT });
      const items = await orders.itemsByIds(
        db,
        rows.map((row) => row.orderItemId),
      );
      return { returns: rows.map((row) => presentReturn(row, items.get(row.orderItemId))) };
    },

    /** PUT /api/return/{id}/accept */
    async accept(actor: Actor, id: string): Promise<ReturnAnswer> {
      const row = await sellerReturn(actor, id);
      const moved = await repo.decide(db, row.id, { status: 'accepted', by: actor.id });
      if (moved) {
        await tellAbout('accepted', moved);
        return answer(moved, RETURN_MESSAGES.accepted);
      }
      const latest = await current(row.id);
      if (latest.status === 'refused') throw AppError.rule(RETURN_MESSAGES.notRequested('refused'));
      // Accepted already (a second click), or further along: nothing to do.
      return answer(latest, RETURN_MESSAGES.accepted);
    },

    /** PUT /api/return/{id}/refuse: with a note for the shopper. */
    async refuse(actor: Actor, id: string, body: { note: string }): Promise<ReturnAnswer> {
      const row = await sellerReturn(actor, id);
      const moved = await repo.decide(db, row.id, {
        status: 'refused',
        by: actor.id,
        refusalNote: body.note,
      });
      if (moved) {
        await tellAbout('refused', moved);
        return answer(moved, RETURN_MESSAGES.refused);
      }
      const latest = await current(row.id);
      if (latest.status !== 'refused') {
        throw AppError.rule(RETURN_MESSAGES.notRequested(latest.status));
      }
      return answer(latest, RETURN_MESSAGES.refused);
    },

    /**
     * PUT /api/return/{id}/receive: the parcel arrived. The first call moves the return to
     * refunding and gives its units back to stock (once); every call then finishes the refund
     * if it is still pending and no other server is asking the provider right now.
     */
    async receive(actor: Actor, id: string): Promise<ReturnAnswer> {
      const row = await sellerReturn(actor, id);
      if (row.status === 'requested' || row.status === 'refused') {
        throw AppError.rule(RETURN_MESSAGES.notAccepted(row.status));
      }
      if (row.status === 'accepted') {
        const found = await orders.itemWithOrder(db, row.orderItemId);
        if (!found) throw AppError.notFound(RETURN_MESSAGES.returnNotFound(id));
        refundableOrThrow(found.order);
        const restocked = await db.transaction(async (tx) => {
          const item = await orders.lockItem(tx, row.orderItemId);
          // An item cancelled after delivery already gave all its units back.
          const restock = Boolean(item?.productId) && item?.restockedAt === null;
          const moved = await repo.markReceived(tx, row.id, actor.id, restock);
          if (moved && restock && item?.productId) {
            await deps.stock.giveBack(tx, [
              { productId: item.productId, quantity: moved.quantity },
            ]);
            return true;
          }
          return false;
        });
        if (restocked) deps.onStockChange?.();
      }
      return settledAnswer(row.id, RETURN_MESSAGES.refunded);
    },

    /**
     * POST /api/return/item/{itemId}/refund: an admin refunds a cancelled item that never
     * shipped. Its stock went back when it was cancelled; only the money moves here, once.
     */
    async refundCancelled(actor: Actor, itemId: string): Promise<ReturnAnswer> {
      const found =
        isUuid(itemId) && isAdmin(actor)
          ? await orders.itemWithOrder(db, itemId.toLowerCase())
          : null;
      if (!found) throw AppError.notFound(RETURN_MESSAGES.itemNotFound(itemId));
      const { item, order } = found;
      if (item.status !== 'Cancelled') throw AppError.rule(RETURN_MESSAGES.refundNotCancelled);
      if ((await orders.everSent(db, [item.id])).has(item.id)) {
        throw AppError.rule(RETURN_MESSAGES.refundShipped);
      }
      refundableOrThrow(order);
      const row =
        (await repo.insertCancellation(db, {
          orderId: order.id,
          orderItemId: item.id,
          userId: order.userId,
          brandId: item.brandId,
          quantity: item.quantity,
          reason: 'Cancelled',
          status: 'refunding',
          amountCents: item.purchasePriceCents * item.quantity,
          currency: order.currency,
          paymentProvider: order.paymentProvider,
          decidedBy: actor.id,
          decidedAt: now(),
        })) ?? (await repo.cancellationOf(db, item.id));
      if (!row) throw AppError.notFound(RETURN_MESSAGES.itemNotFound(itemId));
      return settledAnswer(row.id, RETURN_MESSAGES.refundStarted);
    },

    /**
     * Finishes every pending refund no server is asking for now (the sweeper, on an interval):
     * after a crash, or a provider that was away. How many it finished.
     */
    async sweep(): Promise<number> {
      const ids = await repo.pendingRefunds(db, REFUND_LEASE_MS, 50);
      let done = 0;
      for (const id of ids) {
        if ((await settle(id)).status === 'refunded') done += 1;
      }
      return done;
    },

    /**
     * The provider says a refund of ours was made (Stripe's refund.* events): recorded as such
     * if still pending, without asking the provider again and without touching the stock (the
     * stock went back when the parcel was received). True when the event was ours.
     */
    async providerRefunded(
      refundKey: string | undefined | null,
      refundId: string,
    ): Promise<boolean> {
      const id = returnIdOfRefundKey(refundKey);
      if (!id) return false;
      const done = await repo.markRefunded(db, id, refundId);
      if (done) await tellAbout('refunded', done);
      return true;
    },
  };
}
export type ReturnService = ReturnType<typeof createReturnService>;

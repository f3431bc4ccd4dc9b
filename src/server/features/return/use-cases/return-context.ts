import type { FastifyBaseLogger } from 'fastify';

import { isUuid } from '#shared/common/text';
import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { ReturnAnswer } from '#shared/return/return.schemas';

import type { Db, Tx } from '../../../db/client';
import { rowChange, type AuditRecorder } from '../../audit/audit.service';
import { AppError } from '../../../kernel/app-error';
import { isAdmin, type Actor } from '../../../kernel/actor';
import type { PaymentProvider } from '../../checkout/payment-provider';
import type { OrderReturnLookup } from '../../order/order-return-lookup.service';
import type { OrderRow } from '../../order/order.table';
import type { ProductStockService } from '../../product/product-stock.service';
import type { ReturnNews } from '../return.mail';
import { presentReturn } from '../return.presenter';
import * as repo from '../return.repository';
import type { OrderReturnRow } from '../return.table';

/**
 * How long a server that began asking the provider for a refund holds it: another server (or
 * the sweeper after a crash) asks again, with the same idempotency key, only once it has passed.
 */
export const REFUND_LEASE_MS = 2 * 60 * 1000;

/** The provider's idempotency key of a refund: made of the return's id, the same on every try. */
export const refundKeyOf = (returnId: string) => `refund-${returnId}`;
/** The return id a refund key names, or null. */
export function returnIdOfRefundKey(key: string | undefined | null): string | null {
  const id = key?.startsWith('refund-') ? key.slice('refund-'.length) : null;
  return id && isUuid(id) ? id.toLowerCase() : null;
}

export interface ReturnDeps {
  db: Db;
  provider: PaymentProvider;
  orders: OrderReturnLookup;
  stock: ProductStockService;
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  notify: (news: ReturnNews) => void;
  onStockChange?: () => void;
  logger: Pick<FastifyBaseLogger, 'error' | 'info'>;
  now?: () => Date;
  /** Who did what (decision 0045): a seller's or an admin's step, in its transaction. */
  audit: AuditRecorder;
}

/** What every use case of use-cases/ is given: the deps and the helpers they share. */
export interface ReturnContext extends ReturnDeps {
  now: () => Date;
  /** The brand of a merchant actor, or null. */
  brandOf(actor: Actor): Promise<string | null>;
  /** Mails the shopper about the return (after the commit); never throws into the caller. */
  tellAbout(kind: ReturnNews['kind'], row: OrderReturnRow): Promise<void>;
  /** The answer of a route that changed or read one return. */
  answer(row: OrderReturnRow, message: string): Promise<ReturnAnswer>;
  /** A return read again after a conditional update left it as it was. */
  current(id: string): Promise<OrderReturnRow>;
  /** The refund can go through the provider this store uses now, or a 400 says why not. */
  refundableOrThrow(order: OrderRow): void;
  /** A return a seller may act on: its brand's (a merchant) or any (an admin); else 404. */
  sellerReturn(actor: Actor, id: string): Promise<OrderReturnRow>;
  /**
   * Asks the provider for a pending refund if no one else is asking now, and records it. The
   * row as it stands afterwards: refunded, or still refunding (another server is on it, or the
   * provider failed and the next try will ask again).
   */
  settle(id: string): Promise<OrderReturnRow>;
  /** Settles the refund and answers `done`, or that the refund is on its way. */
  settledAnswer(id: string, done: string): Promise<ReturnAnswer>;
  /** A step's entry in the audit log: the return's status (and amount) before and after. */
  record(
    tx: Tx,
    actor: Actor,
    kind: 'return.accept' | 'return.refuse' | 'return.receive' | 'return.refund',
    before: OrderReturnRow | null,
    after: OrderReturnRow,
  ): Promise<void>;
}

export function createReturnContext(deps: ReturnDeps): ReturnContext {
  const { db, orders, logger } = deps;

  const ctx: ReturnContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),

    async record(tx, actor, kind, before, after) {
      await deps.audit.record(tx, {
        actor,
        kind,
        brandId: after.brandId,
        subject: {
          id: after.id,
          label: `${after.kind === 'return' ? 'Return' : 'Refund'} of ${after.quantity} item(s) of order ${after.orderId}`,
        },
        ...rowChange(before, after, ['status', 'amountCents', 'refusalNote']),
      });
    },

    async brandOf(actor) {
      return actor.role === 'ROLE MERCHANT' && actor.merchantId
        ? deps.brandOfMerchant(actor.merchantId)
        : null;
    },

    async tellAbout(kind, row) {
      const found = await orders.itemWithOrder(db, row.orderItemId);
      if (!found) return;
      try {
        deps.notify({ kind, row, order: found.order, item: found.item });
      } catch (error) {
        logger.error({ err: error, returnId: row.id }, 'return changed, mail failed');
      }
    },

    async answer(row, message) {
      const items = await orders.itemsByIds(db, [row.orderItemId]);
      return { success: true, message, return: presentReturn(row, items.get(row.orderItemId)) };
    },

    async current(id) {
      const row = await repo.findReturn(db, id);
      if (!row) throw AppError.notFound(RETURN_MESSAGES.returnNotFound(id));
      return row;
    },

    refundableOrThrow(order) {
      if (!order.paymentReference) throw AppError.rule(RETURN_MESSAGES.noPayment);
      if (order.paymentProvider !== deps.provider.name) {
        throw AppError.rule(RETURN_MESSAGES.providerChanged(order.paymentProvider));
      }
    },

    async sellerReturn(actor, id) {
      const row = isUuid(id) ? await repo.findReturn(db, id.toLowerCase()) : null;
      if (
        row &&
        (isAdmin(actor) || (row.brandId !== null && row.brandId === (await ctx.brandOf(actor))))
      ) {
        return row;
      }
      throw AppError.notFound(RETURN_MESSAGES.returnNotFound(id));
    },

    async settle(id) {
      const claimed = await repo.claimRefund(db, id, REFUND_LEASE_MS);
      if (!claimed) return await ctx.current(id);
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
          await ctx.tellAbout('refunded', done);
          return done;
        }
      } catch (error) {
        logger.error(
          { err: error, returnId: id },
          'a refund could not be made; it will be retried',
        );
        await repo.releaseClaim(db, id);
      }
      return await ctx.current(id);
    },

    async settledAnswer(id, done) {
      const row = await ctx.settle(id);
      return ctx.answer(row, row.status === 'refunded' ? done : RETURN_MESSAGES.refundPending);
    },
  };
  return ctx;
}

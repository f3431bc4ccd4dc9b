import type { FastifyBaseLogger } from 'fastify';

import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { OrderAddBody, OrderPlacedResponse } from '#shared/order/order.schemas';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import { ownedCartOrFail } from '../cart/cart.service';
import type { OrderService } from '../order/order.service';
import type { CheckoutConfirmService, ConfirmResult } from './checkout-confirm.service';
import * as repo from './checkout.repository';
import { isPastExpiry } from './checkout.rules';
import type { CheckoutSessionRow } from './checkout.table';

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export function placedAnswer(orderId: string): OrderPlacedResponse {
  return { success: true, message: CHECKOUT_MESSAGES.orderPlaced, order: { _id: orderId } };
}

/** The answer for a confirmation; null when it placed no order and has nothing to say. */
export function answerOf(result: ConfirmResult | null): OrderPlacedResponse | null {
  if (!result) return null;
  if (result.status === 'placed') return placedAnswer(result.orderId);
  if (result.status === 'problem') throw AppError.rule(result.message);
  return null;
}

/**
 * The shopper's return from the payment page. It belongs to checkout, not order: it asks
 * whether a checkout was paid (the provider, when the return beats its webhook), and only a
 * confirmed payment places an order.
 */
export function createCheckoutReturnService(deps: {
  db: Db;
  confirmation: CheckoutConfirmService;
  orders: OrderService;
  logger: Logger;
  now?: () => Date;
}) {
  const { db, confirmation, orders } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The latest checkout of the caller's cart, if of `provider`, and its order; an answer right
   * away when that order exists or the payment had a problem.
   */
  async function latestOfCart(
    actor: Actor,
    cartId: string,
    provider?: PaymentProviderName,
  ): Promise<{ session: CheckoutSessionRow; placed: OrderPlacedResponse | null }> {
    const cart = await ownedCartOrFail(db, actor, cartId);
    const session = await repo.findLatestSessionOfCart(db, actor.id, cart.id);
    if (!session || (provider && session.provider !== provider)) {
      throw AppError.rule(CHECKOUT_MESSAGES.noCheckout);
    }
    const existing = await orders.orderIdOfSession(db, session.id);
    if (existing) return { session, placed: placedAnswer(existing) };
    if (session.problem) throw AppError.rule(session.problem);
    return { session, placed: null };
  }

  return {
    latestOfCart,

    /**
     * POST /api/order/add: the order of the cart's paid checkout, created exactly once. When the
     * shopper's return beats the provider's webhook, the provider is asked directly. Without a
     * confirmed payment nothing is placed.
     */
    async add(actor: Actor, body: OrderAddBody): Promise<OrderPlacedResponse> {
      const { session, placed } = await latestOfCart(actor, body.cartId);
      if (placed) return placed;

      if (session.status !== 'paid') {
        let confirmed: ConfirmResult | null;
        try {
          confirmed = await confirmation.lookupAndConfirm(session);
        } catch (error) {
          if (error instanceof AppError) throw error;
          deps.logger.error({ err: error, sessionId: session.id }, 'payment lookup failed');
          throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.paymentUnavailable, {
            cause: error,
          });
        }
        const answer = answerOf(confirmed);
        if (answer) return answer;
      }

      // A webhook may have placed it meanwhile.
      const latest = (await repo.findSession(db, session.id)) ?? session;
      const order = await orders.orderIdOfSession(db, latest.id);
      if (order) return placedAnswer(order);
      if (latest.problem) throw AppError.rule(latest.problem);
      if (latest.status === 'cancelled') throw AppError.rule(CHECKOUT_MESSAGES.checkoutCancelled);
      if (latest.status === 'expired' || isPastExpiry(latest, now())) {
        throw AppError.rule(CHECKOUT_MESSAGES.checkoutExpired);
      }
      throw AppError.rule(CHECKOUT_MESSAGES.notPaid);
    },
  };
}
export type CheckoutReturnService = ReturnType<typeof createCheckoutReturnService>;

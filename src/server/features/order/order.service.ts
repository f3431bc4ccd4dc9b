import type { FastifyBaseLogger } from 'fastify';

import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { OrderAddBody, OrderPlacedResponse } from '#shared/order/order.schemas';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import { ownedCartOrFail } from '../cart/cart.service';
import type { CheckoutService, ConfirmResult } from '../checkout/checkout.service';

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export function placedAnswer(orderId: string): OrderPlacedResponse {
  return { success: true, message: CHECKOUT_MESSAGES.orderPlaced, order: { _id: orderId } };
}

/** The answer for a confirmation that placed no order. */
export function answerOf(result: ConfirmResult | null): OrderPlacedResponse | null {
  if (!result) return null;
  if (result.status === 'placed') return placedAnswer(result.orderId);
  if (result.status === 'problem') throw AppError.rule(result.message);
  return null;
}

export function createOrderService(deps: { db: Db; checkout: CheckoutService; logger: Logger }) {
  const { db, checkout } = deps;
  return {
    /**
     * POST /api/order/add: the order of the cart's paid checkout, created exactly once. When the
     * shopper's return beats the provider's webhook, the provider is asked directly. Without a
     * confirmed payment nothing is placed.
     */
    async add(actor: Actor, body: OrderAddBody): Promise<OrderPlacedResponse> {
      const cart = await ownedCartOrFail(db, actor, body.cartId);
      const session = await checkout.latestOfCart(actor.id, cart.id);
      if (!session) throw AppError.rule(CHECKOUT_MESSAGES.noCheckout);

      const existing = await checkout.orderOf(session.id);
      if (existing) return placedAnswer(existing);
      if (session.problem) throw AppError.rule(session.problem);

      if (session.status !== 'paid') {
        let confirmed: ConfirmResult | null;
        try {
          confirmed = await checkout.lookupAndConfirm(session);
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
      const latest = (await checkout.findSession(session.id)) ?? session;
      const placed = await checkout.orderOf(latest.id);
      if (placed) return placedAnswer(placed);
      if (latest.problem) throw AppError.rule(latest.problem);
      if (latest.status === 'cancelled') throw AppError.rule(CHECKOUT_MESSAGES.checkoutCancelled);
      if (latest.status === 'expired' || checkout.isPastExpiry(latest)) {
        throw AppError.rule(CHECKOUT_MESSAGES.checkoutExpired);
      }
      throw AppError.rule(CHECKOUT_MESSAGES.notPaid);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;

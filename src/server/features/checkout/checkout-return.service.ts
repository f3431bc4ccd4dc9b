import type { FastifyBaseLogger } from 'fastify';

import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { GuestOrderPlacedResponse } from '#shared/checkout/guest-checkout.schemas';
import { isUuid } from '#shared/common/text';
import { GUEST_ORDER_MESSAGES } from '#shared/order/guest-order.messages';
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
  /** The provider's name: a guest's return may name its page (Stripe's `cs_…`). */
  providerName?: PaymentProviderName;
  logger: Logger;
  now?: () => Date;
}) {
  const { db, confirmation, orders } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The order of a session that was not found placed at first: the provider is asked (the
   * return may beat its webhook), else the session says why there is none. Throws the
   * shopper's reason when no order is placed.
   */
  async function settle(session: CheckoutSessionRow): Promise<string> {
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
      if (answer) return answer.order._id;
    }

    // A webhook may have placed it meanwhile.
    const latest = (await repo.findSession(db, session.id)) ?? session;
    const order = await orders.orderIdOfSession(db, latest.id);
    if (order) return order;
    if (latest.problem) throw AppError.rule(latest.problem);
    if (latest.status === 'cancelled') throw AppError.rule(CHECKOUT_MESSAGES.checkoutCancelled);
    if (latest.status === 'expired' || isPastExpiry(latest, now())) {
      throw AppError.rule(CHECKOUT_MESSAGES.checkoutExpired);
    }
    throw AppError.rule(CHECKOUT_MESSAGES.notPaid);
  }

  /** A guest's checkout by our id or its page's id at the provider; null for anything else. */
  async function guestSession(ref: string): Promise<CheckoutSessionRow | null> {
    const byOurs = isUuid(ref) ? await repo.findSession(db, ref.toLowerCase()) : null;
    const session =
      byOurs ??
      (deps.providerName ? await repo.findSessionByProviderRef(db, deps.providerName, ref) : null);
    return session && session.userId === null ? session : null;
  }

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
     * A guest's latest checkout of the guest cart its checkout answered (decision 0056), if of
     * `provider`: Paystack's in-browser payment is verified against it. Anything else (a
     * member's cart, an unknown id) is not found.
     */
    async latestOfGuestCart(
      cartId: string,
      provider: PaymentProviderName,
    ): Promise<CheckoutSessionRow> {
      const session = isUuid(cartId)
        ? await repo.findLatestGuestSessionOfCart(db, cartId.toLowerCase())
        : null;
      if (!session) throw AppError.notFound(CHECKOUT_MESSAGES.guestCheckoutNotFound);
      if (session.provider !== provider) throw AppError.rule(CHECKOUT_MESSAGES.noCheckout);
      return session;
    },

    /**
     * POST /api/order/add: the order of the cart's paid checkout, created exactly once. When the
     * shopper's return beats the provider's webhook, the provider is asked directly. Without a
     * confirmed payment nothing is placed.
     */
    async add(actor: Actor, body: OrderAddBody): Promise<OrderPlacedResponse> {
      const { session, placed } = await latestOfCart(actor, body.cartId);
      if (placed) return placed;

      return placedAnswer(await settle(session));
    },

    /**
     * POST /api/checkout/guest/return (decision 0056): a guest back from the payment page. Its
     * checkout is named by the id in the return address (which only the payer's browser was
     * sent); the answer is the order's number and the email its link went to, never the order.
     */
    async guest(ref: string): Promise<GuestOrderPlacedResponse> {
      const session = await guestSession(ref);
      if (!session) throw AppError.notFound(CHECKOUT_MESSAGES.guestCheckoutNotFound);
      await settle(session);
      const order = await orders.orderOfSession(db, session.id);
      if (!order) throw AppError.rule(CHECKOUT_MESSAGES.notPaid);
      return {
        success: true,
        message: GUEST_ORDER_MESSAGES.placed,
        order: { number: order.number, email: session.contactEmail },
      };
    },
  };
}
export type CheckoutReturnService = ReturnType<typeof createCheckoutReturnService>;

import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import {
  CHECKOUT_RETURN,
  STORE_CURRENCY,
  type CheckoutStatus,
} from '#shared/checkout/checkout.constants';
import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { CreateCheckoutBody, CreateCheckoutResponse } from '#shared/checkout/checkout.schemas';
import { centsToDollars } from '#shared/common/money';

import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import { listAddresses } from '../address/address.repository';
import type { Actor } from '../../kernel/actor';
import { insertCart, replaceCartItems } from '../cart/cart.repository';
import {
  ownedCartOrFail,
  priceLines,
  toCartLineValues,
  type PricedCartLine,
} from '../cart/cart.service';
import { insertOrderOfSession, findOrderIdOfSession } from '../order/order.repository';
import type { PaymentProvider } from '../payment/payment.provider';
import { recordEvent, type PaymentEventKey } from '../payment/payment.repository';
import * as repo from './checkout.repository';
import {
  checkoutAmounts,
  quantitiesByProduct,
  RESERVATION_MS,
  REUSE_MIN_REMAINING_MS,
  sameLines,
} from './checkout.rules';
import type { CheckoutLine, CheckoutSessionRow, ShippingAddress } from './checkout.table';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A payment the provider confirmed, for one checkout session. */
export interface PaymentConfirmation {
  sessionId: string;
  /** What the provider charged; null when the caller already checked it (Paystack, in kobo). */
  amountCents: number | null;
  currency: string | null;
  /** The provider's reference of the payment (payment intent, transaction id). */
  paymentReference: string | null;
  /** Paystack: the reference becomes the session's provider reference (unique). */
  bindProviderSessionId?: string;
  /** The webhook event that carried the confirmation, recorded in the same transaction. */
  event?: PaymentEventKey;
}

export type ConfirmResult =
  | { status: 'placed'; orderId: string; isNew: boolean }
  | { status: 'problem'; message: string }
  | { status: 'duplicate' };

/** Details of a freshly placed order, for the confirmation mail. */
export interface PlacedOrder {
  orderId: string;
  session: CheckoutSessionRow;
}

class StockShortage extends Error {
  constructor(readonly productName: string) {
    super(`No stock left for ${productName}.`);
  }
}

function toCheckoutLines(lines: readonly PricedCartLine[]): CheckoutLine[] {
  return lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    slug: line.slug,
    imageKey: line.imageKey,
    size: line.size,
    quantity: line.quantity,
    priceCents: line.priceCents,
  }));
}

function sameContact(session: CheckoutSessionRow, body: CreateCheckoutBody): boolean {
  return (
    session.contactName === body.user.name &&
    session.contactEmail === body.user.email &&
    session.contactPhone === body.user.phone
  );
}

/**
 * Checkout sessions from start to end: pricing and reserving stock when a checkout starts,
 * releasing it exactly once when the session is cancelled or expires, and turning a confirmed
 * payment into exactly one order. Every change of a session's state happens in a transaction
 * that holds the session row (decision 0010).
 */
export function createCheckoutService(deps: {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  logger: Logger;
  /** After the commit of a new order (the confirmation mail); never throws into the caller. */
  onOrderPlaced: (placed: PlacedOrder) => void;
  /** After a commit that took or gave back stock (the public catalog cache is cleared). */
  onStockChange?: () => void;
  now?: () => Date;
}) {
  const { db, provider, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const stockChanged = () => deps.onStockChange?.();

  async function closeAndRelease(
    sessionId: string,
    to: 'cancelled' | 'expired',
    event?: PaymentEventKey,
  ): Promise<CheckoutStatus | 'duplicate'> {
    const status = await db.transaction((tx) => closeInTx(tx, sessionId, to, event));
    stockChanged();
    return status;
  }

  function responseOf(
    session: CheckoutSessionRow,
    url: string | null,
    extra: Pick<CreateCheckoutResponse, 'paystack'> = {},
  ): CreateCheckoutResponse {
    return {
      url,
      provider: session.provider,
      cartId: session.cartId,
      subtotal: centsToDollars(session.subtotalCents),
      shippingFee: centsToDollars(session.shippingCents),
      total: centsToDollars(session.totalCents),
      expiresAt: session.expiresAt.toISOString(),
      ...extra,
    };
  }

  /** Gives a session's held stock back and moves it to `to`, if it is still open. */
  async function closeInTx(
    tx: Tx,
    sessionId: string,
    to: 'cancelled' | 'expired',
    event?: PaymentEventKey,
  ): Promise<CheckoutStatus | 'duplicate'> {
    const session = await repo.lockSession(tx, sessionId);
    if (!session) throw new Error(`Checkout session ${sessionId} not found.`);
    if (event && !(await recordEvent(tx, event, session.id))) return 'duplicate';
    if (session.status !== 'open') return session.status;
    const at = now();
    await repo.moveSession(tx, session.id, ['open'], to, { closedAt: at });
    const released = await repo.releaseHeldReservations(tx, session.id, at);
    for (const { productId, quantity } of quantitiesByProduct(released)) {
      await repo.giveStock(tx, productId, quantity);
    }
    return to;
  }

  /** Closes the provider's page (best effort) and then the session; a page found paid is confirmed. */
  async function close(
    session: CheckoutSessionRow,
    to: 'cancelled' | 'expired',
    event?: PaymentEventKey,
  ): Promise<CheckoutStatus | 'duplicate'> {
    if (
      session.status === 'open' &&
      session.providerSessionId &&
      session.provider === provider.name
    ) {
      const outcome = await provider.close(session.providerSessionId);
      if (outcome === 'paid') {
        const paid = await lookupAndConfirm(session);
        if (paid?.status === 'placed' || paid?.status === 'problem') return 'paid';
      }
      if (outcome === 'failed') {
        logger.warn(
          { sessionId: session.id, provider: provider.name },
          'the payment page could not be closed; a late payment will be handled when it comes',
        );
      }
    }
    return closeAndRelease(session.id, to, event);
  }

  /** Takes the stock of every line, all or nothing; the name of the first product short. */
  async function takeAll(
    tx: Tx,
    lines: readonly CheckoutLine[],
  ): Promise<Array<{ productId: string; quantity: number }>> {
    const quantities = quantitiesByProduct(lines);
    for (const { productId, quantity } of quantities) {
      if (!(await repo.takeStock(tx, productId, quantity))) {
        const product = await repo.stockOf(tx, productId);
        const name = product?.name ?? lines.find((l) => l.productId === productId)?.name ?? '';
        throw new StockShortage(name);
      }
    }
    return quantities;
  }

  async function confirm(input: PaymentConfirmation): Promise<ConfirmResult> {
    let placedSession: CheckoutSessionRow | null = null;
    let result: ConfirmResult;
    try {
      result = await db.transaction(async (tx): Promise<ConfirmResult> => {
        const session = await repo.lockSession(tx, input.sessionId);
        if (!session) throw new Error(`Checkout session ${input.sessionId} not found.`);
        if (input.event && !(await recordEvent(tx, input.event, session.id))) {
          return { status: 'duplicate' };
        }
        const existing = await findOrderIdOfSession(tx, session.id);
        if (existing) return { status: 'placed', orderId: existing, isNew: false };
        if (session.problem) return { status: 'problem', message: session.problem };

        if (
          input.amountCents !== null &&
          (input.amountCents !== session.totalCents ||
            (input.currency ?? '').toLowerCase() !== session.currency)
        ) {
          logger.error(
            { sessionId: session.id, paid: input.amountCents, expected: session.totalCents },
            'a payment did not match its checkout total; no order placed',
          );
          return { status: 'problem', message: CHECKOUT_MESSAGES.amountMismatch };
        }
        if (
          input.bindProviderSessionId &&
          session.providerSessionId !== input.bindProviderSessionId
        ) {
          const other = await repo.findSessionByProviderRef(
            tx,
            session.provider,
            input.bindProviderSessionId,
          );
          if (session.providerSessionId || other) {
            throw AppError.rule(CHECKOUT_MESSAGES.referenceUsed);
          }
        }

        const at = now();
        const paid = {
          paidAt: at,
          closedAt: at,
          paymentReference: input.paymentReference,
          ...(input.bindProviderSessionId && { providerSessionId: input.bindProviderSessionId }),
        };
        const held = await repo.orderHeldReservations(tx, session.id, at);
        if (held === 0) {
          // Paid after the reservation was released (expired or cancelled): take the stock
          // again if it is still there, never more than there is.
          try {
            await tx.transaction(async (savepoint) => {
              const quantities = await takeAll(savepoint, session.items);
              await repo.insertReservations(savepoint, session.id, quantities, at);
            });
          } catch (error) {
            if (!(error instanceof StockShortage)) throw error;
            const message = CHECKOUT_MESSAGES.soldOutAfterPayment(error.productName);
            await repo.moveSession(tx, session.id, ['open', 'cancelled', 'expired'], 'paid', {
              ...paid,
              problem: message,
            });
            logger.error(
              { sessionId: session.id, paymentReference: input.paymentReference },
              'paid after the reservation ended and the stock is gone: no order placed, refund the payment',
            );
            return { status: 'problem', message };
          }
        }
        const moved = await repo.moveSession(
          tx,
          session.id,
          ['open', 'cancelled', 'expired'],
          'paid',
          paid,
        );
        if (!moved) throw new Error(`Checkout session ${session.id} could not be marked paid.`);
        const order = await insertOrderOfSession(tx, moved, input.paymentReference);
        if (order.isNew) placedSession = moved;
        return { status: 'placed', ...order };
      });
    } catch (error) {
      if (isUniqueViolation(error) && input.bindProviderSessionId) {
        throw AppError.rule(CHECKOUT_MESSAGES.referenceUsed);
      }
      throw error;
    }
    stockChanged();
    if (result.status === 'placed' && result.isNew && placedSession) {
      try {
        deps.onOrderPlaced({ orderId: result.orderId, session: placedSession });
      } catch (error) {
        logger.error({ err: error, orderId: result.orderId }, 'order placed, notification failed');
      }
    }
    return result;
  }

  /** Asks the provider whether the session's page was paid and, if so, confirms it. */
  async function lookupAndConfirm(session: CheckoutSessionRow): Promise<ConfirmResult | null> {
    if (!session.providerSessionId || session.provider !== provider.name) return null;
    const payment = await provider.lookup(session.providerSessionId);
    if (!payment?.paid) return null;
    return confirm({
      sessionId: session.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentReference: payment.reference,
    });
  }

  /**
   * The member's one open session, when it is of the same cart, bag, contact and shipping and
   * still has time left.
   */
  function reusable(
    open: readonly CheckoutSessionRow[],
    cartId: string,
    body: CreateCheckoutBody,
    lines: readonly CheckoutLine[],
    address: ShippingAddress | null,
  ): CheckoutSessionRow | undefined {
    const latest = open.at(-1);
    if (!latest || open.length !== 1 || !latest.providerUrl) return undefined;
    if (latest.cartId !== cartId) return undefined;
    if (latest.provider !== provider.name || !sameContact(latest, body)) return undefined;
    if (latest.expiresAt.getTime() - now().getTime() < REUSE_MIN_REMAINING_MS) return undefined;
    if ((latest.shippingAddress?.country ?? null) !== (address?.country ?? null)) return undefined;
    return sameLines(latest.items, lines) ? latest : undefined;
  }

  return {
    confirm,
    lookupAndConfirm,

    /**
     * Starts a checkout: the cart takes the bag's items at database prices, the server computes
     * the total, the stock is reserved in one transaction (all or nothing), and the provider
     * opens a payment page. A member has at most one open checkout: the earlier ones, of any
     * cart, are cancelled and their stock given back in the same transaction, unless the same
     * bag of the same cart is checked out again (then the same page is answered). Guests cannot
     * hoard: checking out needs a signed-in member (the spec, decision 0010).
     */
    async start(actor: Actor, body: CreateCheckoutBody): Promise<CreateCheckoutResponse> {
      if (provider.refusal) throw AppError.rule(provider.refusal);
      const closedPages: string[] = [];
      const started = await db.transaction(async (tx) => {
        // First, so that checkouts of one member started at once run one after the other and
        // the later one sees, and cancels, the earlier: one open checkout, stock held once.
        await repo.lockMember(tx, actor.id);
        const cart = body.cartId
          ? await ownedCartOrFail(tx, actor, body.cartId, { lock: true })
          : await insertCart(tx, actor.id);
        const first = (await listAddresses(tx, actor.id))[0];
        const address: ShippingAddress | null = first
          ? {
              address: first.address,
              city: first.city,
              state: first.state,
              country: first.country,
              zipCode: first.zipCode,
            }
          : null;

        const open = await repo.listOpenSessionsOfMember(tx, actor.id);
        if (open.length > 0) {
          // Compared at today's prices, without the stock check: the stock is theirs already.
          const asked = toCheckoutLines(await priceLines(tx, body.cartItems, 'cartItems', false));
          const same = reusable(open, cart.id, body, asked, address);
          if (same) return { session: same, reused: true as const };
        }
        for (const session of open) {
          await closeInTx(tx, session.id, 'cancelled');
          if (session.providerSessionId) closedPages.push(session.providerSessionId);
        }

        const lines = toCheckoutLines(await priceLines(tx, body.cartItems, 'cartItems'));
        await replaceCartItems(tx, cart.id, toCartLineValues(lines));
        let quantities: Array<{ productId: string; quantity: number }>;
        try {
          quantities = await takeAll(tx, lines);
        } catch (error) {
          if (!(error instanceof StockShortage)) throw error;
          // Somebody else took it between the price check and the reservation.
          throw AppError.rule(CHECKOUT_MESSAGES.outOfStock(error.productName));
        }
        const at = now();
        const session = await repo.insertSession(tx, {
          cartId: cart.id,
          userId: actor.id,
          provider: provider.name,
          status: 'open',
          currency: STORE_CURRENCY,
          ...checkoutAmounts(lines, address?.country ?? null),
          contactName: body.user.name,
          contactEmail: body.user.email,
          contactPhone: body.user.phone,
          items: lines,
          shippingAddress: address,
          idempotencyKey: `checkout-${randomUUID()}`,
          expiresAt: new Date(at.getTime() + RESERVATION_MS),
        });
        await repo.insertReservations(tx, session.id, quantities);
        return { session, reused: false as const };
      });

      if (!started.reused) stockChanged();
      for (const page of closedPages) {
        void provider.close(page).catch(() => undefined);
      }
      const { session } = started;
      if (started.reused) return responseOf(session, session.providerUrl);

      let page;
      try {
        page = await provider.openPage({
          sessionId: session.id,
          lines: session.items,
          shippingCents: session.shippingCents,
          totalCents: session.totalCents,
          currency: session.currency,
          contact: {
            name: session.contactName,
            email: session.contactEmail,
            phone: session.contactPhone,
          },
          expiresAt: session.expiresAt,
          successUrl: `${deps.publicUrl}${CHECKOUT_RETURN.successPath}?session_id=${
            provider.name === 'stripe' ? '{CHECKOUT_SESSION_ID}' : session.id
          }`,
          cancelUrl: `${deps.publicUrl}${CHECKOUT_RETURN.cancelPath}`,
          idempotencyKey: session.idempotencyKey,
        });
      } catch (error) {
        logger.error({ err: error, sessionId: session.id }, 'the payment page could not be opened');
        await closeAndRelease(session.id, 'cancelled');
        throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.paymentUnavailable, { cause: error });
      }
      const recorded = await repo.setProviderPage(db, session.id, {
        providerSessionId: page.providerSessionId,
        providerUrl: page.url,
      });
      if (!recorded) {
        if (page.providerSessionId)
          void provider.close(page.providerSessionId).catch(() => undefined);
        throw AppError.rule(CHECKOUT_MESSAGES.checkoutReplaced);
      }
      return responseOf(session, page.url, page.paystack ? { paystack: page.paystack } : {});
    },

    /** The shopper left the payment page: every open checkout of the cart is cancelled. */
    async cancel(actor: Actor, cartId: string): Promise<{ success: true; message: string }> {
      const cart = await ownedCartOrFail(db, actor, cartId);
      for (const session of await repo.listOpenSessionsOfCart(db, cart.id)) {
        await close(session, 'cancelled');
      }
      return { success: true, message: CHECKOUT_MESSAGES.cancelled };
    },

    /** Closes one session and its provider page (the test page's Cancel). */
    close,

    /** Closes one session the provider already closed (Stripe's expiry event). */
    closeLocally: closeAndRelease,

    /** Releases every reservation that has run out; answers how many sessions it closed. */
    async sweep(limit = 100): Promise<number> {
      const ids = await repo.listExpiredOpenSessionIds(db, now(), limit);
      let closed = 0;
      for (const id of ids) {
        const session = await repo.findSession(db, id);
        if (!session || session.status !== 'open') continue;
        try {
          if ((await close(session, 'expired')) === 'expired') closed += 1;
        } catch (error) {
          logger.error({ err: error, sessionId: id }, 'an expired checkout could not be closed');
        }
      }
      return closed;
    },

    findByProviderRef: (ref: string) => repo.findSessionByProviderRef(db, provider.name, ref),
    findSession: (id: string) => repo.findSession(db, id),
    latestOfCart: (userId: string, cartId: string) =>
      repo.findLatestSessionOfCart(db, userId, cartId),
    orderOf: (sessionId: string) => findOrderIdOfSession(db, sessionId),
    /** True when the session's reservation time is over (the sweeper may not have run yet). */
    isPastExpiry: (session: CheckoutSessionRow) => session.expiresAt.getTime() <= now().getTime(),
    provider,
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

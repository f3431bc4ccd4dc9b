import type { FastifyBaseLogger } from 'fastify';

import { CHECKOUT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { OrderLine } from '#shared/order/order-line';
import { stockLines } from '#shared/product/made-to-measure';

import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import type { OrderService, PaidSession } from '../order/order.service';
import {
  stockLinesInOrder,
  type ProductStockService,
  type StockLine,
} from '../product/product-stock.service';
import * as repo from './checkout.repository';
import type { PaymentEventKey, PaymentProvider } from './payment-provider';
import { recordEvent } from './payment-event.repository';
import type { CheckoutSessionRow } from './checkout.table';
import { DiscountLost, type CheckoutDiscounts, type DiscountCustomer } from './checkout-discounts';

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

/** A take of stock found a product short: the whole take rolls back. */
export class StockShortage extends Error {
  constructor(readonly productName: string) {
    super(`No stock left for ${productName}.`);
  }
}

/**
 * Takes the stock of every line, all or nothing; throws StockShortage naming the first short.
 * Made-to-measure lines take none (decision 0042), so no reservation holds them either.
 */
export async function takeAll(
  stock: ProductStockService,
  tx: DbOrTx,
  lines: readonly OrderLine[],
): Promise<StockLine[]> {
  // Per product and size: a product kept per size takes from the size's row too (decision 0039);
  // made-to-measure lines take none (decision 0042).
  const quantities = stockLinesInOrder(stockLines(lines));
  const short = await stock.take(tx, quantities);
  if (short) {
    const name = short.name ?? lines.find((line) => line.productId === short.productId)?.name ?? '';
    throw new StockShortage(short.size ? `${name} in size ${short.size}` : name);
  }
  return quantities;
}

/** The paid session in order's words: checkout calls order, order never looks at checkout. */
function paidSessionOf(session: CheckoutSessionRow, paymentReference: string | null): PaidSession {
  return {
    sessionId: session.id,
    userId: session.userId,
    // A guest's checkout (decision 0056) has no account: the order is the email's.
    guestEmail: session.userId === null ? session.contactEmail : null,
    cartId: session.cartId,
    currency: session.currency,
    provider: session.provider,
    paymentReference,
    subtotalCents: session.subtotalCents,
    shippingCents: session.shippingCents,
    discount: session.discountCode
      ? { code: session.discountCode, cents: session.discountCents }
      : null,
    totalCents: session.totalCents,
    contact: {
      name: session.contactName,
      email: session.contactEmail,
      phone: session.contactPhone,
    },
    shippingAddress: session.shippingAddress,
    shipping: {
      optionId: session.shippingOptionId,
      name: session.shippingOptionName,
      estimate: session.shippingEstimate,
    },
    lines: session.items,
  };
}

/** Whose uses of a discount code a session's count against (decision 0056). */
export function discountCustomerOf(session: CheckoutSessionRow): DiscountCustomer {
  return session.userId !== null
    ? { userId: session.userId, guestEmail: null }
    : { userId: null, guestEmail: session.contactEmail };
}

/**
 * Turning a confirmed payment into exactly one order, also when it comes after the reservation
 * ended (a late payment takes the stock again if it is still there). The session row is held
 * for the whole change (decision 0010); the provider's event is recorded in the same
 * transaction, so an event is acted on once.
 */
export function createCheckoutConfirmService(deps: {
  db: Db;
  provider: PaymentProvider;
  orders: OrderService;
  stock: ProductStockService;
  /** The code a checkout used is spent when it is paid (decision 0054). */
  discounts: CheckoutDiscounts;
  logger: Logger;
  /** After a commit that took or gave back stock (the public catalog cache is cleared). */
  onStockChange?: () => void;
  now?: () => Date;
}) {
  const { db, provider, orders, stock, logger, discounts } = deps;
  const now = deps.now ?? (() => new Date());

  async function confirm(input: PaymentConfirmation): Promise<ConfirmResult> {
    // Filled in the transaction, mailed only after its commit.
    const placed: { session: PaidSession | null; number: string; guestToken: string | null } = {
      session: null,
      number: '',
      guestToken: null,
    };
    let result: ConfirmResult;
    try {
      result = await db.transaction(async (tx): Promise<ConfirmResult> => {
        const session = await repo.lockSession(tx, input.sessionId);
        if (!session) throw new Error(`Checkout session ${input.sessionId} not found.`);
        if (input.event && !(await recordEvent(tx, input.event, session.id))) {
          return { status: 'duplicate' };
        }
        const existing = await orders.orderIdOfSession(tx, session.id);
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
        if (held > 0) {
          // The code's use it held is spent (none: a checkout without a code).
          await discounts.use(tx, session.id, discountCustomerOf(session));
        } else {
          // Paid after the reservation was released (expired or cancelled): take the code's use
          // and the stock again if they are still there, never more than there is (the code
          // first: the store's lock order).
          try {
            await tx.transaction(async (savepoint) => {
              const lost = await discounts.use(savepoint, session.id, discountCustomerOf(session));
              if (lost) throw new DiscountLost(lost);
              const quantities = await takeAll(stock, savepoint, session.items);
              await repo.insertReservations(savepoint, session.id, quantities, at);
            });
          } catch (error) {
            if (!(error instanceof StockShortage) && !(error instanceof DiscountLost)) throw error;
            const message =
              error instanceof DiscountLost
                ? error.reason
                : CHECKOUT_MESSAGES.soldOutAfterPayment(error.productName);
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
        const paidSession = paidSessionOf(moved, input.paymentReference);
        const order = await orders.placeFromPaidSession(tx, paidSession);
        if (order.isNew) {
          placed.session = paidSession;
          placed.number = order.number;
          placed.guestToken = order.guestToken;
        }
        return { status: 'placed', orderId: order.orderId, isNew: order.isNew };
      });
    } catch (error) {
      if (isUniqueViolation(error) && input.bindProviderSessionId) {
        throw AppError.rule(CHECKOUT_MESSAGES.referenceUsed);
      }
      throw error;
    }
    deps.onStockChange?.();
    if (result.status === 'placed' && result.isNew && placed.session) {
      try {
        orders.mailConfirmation({
          ...placed.session,
          orderId: result.orderId,
          number: placed.number,
          guestToken: placed.guestToken,
        });
      } catch (error) {
        logger.error({ err: error, orderId: result.orderId }, 'order placed, notification failed');
      }
    }
    return result;
  }

  return {
    confirm,

    /** Asks the provider whether the session's page was paid and, if so, confirms it. */
    async lookupAndConfirm(session: CheckoutSessionRow): Promise<ConfirmResult | null> {
      if (!session.providerSessionId || session.provider !== provider.name) return null;
      const payment = await provider.lookup(session.providerSessionId);
      if (!payment?.paid) return null;
      return confirm({
        sessionId: session.id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        paymentReference: payment.reference,
      });
    },

    /** Records a provider event that changes no session (unknown, or of no interest), once. */
    async recordUnhandledEvent(event: PaymentEventKey, sessionId: string | null): Promise<void> {
      await recordEvent(db, event, sessionId);
    },
  };
}
export type CheckoutConfirmService = ReturnType<typeof createCheckoutConfirmService>;

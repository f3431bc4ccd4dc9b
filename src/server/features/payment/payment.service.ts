import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';

import { CHECKOUT_RETURN } from '#shared/checkout/checkout.constants';
import type { GuestOrderPlacedResponse } from '#shared/checkout/guest-checkout.schemas';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '#shared/checkout/checkout.messages';
import type { OrderPlacedResponse } from '#shared/order/order.schemas';

import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import type { CheckoutConfirmService } from '../checkout/checkout-confirm.service';
import { answerOf, type CheckoutReturnService } from '../checkout/checkout-return.service';
import type { CheckoutService } from '../checkout/checkout.service';
import type { CheckoutSessionRow } from '../checkout/checkout.table';
import type { PaymentEventKey, PaymentProvider } from '../checkout/payment-provider';
import type { ReturnService } from '../return/return.service';
import type { PaystackProvider } from './paystack.provider';
import { stripePaymentOf, type StripeProvider } from './stripe.provider';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What the test page shows or where it sends the shopper. */
export type TestPageOutcome =
  | { kind: 'page'; session: CheckoutSessionRow }
  | { kind: 'closed'; session: CheckoutSessionRow }
  | { kind: 'redirect'; url: string };

// The test page sends the shopper back on the same origin (see test.provider.ts); a guest's
// checkout (no account, decision 0056) to the guest's own pages.
const successUrl = (session: CheckoutSessionRow) =>
  `${
    session.userId === null ? CHECKOUT_RETURN.guestSuccessPath : CHECKOUT_RETURN.successPath
  }?session_id=${session.id}`;
const cancelUrlOf = (session: CheckoutSessionRow) =>
  session.userId === null ? CHECKOUT_RETURN.guestCancelPath : CHECKOUT_RETURN.cancelPath;

/**
 * Everything a provider tells the store: Stripe's webhook, Paystack's verification and the
 * built-in test page. Each ends in checkout's one confirmation path: payment knows checkout,
 * checkout knows nothing of payment/ but the provider interface it declares.
 */
export function createPaymentService(deps: {
  provider: PaymentProvider;
  checkout: CheckoutService;
  confirmation: CheckoutConfirmService;
  returns: CheckoutReturnService;
  stripe: StripeProvider | null;
  paystack: PaystackProvider | null;
  /** Told of Stripe's refund events, which may arrive before the refund is recorded. */
  refunds: Pick<ReturnService, 'providerRefunded'>;
  logger: Logger;
}) {
  const { checkout, confirmation, logger } = deps;
  const testPages = deps.provider.name === 'test';

  /** Our session for a Stripe Checkout Session, matched by client_reference_id and id. */
  function sessionOfStripe(object: Stripe.Checkout.Session): Promise<CheckoutSessionRow | null> {
    return checkout.sessionOfProviderPage('stripe', object.client_reference_id, object.id);
  }

  async function testSession(reference: string): Promise<CheckoutSessionRow> {
    if (!testPages) throw AppError.notFound(PAYMENT_MESSAGES.testOff);
    // A page opened while the store was open confirms nothing once it is not (decision 0013).
    const refusal = deps.provider.refusal;
    if (refusal) throw AppError.notFound(refusal);
    const session = await checkout.sessionOfPage(reference);
    if (!session) throw AppError.notFound(PAYMENT_MESSAGES.pageNotFound);
    return session;
  }

  /** A test page whose time ran out is closed now, as the sweeper would. */
  const openOrClosed = (session: CheckoutSessionRow) => checkout.closeIfPastExpiry(session);

  /** Verifies a Paystack reference for a session and confirms it: the one order, or why not. */
  async function confirmPaystack(
    session: CheckoutSessionRow,
    reference: string,
  ): Promise<OrderPlacedResponse> {
    const paystack = deps.paystack;
    if (!paystack) throw AppError.notFound(PAYMENT_MESSAGES.paystackOff);
    let transaction;
    try {
      transaction = await paystack.verify(reference);
    } catch (error) {
      logger.error({ err: error, sessionId: session.id }, 'paystack verification failed');
      throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.paymentUnavailable, { cause: error });
    }
    if (!transaction?.successful || transaction.reference !== reference) {
      throw AppError.rule(CHECKOUT_MESSAGES.paymentFailed);
    }
    if (
      transaction.currency !== 'NGN' ||
      transaction.amountKobo !== paystack.amountFor(session.totalCents)
    ) {
      logger.error(
        { sessionId: session.id, paid: transaction.amountKobo, currency: transaction.currency },
        'a paystack payment did not match its checkout total; no order placed',
      );
      throw AppError.rule(CHECKOUT_MESSAGES.amountMismatch);
    }
    const answer = answerOf(
      await confirmation.confirm({
        sessionId: session.id,
        amountCents: null,
        currency: null,
        paymentReference: transaction.transactionId ?? reference,
        bindProviderSessionId: reference,
      }),
    );
    if (!answer) throw AppError.rule(CHECKOUT_MESSAGES.paymentFailed);
    return answer;
  }

  return {
    /** POST /api/stripe/webhook: verified on the raw body, each event acted on once. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!deps.stripe) throw AppError.notFound(PAYMENT_MESSAGES.stripeOff);
      let event: Stripe.Event;
      try {
        event = deps.stripe.verifyEvent(rawBody, signature);
      } catch (error) {
        logger.warn({ err: error }, 'stripe webhook refused: bad signature');
        throw AppError.rule(PAYMENT_MESSAGES.badSignature);
      }
      const key: PaymentEventKey = { provider: 'stripe', eventId: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const object = event.data.object;
          const session = await sessionOfStripe(object);
          if (!session || object.payment_status !== 'paid') {
            if (!session)
              logger.warn({ stripeSession: object.id }, 'webhook for an unknown session');
            await confirmation.recordUnhandledEvent(key, session?.id ?? null);
            return;
          }
          const payment = stripePaymentOf(object);
          const result = await confirmation.confirm({
            sessionId: session.id,
            amountCents: payment.amountCents,
            currency: payment.currency,
            paymentReference: payment.reference,
            event: key,
          });
          logger.info(
            { sessionId: session.id, event: event.id, result: result.status },
            'stripe payment',
          );
          return;
        }
        case 'checkout.session.expired': {
          const session = await sessionOfStripe(event.data.object);
          if (!session) {
            await confirmation.recordUnhandledEvent(key, null);
            return;
          }
          await checkout.closeLocally(session.id, 'expired', key);
          return;
        }
        case 'refund.created':
        case 'refund.updated': {
          // A refund of ours (its metadata names the return) that may beat our own record of
          // it: recorded as made, never asked of Stripe again nor restocked a second time.
          const refund = event.data.object;
          if (refund.status === 'succeeded') {
            await deps.refunds.providerRefunded(refund.metadata?.refundKey, refund.id);
          }
          await confirmation.recordUnhandledEvent(key, null);
          return;
        }
        default:
          await confirmation.recordUnhandledEvent(key, null);
      }
    },

    /** POST /api/paystack/verify: Paystack confirms the reference and amount before any order. */
    async verifyPaystack(
      actor: Actor,
      body: { reference: string; cartId: string },
    ): Promise<OrderPlacedResponse> {
      if (!deps.paystack) throw AppError.notFound(PAYMENT_MESSAGES.paystackOff);
      const { session, placed } = await deps.returns.latestOfCart(actor, body.cartId, 'paystack');
      if (placed) return placed;
      return confirmPaystack(session, body.reference);
    },

    /**
     * A guest's Paystack payment (decision 0056): verified against the guest's checkout of the
     * cart its checkout answered, exactly as a member's; the answer is the order's number and
     * the email its link went to.
     */
    async verifyPaystackForGuest(body: {
      reference: string;
      cartId: string;
    }): Promise<GuestOrderPlacedResponse> {
      if (!deps.paystack) throw AppError.notFound(PAYMENT_MESSAGES.paystackOff);
      const session = await deps.returns.latestOfGuestCart(body.cartId, 'paystack');
      if (session.status !== 'paid') await confirmPaystack(session, body.reference);
      return deps.returns.guest(session.id);
    },

    /** GET of the test page: the payment form while open, a short notice otherwise. */
    async testPage(reference: string): Promise<TestPageOutcome> {
      const session = await openOrClosed(await testSession(reference));
      if (session.status === 'paid') return { kind: 'redirect', url: successUrl(session) };
      if (session.status !== 'open') return { kind: 'closed', session };
      return { kind: 'page', session };
    },

    /** The test page's Pay Now: recorded exactly as a provider's webhook would be. */
    async payTestPage(reference: string): Promise<TestPageOutcome> {
      const session = await openOrClosed(await testSession(reference));
      if (session.status === 'cancelled' || session.status === 'expired') {
        return { kind: 'closed', session };
      }
      if (session.status === 'open') {
        await confirmation.confirm({
          sessionId: session.id,
          amountCents: session.totalCents,
          currency: session.currency,
          paymentReference: `test_pi_${randomBytes(12).toString('base64url')}`,
          event: {
            provider: 'test',
            eventId: `evt_${randomBytes(12).toString('base64url')}`,
            type: 'checkout.session.completed',
          },
        });
      }
      return { kind: 'redirect', url: successUrl(session) };
    },

    /** The test page's Cancel: the stock goes back and the shopper to the cancel address. */
    async cancelTestPage(reference: string): Promise<TestPageOutcome> {
      const session = await testSession(reference);
      if (session.status === 'paid') return { kind: 'redirect', url: successUrl(session) };
      if (session.status === 'open') await checkout.close(session, 'cancelled');
      return { kind: 'redirect', url: cancelUrlOf(session) };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

import Stripe from 'stripe';

import { PAYMENT_PAGE_GRACE_SECONDS } from '../checkout/checkout.rules';
import type {
  PaymentPageRequest,
  PaymentProvider,
  ProviderPayment,
} from '../checkout/payment-provider';
import { PaymentProviderError } from './payment-provider-error';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a local fake of Stripe's API (http://127.0.0.1:port). */
  apiUrl: string | undefined;
}

/** The SDK, aimed at STRIPE_API_URL when it is set. */
export function createStripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const target = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

function paymentOf(session: Stripe.Checkout.Session): ProviderPayment {
  const intent = session.payment_intent;
  return {
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total,
    currency: session.currency,
    reference: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

export type StripeProvider = PaymentProvider & {
  readonly client: Stripe;
  /** The event, when the signature over the raw body is valid; throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
};

/** Stripe Checkout in full-redirect mode, with the webhook verified on the raw body. */
export function createStripeProvider(options: StripeOptions): StripeProvider {
  const client = createStripeClient(options);
  return {
    name: 'stripe',
    client,

    async openPage(request: PaymentPageRequest) {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = request.lines.map(
        (line) => ({
          quantity: line.quantity,
          price_data: {
            currency: request.currency,
            unit_amount: line.priceCents,
            product_data: { name: `${line.name} (size ${line.size})` },
          },
        }),
      );
      if (request.shippingCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: request.currency,
            unit_amount: request.shippingCents,
            product_data: { name: 'Shipping & Handling' },
          },
        });
      }
      try {
        // A discount is a one-off coupon of its amount: Stripe's page shows the code and takes
        // it off, so what Stripe charges is the checkout's total (decision 0054).
        const coupon = request.discount
          ? await client.coupons.create(
              {
                amount_off: request.discount.cents,
                currency: request.currency,
                duration: 'once',
                max_redemptions: 1,
                name: request.discount.code,
              },
              { idempotencyKey: `${request.idempotencyKey}-coupon` },
            )
          : null;
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItems,
            ...(coupon && { discounts: [{ coupon: coupon.id }] }),
            client_reference_id: request.sessionId,
            customer_email: request.contact.email,
            metadata: { checkoutSessionId: request.sessionId },
            payment_intent_data: { metadata: { checkoutSessionId: request.sessionId } },
            // Stripe wants at least 30 minutes; the store closes the page itself when the
            // reservation ends (see decision 0010).
            expires_at: Math.floor(request.expiresAt.getTime() / 1000) + PAYMENT_PAGE_GRACE_SECONDS,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new PaymentProviderError('Stripe answered a session without url.');
        return { providerSessionId: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError('Stripe could not open a checkout session.', {
          cause: error,
        });
      }
    },

    async lookup(providerSessionId) {
      try {
        return paymentOf(await client.checkout.sessions.retrieve(providerSessionId));
      } catch (error) {
        throw new PaymentProviderError('Stripe could not be asked about the session.', {
          cause: error,
        });
      }
    },

    async close(providerSessionId) {
      try {
        await client.checkout.sessions.expire(providerSessionId);
        return 'closed';
      } catch {
        // Expiring a completed session is refused: ask what happened to it.
        try {
          const session = await client.checkout.sessions.retrieve(providerSessionId);
          if (session.payment_status === 'paid') return 'paid';
          return session.status === 'expired' ? 'closed' : 'failed';
        } catch {
          return 'failed';
        }
      }
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      try {
        const refund = await client.refunds.create(
          {
            payment_intent: reference,
            amount: amountCents,
            metadata: { refundKey: idempotencyKey },
          },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw new PaymentProviderError('Stripe could not make the refund.', { cause: error });
      }
    },

    verifyEvent(rawBody, signature) {
      if (!options.webhookSecret) throw new PaymentProviderError('No webhook secret set.');
      if (!signature) throw new PaymentProviderError('No Stripe-Signature header.');
      return client.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
  };
}

export { paymentOf as stripePaymentOf };

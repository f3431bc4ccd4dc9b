import type { Config } from '../../config';
import { createPaystackProvider } from './paystack.provider';
import { createStripeProvider } from './stripe.provider';
import { createTestProvider } from './test.provider';

/** The provider PAYMENT_PROVIDER names, and the Stripe or Paystack client behind it if any. */
export function createPaymentProviders(config: Config) {
  const { payment } = config;
  const stripe =
    payment.provider === 'stripe' && payment.stripeSecretKey
      ? createStripeProvider({
          secretKey: payment.stripeSecretKey,
          webhookSecret: payment.stripeWebhookSecret,
          apiUrl: payment.stripeApiUrl,
        })
      : null;
  const paystack =
    payment.provider === 'paystack' && payment.paystackSecretKey
      ? createPaystackProvider({
          secretKey: payment.paystackSecretKey,
          publicKey: payment.paystackPublicKey ?? '',
          apiUrl: payment.paystackApiUrl,
          rate: payment.paystackRate,
        })
      : null;
  const provider = stripe ?? paystack ?? createTestProvider({ placesOrders: config.demo.isOpen });
  return { provider, stripe, paystack };
}

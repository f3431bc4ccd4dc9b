import type { FastifyBaseLogger } from 'fastify';

import { CHECKOUT_RETURN } from '#shared/checkout/checkout.constants';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { createCartService } from '../cart/cart.service';
import { createOrderNotifier } from '../order/order.mail';
import { createOrderService } from '../order/order.service';
import { createPaymentService } from '../payment/payment.service';
import { createPaystackProvider } from '../payment/paystack.provider';
import { createStripeProvider } from '../payment/stripe.provider';
import { createTestProvider } from '../payment/test.provider';
import { createCheckoutService } from './checkout.service';

/** Cart, checkout, payments and order placement, on the provider PAYMENT_PROVIDER names. */
export function createCheckoutServices(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Stock was taken or given back: public product answers must not show the old count. */
  onStockChange: () => void;
}) {
  const { db, config, logger } = deps;
  const { payment, publicUrl } = config;
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

  const checkout = createCheckoutService({
    db,
    provider,
    publicUrl,
    logger,
    onOrderPlaced: createOrderNotifier({ mailer: deps.mailer, publicUrl }),
    onStockChange: deps.onStockChange,
  });
  return {
    cart: createCartService({ db }),
    checkout,
    orders: createOrderService({ db, checkout, logger }),
    payments: createPaymentService({
      db,
      checkout,
      // The test page sends the shopper back on the same origin (see test.provider.ts).
      successUrl: (session) => `${CHECKOUT_RETURN.successPath}?session_id=${session.id}`,
      cancelUrl: CHECKOUT_RETURN.cancelPath,
      stripe,
      paystack,
      testPages: provider.name === 'test',
      logger,
    }),
  };
}

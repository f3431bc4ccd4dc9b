import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CancelCheckoutBodySchema,
  CreateCheckoutBodySchema,
} from '#shared/checkout/checkout.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { CheckoutService } from './checkout.service';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.addHook('onRequest', requireSignedIn);

  // The original client's path, whatever the provider.
  app.post(
    '/stripe/create-checkout-session',
    { schema: { body: CreateCheckoutBodySchema } },
    (request) => checkout.start(signedIn(request), request.body),
  );

  app.post('/checkout/cancel', { schema: { body: CancelCheckoutBodySchema } }, (request) =>
    checkout.cancel(signedIn(request), request.body.cartId),
  );
};

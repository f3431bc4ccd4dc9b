import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CancelCheckoutBodySchema,
  CreateCheckoutBodySchema,
} from '#shared/checkout/checkout.schemas';

import type { Config } from '../../config';
import { requireSignedIn, signedIn } from '../../http/auth';
import { limitCheckoutStarts } from './checkout.rate-limit';
import type { CheckoutService } from './checkout.service';

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  /** The store's attempt limits: per client IP, and per account for each member. */
  rateLimit: Config['rateLimit'];
}> = async (app, { checkout, rateLimit }) => {
  app.addHook('onRequest', requireSignedIn);

  // The original client's path, whatever the provider.
  app.post(
    '/stripe/create-checkout-session',
    {
      schema: { body: CreateCheckoutBodySchema },
      preValidation: limitCheckoutStarts(app, {
        perIp: rateLimit.perIp,
        perMember: rateLimit.perEmail,
        windowMs: rateLimit.windowMs,
      }),
    },
    (request) => checkout.start(signedIn(request), request.body),
  );

  app.post('/checkout/cancel', { schema: { body: CancelCheckoutBodySchema } }, (request) =>
    checkout.cancel(signedIn(request), request.body.cartId),
  );
};

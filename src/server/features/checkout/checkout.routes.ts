import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CancelCheckoutBodySchema,
  CreateCheckoutBodySchema,
  CreateCheckoutResponseSchema,
} from '#shared/checkout/checkout.schemas';
import { ErrorBodySchema } from '#shared/common/errors';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import type { Config } from '../../config';
import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import { limitCheckoutStarts } from './checkout.rate-limit';
import type { CheckoutService } from './checkout.service';

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  /** The store's attempt limits: per client IP, and per account for each member. */
  rateLimit: Config['rateLimit'];
}> = async (app, { checkout, rateLimit }) => {
  tagRoutes(app, 'Checkout');
  guardEveryRoute(app, requireSignedIn);

  // The original client's path, whatever the provider.
  app.post(
    '/stripe/create-checkout-session',
    {
      schema: {
        summary: 'Reserve the stock of your cart and open its payment',
        body: CreateCheckoutBodySchema,
        response: { 200: CreateCheckoutResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitCheckoutStarts(app, {
        perIp: rateLimit.perIp,
        perMember: rateLimit.perEmail,
        windowMs: rateLimit.windowMs,
      }),
    },
    (request) => checkout.start(signedIn(request), request.body),
  );

  app.post(
    '/checkout/cancel',
    {
      schema: {
        summary: 'Give back the stock of a payment you left',
        body: CancelCheckoutBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (request) => checkout.cancel(signedIn(request), request.body.cartId),
  );
};

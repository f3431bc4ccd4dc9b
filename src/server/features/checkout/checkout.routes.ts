import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  CancelCheckoutBodySchema,
  CreateCheckoutBodySchema,
  CreateCheckoutResponseSchema,
} from '#shared/checkout/checkout.schemas';
import { ErrorBodySchema } from '#shared/common/errors';
import { OrderAddBodySchema, OrderPlacedResponseSchema } from '#shared/order/order.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import type { Config } from '../../config';
import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import { limitCheckoutStarts } from './checkout.rate-limit';
import type { CheckoutReturnService } from './checkout-return.service';
import type { CheckoutService } from './checkout.service';

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  returns: CheckoutReturnService;
  /** The store's attempt limits: per client IP, and per account for each member. */
  rateLimit: Config['rateLimit'];
}> = async (app, { checkout, returns, rateLimit }) => {
  tagRoutes(app, 'Checkout');
  guardEveryRoute(app, requireSignedIn);

  // The shopper's return is checkout's work, but its path and its place in the API document
  // stay with the orders it places.
  await app.register(async (scope) => {
    tagRoutes(scope, 'Orders');
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/order/add',
      {
        schema: {
          summary: "The order of your cart's paid checkout (made once, however often asked)",
          body: OrderAddBodySchema,
          response: {
            200: OrderPlacedResponseSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) => returns.add(signedIn(request), request.body),
    );
  });

  // The original client's path, whatever the provider.
  app.post(
    '/stripe/create-checkout-session',
    {
      schema: {
        summary: 'Reserve the stock of your cart and open its payment',
        body: CreateCheckoutBodySchema,
        response: {
          200: CreateCheckoutResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
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
        response: { 200: MessageResponseSchema, 404: ErrorBodySchema },
      },
    },
    (request) => checkout.cancel(signedIn(request), request.body.cartId),
  );
};

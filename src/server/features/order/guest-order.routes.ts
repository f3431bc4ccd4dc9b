import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import {
  GuestOrderTokenBodySchema,
  OrderLookupBodySchema,
} from '#shared/order/guest-order.schemas';
import { OrderDetailResponseSchema } from '#shared/order/order-read.schemas';

import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, type RateLimits } from '../../http/rate-limit';
import { AppError } from '../../kernel/app-error';
import type { GuestOrderService } from './guest-order.service';

/**
 * A guest's order without an account (decision 0056): POST /api/order/guest (the mailed link's
 * token, in the body: never in a path the log could keep) and POST /api/order/lookup (number and
 * email). Limited like sign-in; answered as an unknown path while GUEST_CHECKOUT is off.
 */
export const guestOrderRoutes: FastifyPluginAsyncZod<{
  guestOrders: GuestOrderService;
  enabled: boolean;
  rateLimit: RateLimits;
}> = async (app, { guestOrders, enabled, rateLimit }) => {
  tagRoutes(app, 'Orders');
  app.addHook('onRequest', async () => {
    if (!enabled) throw AppError.notFound('No API route found');
  });

  app.post(
    '/guest',
    {
      schema: {
        summary: "A guest's order, by the token of the link mailed with it (GUEST_CHECKOUT only)",
        body: GuestOrderTokenBodySchema,
        response: {
          200: OrderDetailResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      preValidation: limitPerIpAndEmail(app, 'guest-order', rateLimit),
    },
    (request) => guestOrders.byToken(request.body.token),
  );

  app.post(
    '/lookup',
    {
      schema: {
        summary:
          "A guest's order by its number and the email it was bought with (GUEST_CHECKOUT only)",
        description:
          'A wrong number and a wrong email get the same 404. Limited per client IP and per email.',
        body: OrderLookupBodySchema,
        response: {
          200: OrderDetailResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      preValidation: limitPerIpAndEmail(app, 'order-lookup', rateLimit),
    },
    (request) => guestOrders.lookup(request.body),
  );
};

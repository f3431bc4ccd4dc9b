import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { OrderAddBodySchema, OrderPlacedResponseSchema } from '#shared/order/order.schemas';

import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { OrderService } from './order.service';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  tagRoutes(app, 'Orders');
  guardEveryRoute(app, requireSignedIn);

  app.post(
    '/add',
    {
      schema: {
        summary: "The order of your cart's paid checkout (made once, however often asked)",
        body: OrderAddBodySchema,
        response: { 200: OrderPlacedResponseSchema },
      },
    },
    async (request) => orders.add(signedIn(request), request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { OrderAddBodySchema } from '#shared/order/order.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { OrderService } from './order.service';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.post('/add', { schema: { body: OrderAddBodySchema } }, async (request) =>
    orders.add(signedIn(request), request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParam } from '#shared/common/fields';
import {
  CancelOrderResponseSchema,
  ItemStatusBodySchema,
  ItemStatusResponseSchema,
} from '#shared/order/order-status.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { OrderStatusService } from './order-status.service';

/** DELETE /api/order/cancel/{id} and PUT /api/order/status/item/{itemId}. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ orderStatus: OrderStatusService }> = async (
  app,
  { orderStatus },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.delete(
    '/cancel/:id',
    { schema: { params: idParam, response: { 200: CancelOrderResponseSchema } } },
    async (request) => orderStatus.cancelOrder(signedIn(request), request.params.id),
  );

  app.put(
    '/status/item/:itemId',
    {
      schema: {
        params: z.object({ itemId: z.string() }),
        body: ItemStatusBodySchema,
        response: { 200: ItemStatusResponseSchema },
      },
    },
    async (request) =>
      orderStatus.setItemStatus(signedIn(request), request.params.itemId, request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam } from '#shared/common/fields';
import {
  CancelOrderResponseSchema,
  ItemStatusBodySchema,
  ItemStatusResponseSchema,
} from '#shared/order/order-status.schemas';

import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { OrderStatusService } from './order-status.service';

/** DELETE /api/order/cancel/{id} and PUT /api/order/status/item/{itemId}. */
export const orderStatusRoutes: FastifyPluginAsyncZod<{ orderStatus: OrderStatusService }> = async (
  app,
  { orderStatus },
) => {
  tagRoutes(app, 'Orders');
  guardEveryRoute(app, requireSignedIn);

  app.delete(
    '/cancel/:id',
    {
      schema: {
        summary: 'Cancel a whole order: its owner before anything shipped, or an admin',
        params: idParam,
        response: { 200: CancelOrderResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => orderStatus.cancelOrder(signedIn(request), request.params.id),
  );

  app.put(
    '/status/item/:itemId',
    {
      schema: {
        summary:
          "Set an item's status: an admin any status; the merchant that sold it Processing, Shipped (with carrier and tracking number) or Delivered; its owner only Cancelled",
        params: z.object({ itemId: z.string() }),
        body: ItemStatusBodySchema,
        response: {
          200: ItemStatusResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      orderStatus.setItemStatus(signedIn(request), request.params.itemId, request.body),
  );
};

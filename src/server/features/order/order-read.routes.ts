import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParam, pageQuery } from '#shared/common/fields';
import {
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  OrderSearchQuerySchema,
  OrderSearchResponseSchema,
} from '#shared/order/order-read.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { OrderReadService } from './order-read.service';

/** GET /api/order, /api/order/me, /api/order/search and /api/order/{id}. */
export const orderReadRoutes: FastifyPluginAsyncZod<{ orderRead: OrderReadService }> = async (
  app,
  { orderRead },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/',
    { schema: { querystring: pageQuery, response: { 200: OrderListResponseSchema } } },
    async (request) => orderRead.list(signedIn(request), request.query),
  );

  app.get(
    '/me',
    { schema: { querystring: pageQuery, response: { 200: OrderListResponseSchema } } },
    async (request) => orderRead.mine(signedIn(request), request.query),
  );

  app.get(
    '/search',
    {
      schema: { querystring: OrderSearchQuerySchema, response: { 200: OrderSearchResponseSchema } },
    },
    async (request) => ({
      orders: await orderRead.search(signedIn(request), request.query.search),
    }),
  );

  app.get(
    '/:id',
    { schema: { params: idParam, response: { 200: OrderDetailResponseSchema } } },
    async (request) => ({ order: await orderRead.detail(signedIn(request), request.params.id) }),
  );
};

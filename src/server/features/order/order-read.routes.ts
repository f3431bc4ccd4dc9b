import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam, pageQuery } from '#shared/common/fields';
import {
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  OrderSearchQuerySchema,
  OrderSearchResponseSchema,
} from '#shared/order/order-read.schemas';

import { adminsOnly, guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { OrderReadService } from './order-read.service';

/** GET /api/order, /api/order/me, /api/order/search and /api/order/{id}. */
export const orderReadRoutes: FastifyPluginAsyncZod<{ orderRead: OrderReadService }> = async (
  app,
  { orderRead },
) => {
  tagRoutes(app, 'Orders');
  guardEveryRoute(app, requireSignedIn);

  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every order in the store, a page at a time',
        querystring: pageQuery,
        response: { 200: OrderListResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => orderRead.list(signedIn(request), request.query),
  );

  app.get(
    '/me',
    {
      schema: {
        summary: 'Your orders, a page at a time',
        querystring: pageQuery,
        response: { 200: OrderListResponseSchema },
      },
    },
    async (request) => orderRead.mine(signedIn(request), request.query),
  );

  app.get(
    '/search',
    {
      schema: {
        summary: 'The order with exactly this id, if you may see it (an admin: any)',
        querystring: OrderSearchQuerySchema,
        response: { 200: OrderSearchResponseSchema },
      },
    },
    async (request) => ({
      orders: await orderRead.search(signedIn(request), request.query.search),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One order in full, for its owner or an admin',
        params: idParam,
        response: { 200: OrderDetailResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ order: await orderRead.detail(signedIn(request), request.params.id) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam, pageQuery } from '#shared/common/fields';
import {
  OrderDetailResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSearchQuerySchema,
  OrderSearchResponseSchema,
} from '#shared/order/order-read.schemas';

import { guardEveryRoute, merchantsAndAdmins } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { OrderReadService } from './order-read.service';

/**
 * GET /api/order, /api/order/me, /api/order/search and /api/order/{id}. A merchant reads the
 * orders holding its brand's items (the service keeps it to those items).
 */
export const orderReadRoutes: FastifyPluginAsyncZod<{ orderRead: OrderReadService }> = async (
  app,
  { orderRead },
) => {
  tagRoutes(app, 'Orders');
  guardEveryRoute(app, requireSignedIn);

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary:
          "Every order in the store (an admin), or the orders holding a merchant's items with only those items, a page at a time",
        description:
          'Optional filters: `q` (an order number, or part of the customer name or email), ' +
          '`status` (an item in it), `from` and `to` (days, UTC, inclusive) and, for an ' +
          'admin, `brand` (the orders holding its items); `sort` (created, number, customer, ' +
          "total: a merchant's own items' amount) and `dir` (asc, desc; the date newest first, " +
          'the others lowest or A to Z first by default).',
        querystring: OrderListQuerySchema,
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
        summary:
          'The order with this number (EKO-10042, eko-10042 or 10042) or exactly this id, if you may see it (a member: their own; an admin: any; a merchant: one holding its items, with only those)',
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
        summary:
          "One order in full, for its owner or an admin (only an admin gets the provider's payment reference); a merchant gets only its items, without the shopper's contact",
        params: idParam,
        response: { 200: OrderDetailResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ order: await orderRead.detail(signedIn(request), request.params.id) }),
  );
};

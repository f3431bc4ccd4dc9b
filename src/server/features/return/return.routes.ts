import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam, REF_MAX } from '#shared/common/fields';
import {
  OrderReturnsSchema,
  RefuseBodySchema,
  ReturnAnswerSchema,
  ReturnListQuerySchema,
  ReturnListSchema,
  ReturnRequestBodySchema,
} from '#shared/return/return.schemas';

import { adminsOnly, guardEveryRoute, merchantsAndAdmins } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { ReturnService } from './return.service';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const itemParam = z.object({ itemId: z.string().max(REF_MAX) });
const orderParam = z.object({ orderId: z.string().max(REF_MAX) });

/** Returns and refunds, under /api/return. */
export const returnRoutes: FastifyPluginAsyncZod<{ returns: ReturnService }> = async (
  app,
  { returns },
) => {
  // Returns are part of an order's life: listed with the orders' operations.
  tagRoutes(app, 'Orders');
  guardEveryRoute(app, requireSignedIn);

  app.post(
    '/',
    {
      schema: {
        summary: 'Ask to return units of a delivered item of your own order (within 14 days)',
        body: ReturnRequestBodySchema,
        response: { 201: ReturnAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return returns.request(signedIn(request), request.body);
    },
  );

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "The returns of a merchant's items, or every return for an admin",
        querystring: ReturnListQuerySchema,
        response: { 200: ReturnListSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => returns.list(signedIn(request), request.query),
  );

  app.get(
    '/order/:orderId',
    {
      schema: {
        summary: "An order's returns and what each item may still return (its owner or an admin)",
        params: orderParam,
        response: { 200: OrderReturnsSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => returns.ofOrder(signedIn(request), request.params.orderId),
  );

  app.put(
    '/:id/accept',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "Accept a requested return (the item's merchant or an admin)",
        params: idParam,
        response: { 200: ReturnAnswerSchema, ...errors },
      },
    },
    async (request) => returns.accept(signedIn(request), request.params.id),
  );

  app.put(
    '/:id/refuse',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "Refuse a requested return, with a note (the item's merchant or an admin)",
        params: idParam,
        body: RefuseBodySchema,
        response: { 200: ReturnAnswerSchema, ...errors },
      },
    },
    async (request) => returns.refuse(signedIn(request), request.params.id, request.body),
  );

  app.put(
    '/:id/receive',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'Mark an accepted return received: its stock comes back and it is refunded once',
        params: idParam,
        response: { 200: ReturnAnswerSchema, ...errors },
      },
    },
    async (request) => returns.receive(signedIn(request), request.params.id),
  );

  app.post(
    '/item/:itemId/refund',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Refund a cancelled item that never shipped (admins), once',
        params: itemParam,
        response: { 200: ReturnAnswerSchema, ...errors },
      },
    },
    async (request) => returns.refundCancelled(signedIn(request), request.params.itemId),
  );
};

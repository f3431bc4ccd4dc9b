import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { OrderExportQuerySchema } from '#shared/order/order-read.schemas';

import { guardEveryRoute, merchantsAndAdmins } from '../../http/access';
import { csvResponse, sendCsv } from '../../http/csv';
import { tagRoutes } from '../../http/openapi';
import type { OrderExportService } from './order-export.service';

const FILTERS =
  'The filters of `GET /api/order`: `q` (an order number, or part of the customer name or ' +
  'email), `status`, `from` and `to` (days, UTC, inclusive) and, for an admin, `brand`. ' +
  'UTF-8 with a BOM, CRLF, RFC 4180 quoting, formula cells neutralised; streamed, oldest ' +
  'first; `X-Total-Count` gives the rows to come.';

/**
 * GET /api/order/export and /api/order/items/export: the customer orders screen's CSV files
 * (decision 0046). Static paths, so they never reach `/api/order/:id`.
 */
export const orderExportRoutes: FastifyPluginAsyncZod<{ orderExport: OrderExportService }> = async (
  app,
  { orderExport },
) => {
  tagRoutes(app, 'Orders');
  guardEveryRoute(app, merchantsAndAdmins);

  app.get(
    '/export',
    {
      schema: {
        summary:
          "The orders as a CSV file, one row per order (a merchant: the orders holding its items, with only those items' money)",
        description: FILTERS,
        querystring: OrderExportQuerySchema,
        response: { 200: csvResponse('orders-YYYY-MM-DD.csv') },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await orderExport.orders(request.actor, request.query)),
  );

  app.get(
    '/items/export',
    {
      schema: {
        summary: 'The order items as a CSV file, one row per item (a merchant: its own items only)',
        description: `${FILTERS} Here \`status\` and \`brand\` choose the items themselves.`,
        querystring: OrderExportQuerySchema,
        response: { 200: csvResponse('order-items-YYYY-MM-DD.csv') },
      },
    },
    async (request, reply) => sendCsv(reply, await orderExport.items(request.actor, request.query)),
  );
};

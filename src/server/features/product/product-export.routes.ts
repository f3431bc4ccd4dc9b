import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ProductExportQuerySchema } from '#shared/product/product-list.schemas';

import { guardEveryRoute, merchantsAndAdmins } from '../../http/access';
import { csvResponse, sendCsv } from '../../http/csv';
import { tagRoutes } from '../../http/openapi';
import type { ProductAdminService } from './product-admin.service';

/**
 * GET /api/product/export: the products screen's CSV file (decision 0046). A static path, so it
 * never reaches `/api/product/:id`.
 */
export const productExportRoutes: FastifyPluginAsyncZod<{
  productAdmin: ProductAdminService;
}> = async (app, { productAdmin }) => {
  tagRoutes(app, 'Products');
  guardEveryRoute(app, merchantsAndAdmins);

  app.get(
    '/export',
    {
      schema: {
        summary:
          'The products as a CSV file, the columns the import reads (a merchant: its own brand only)',
        description:
          'The filters of `GET /api/product` (`q`, `sku`, `brand`, `category`, `status`, ' +
          '`stock`); the file is in creation order. UTF-8 with a BOM, CRLF, RFC 4180 quoting, ' +
          'formula cells neutralised; streamed; `X-Total-Count` gives the rows to come.',
        querystring: ProductExportQuerySchema,
        response: { 200: csvResponse('products-YYYY-MM-DD.csv') },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await productAdmin.exportCsv(request.actor, request.query)),
  );
};

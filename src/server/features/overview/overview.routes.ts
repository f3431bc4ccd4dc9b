import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { OverviewQuerySchema, OverviewResponseSchema } from '#shared/overview/overview.schemas';

import { merchantsAndAdmins } from '../../http/access';
import { tagRoutes } from '../../http/openapi';
import type { OverviewService } from './overview.service';

/** The dashboard's home: how the shop is doing (decision 0043). */
export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (
  app,
  { overview },
) => {
  tagRoutes(app, 'Overview');

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "How the shop is doing: the store's figures (a merchant: its own brand's)",
        description:
          'Sales (cents, net of cancelled items and refunded returns), orders, average order ' +
          'value and units of a period against the previous one of the same length; sales per ' +
          'UTC day; top products and brands; low stock; what waits. Periods: today, 7d, 30d, ' +
          '90d, or custom with from and to (YYYY-MM-DD, at most 366 days).',
        querystring: OverviewQuerySchema,
        response: { 200: OverviewResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => overview.overview(request.actor, request.query),
  );
};

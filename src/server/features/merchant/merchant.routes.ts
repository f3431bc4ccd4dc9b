import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { pageQuery, searchQuery } from '#shared/common/fields';
import {
  MerchantApplicationBodySchema,
  MerchantApplicationResponseSchema,
  MerchantListResponseSchema,
  MerchantSearchResponseSchema,
} from '#shared/merchant/merchant.schemas';

import { adminsOnly } from '../../http/access';
import { signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, type RateLimits } from '../../http/rate-limit';
import type { MerchantService } from './merchant.service';

interface Options {
  merchants: MerchantService;
  rateLimit: RateLimits;
}

export const merchantRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  tagRoutes(app, 'Merchants');
  const { merchants } = options;

  app.post(
    '/add',
    {
      schema: {
        summary: 'Apply to sell in the store',
        body: MerchantApplicationBodySchema,
        response: { 200: MerchantApplicationResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'merchant-application', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true as const, ...(await merchants.apply(request.body)) }),
  );

  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every merchant and application, newest first, a page at a time',
        querystring: pageQuery,
        response: { 200: MerchantListResponseSchema },
      },
    },
    async (request) => merchants.list(signedIn(request), request.query),
  );

  app.get(
    '/search',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Merchants whose email, phone number, brand name or status contains the term',
        querystring: searchQuery,
        response: { 200: MerchantSearchResponseSchema },
      },
    },
    async (request) => ({
      merchants: await merchants.search(signedIn(request), request.query.search),
    }),
  );
};

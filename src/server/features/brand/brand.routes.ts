import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendJson } from '../../http/cached-json';
import type { ResponseCache } from '../../http/response-cache';
import type { BrandService } from './brand.service';

export const brandRoutes: FastifyPluginAsyncZod<{
  brands: BrandService;
  cache: ResponseCache;
}> = async (app, { brands, cache }) => {
  app.get('/list', async (_request, reply) =>
    sendJson(
      reply,
      await cache.remember('brand:list', async () => ({ brands: await brands.listActive() })),
    ),
  );

  app.get('/list/select', async (request) => ({ brands: await brands.options(request.actor) }));
};

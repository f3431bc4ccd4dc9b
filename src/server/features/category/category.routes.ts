import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendJson } from '../../http/cached-json';
import type { ResponseCache } from '../../http/response-cache';
import type { CategoryService } from './category.service';

export const categoryRoutes: FastifyPluginAsyncZod<{
  categories: CategoryService;
  cache: ResponseCache;
}> = async (app, { categories, cache }) => {
  app.get('/list', async (_request, reply) =>
    sendJson(
      reply,
      await cache.remember('category:list', async () => ({
        categories: await categories.listActive(),
      })),
    ),
  );
};

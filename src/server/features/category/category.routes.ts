import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CategoryActiveBodySchema,
  CategoryAddBodySchema,
  CategoryAddResponseSchema,
  CategoryAdminListResponseSchema,
  CategoryDetailResponseSchema,
  CategoryMessageResponseSchema,
  CategoryUpdateBodySchema,
} from '#shared/category/category.schemas';
import { idParam } from '#shared/common/fields';

import { sendJson } from '../../http/cached-json';
import type { ResponseCache } from '../../http/response-cache';
import { requireRole } from '../auth/actor';
import { CATEGORY_MESSAGES, type CategoryService } from './category.service';

/** Admins only, settled before the body is read: 401 for guests, 403 for other roles. */
async function admins(request: FastifyRequest): Promise<void> {
  requireRole(request.actor, 'ROLE ADMIN');
}

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

  app.get(
    '/',
    { onRequest: admins, schema: { response: { 200: CategoryAdminListResponseSchema } } },
    async (request) => ({ categories: await categories.list(request.actor) }),
  );

  app.get(
    '/:id',
    {
      onRequest: admins,
      schema: { params: idParam, response: { 200: CategoryDetailResponseSchema } },
    },
    async (request) => ({ category: await categories.get(request.actor, request.params.id) }),
  );

  app.post(
    '/add',
    {
      onRequest: admins,
      schema: { body: CategoryAddBodySchema, response: { 200: CategoryAddResponseSchema } },
    },
    async (request) => {
      const category = await categories.add(request.actor, request.body);
      cache.clear();
      return { success: true as const, message: CATEGORY_MESSAGES.added, category };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: admins,
      schema: {
        params: idParam,
        body: CategoryUpdateBodySchema,
        response: { 200: CategoryMessageResponseSchema },
      },
    },
    async (request) => {
      await categories.update(request.actor, request.params.id, request.body.category);
      cache.clear();
      return { success: true as const, message: CATEGORY_MESSAGES.updated };
    },
  );

  app.put(
    '/:id/active',
    {
      onRequest: admins,
      schema: {
        params: idParam,
        body: CategoryActiveBodySchema,
        response: { 200: CategoryMessageResponseSchema },
      },
    },
    async (request) => {
      await categories.setActive(request.actor, request.params.id, request.body.category.isActive);
      cache.clear();
      return { success: true as const, message: CATEGORY_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: admins,
      schema: { params: idParam, response: { 200: CategoryMessageResponseSchema } },
    },
    async (request) => {
      await categories.remove(request.actor, request.params.id);
      cache.clear();
      return { success: true as const, message: CATEGORY_MESSAGES.deleted };
    },
  );
};

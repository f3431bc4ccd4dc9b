import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CategoryActiveBodySchema,
  CategoryAddBodySchema,
  CategoryAddResponseSchema,
  CategoryAdminListResponseSchema,
  CategoryDetailResponseSchema,
  CategoryListResponseSchema,
  CategoryMessageResponseSchema,
  CategoryUpdateBodySchema,
} from '#shared/category/category.schemas';
import { idParam } from '#shared/common/fields';
import { CATEGORY_MESSAGES } from '#shared/category/category.messages';

import { adminsOnly } from '../../http/access';
import { sendJson } from '../../http/cached-json';
import { tagRoutes } from '../../http/openapi';
import type { ResponseCache } from '../../http/response-cache';
import type { CategoryService } from './category.service';

export const categoryRoutes: FastifyPluginAsyncZod<{
  categories: CategoryService;
  cache: ResponseCache;
}> = async (app, { categories, cache }) => {
  tagRoutes(app, 'Categories');

  app.get(
    '/list',
    {
      schema: {
        summary: 'The active categories, for the shop',
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cache.remember('category:list', async () => ({
          categories: await categories.listActive(),
        })),
      ),
  );

  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every category with its product ids',
        response: { 200: CategoryAdminListResponseSchema },
      },
    },
    async (request) => ({ categories: await categories.list(request.actor) }),
  );

  app.get(
    '/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'One category with its products',
        params: idParam,
        response: { 200: CategoryDetailResponseSchema },
      },
    },
    async (request) => ({ category: await categories.get(request.actor, request.params.id) }),
  );

  app.post(
    '/add',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Add a category (its slug is made from the name)',
        body: CategoryAddBodySchema,
        response: { 200: CategoryAddResponseSchema },
      },
    },
    async (request) => {
      const category = await categories.add(request.actor, request.body);
      return { success: true as const, message: CATEGORY_MESSAGES.added, category };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: "Change a category's details and products",
        params: idParam,
        body: CategoryUpdateBodySchema,
        response: { 200: CategoryMessageResponseSchema },
      },
    },
    async (request) => {
      await categories.update(request.actor, request.params.id, request.body.category);
      return { success: true as const, message: CATEGORY_MESSAGES.updated };
    },
  );

  app.put(
    '/:id/active',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Switch a category on or off in the shop',
        params: idParam,
        body: CategoryActiveBodySchema,
        response: { 200: CategoryMessageResponseSchema },
      },
    },
    async (request) => {
      await categories.setActive(request.actor, request.params.id, request.body.category.isActive);
      return { success: true as const, message: CATEGORY_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Delete a category',
        params: idParam,
        response: { 200: CategoryMessageResponseSchema },
      },
    },
    async (request) => {
      await categories.remove(request.actor, request.params.id);
      return { success: true as const, message: CATEGORY_MESSAGES.deleted };
    },
  );
};

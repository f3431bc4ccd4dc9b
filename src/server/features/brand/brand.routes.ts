import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import {
  BrandActiveBodySchema,
  BrandAddBodySchema,
  BrandAddResponseSchema,
  BrandListResponseSchema,
  BrandMessageResponseSchema,
  BrandResponseSchema,
  BrandUpdateBodySchema,
} from '#shared/brand/brand.schemas';
import { idParam } from '#shared/common/fields';
import type { Role } from '#shared/common/constants';

import { sendJson } from '../../http/cached-json';
import type { ResponseCache } from '../../http/response-cache';
import { requireRole } from '../auth/actor';
import { BRAND_MESSAGES, type BrandService } from './brand.service';

/** Who may call a route, settled before the body is read: 401 for guests, 403 for other roles. */
function only(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    requireRole(request.actor, ...roles);
  };
}
const sellers = only('ROLE ADMIN', 'ROLE MERCHANT');
const admins = only('ROLE ADMIN');

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

  app.get(
    '/',
    { onRequest: sellers, schema: { response: { 200: BrandListResponseSchema } } },
    async (request) => ({ brands: await brands.list(request.actor) }),
  );

  app.get(
    '/:id',
    { onRequest: sellers, schema: { params: idParam, response: { 200: BrandResponseSchema } } },
    async (request) => ({ brand: await brands.get(request.actor, request.params.id) }),
  );

  app.post(
    '/add',
    {
      onRequest: admins,
      schema: { body: BrandAddBodySchema, response: { 200: BrandAddResponseSchema } },
    },
    async (request) => {
      const brand = await brands.add(request.actor, request.body);
      cache.clear();
      return { success: true as const, message: BRAND_MESSAGES.added, brand };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: sellers,
      schema: {
        params: idParam,
        body: BrandUpdateBodySchema,
        response: { 200: BrandMessageResponseSchema },
      },
    },
    async (request) => {
      await brands.update(request.actor, request.params.id, request.body.brand);
      cache.clear();
      return { success: true as const, message: BRAND_MESSAGES.updated };
    },
  );

  app.put(
    '/:id/active',
    {
      onRequest: sellers,
      schema: {
        params: idParam,
        body: BrandActiveBodySchema,
        response: { 200: BrandMessageResponseSchema },
      },
    },
    async (request) => {
      await brands.setActive(request.actor, request.params.id, request.body.brand.isActive);
      cache.clear();
      return { success: true as const, message: BRAND_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: admins,
      schema: { params: idParam, response: { 200: BrandMessageResponseSchema } },
    },
    async (request) => {
      await brands.remove(request.actor, request.params.id);
      cache.clear();
      return { success: true as const, message: BRAND_MESSAGES.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BrandActiveBodySchema,
  BrandAddBodySchema,
  BrandAddResponseSchema,
  BrandListResponseSchema,
  BrandMessageResponseSchema,
  BrandResponseSchema,
  BrandSelectResponseSchema,
  BrandUpdateBodySchema,
} from '#shared/brand/brand.schemas';
import { idParam } from '#shared/common/fields';
import { BRAND_MESSAGES } from '#shared/brand/brand.messages';

import { adminsOnly, merchantsAndAdmins } from '../../http/access';
import { sendJson } from '../../http/cached-json';
import { tagRoutes } from '../../http/openapi';
import type { ResponseCache } from '../../http/response-cache';
import type { BrandService } from './brand.service';

export const brandRoutes: FastifyPluginAsyncZod<{
  brands: BrandService;
  cache: ResponseCache;
}> = async (app, { brands, cache }) => {
  tagRoutes(app, 'Brands');

  app.get(
    '/list',
    {
      schema: {
        summary: 'The active brands, for the shop',
        response: { 200: BrandListResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cache.remember('brand:list', async () => ({ brands: await brands.listActive() })),
      ),
  );

  app.get(
    '/list/select',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'Brand names for a select list (a merchant: its own brand only)',
        response: { 200: BrandSelectResponseSchema },
      },
    },
    async (request) => ({ brands: await brands.options(request.actor) }),
  );

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'Every brand (a merchant: its own brand only)',
        response: { 200: BrandListResponseSchema },
      },
    },
    async (request) => ({ brands: await brands.list(request.actor) }),
  );

  app.get(
    '/:id',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'One brand for the dashboard',
        params: idParam,
        response: { 200: BrandResponseSchema },
      },
    },
    async (request) => ({ brand: await brands.get(request.actor, request.params.id) }),
  );

  app.post(
    '/add',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Add a brand (its slug is made from the name)',
        body: BrandAddBodySchema,
        response: { 200: BrandAddResponseSchema },
      },
    },
    async (request) => {
      const brand = await brands.add(request.actor, request.body);
      return { success: true as const, message: BRAND_MESSAGES.added, brand };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "Change a brand's name, slug and description",
        params: idParam,
        body: BrandUpdateBodySchema,
        response: { 200: BrandMessageResponseSchema },
      },
    },
    async (request) => {
      await brands.update(request.actor, request.params.id, request.body.brand);
      return { success: true as const, message: BRAND_MESSAGES.updated };
    },
  );

  app.put(
    '/:id/active',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'Switch a brand on or off in the shop',
        params: idParam,
        body: BrandActiveBodySchema,
        response: { 200: BrandMessageResponseSchema },
      },
    },
    async (request) => {
      await brands.setActive(request.actor, request.params.id, request.body.brand.isActive);
      return { success: true as const, message: BRAND_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Delete a brand',
        params: idParam,
        response: { 200: BrandMessageResponseSchema },
      },
    },
    async (request) => {
      await brands.remove(request.actor, request.params.id);
      return { success: true as const, message: BRAND_MESSAGES.deleted };
    },
  );
};

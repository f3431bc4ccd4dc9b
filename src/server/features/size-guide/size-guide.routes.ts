import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam } from '#shared/common/fields';
import { SIZE_GUIDE_MESSAGES } from '#shared/size-guide/size-guide.messages';
import {
  SizeGuideBodySchema,
  SizeGuideListResponseSchema,
  SizeGuideMessageResponseSchema,
  SizeGuideResponseSchema,
  SizeGuideSavedResponseSchema,
} from '#shared/size-guide/size-guide.schemas';

import { adminsOnly, merchantsAndAdmins, type Guard } from '../../http/access';
import { tagRoutes } from '../../http/openapi';
import type { GuideFor, SizeGuideService } from './size-guide.service';

/** The guides of brands (admins; a merchant its own) and of categories (admins), for the dashboard. */
export const sizeGuideRoutes: FastifyPluginAsyncZod<{ sizeGuides: SizeGuideService }> = async (
  app,
  { sizeGuides },
) => {
  tagRoutes(app, 'Size guides');

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "Every size guide (admin); a merchant's own brand's",
        response: { 200: SizeGuideListResponseSchema },
      },
    },
    async (request) => ({ guides: await sizeGuides.list(request.actor) }),
  );

  const targets: Array<{
    path: 'brand' | 'category';
    what: string;
    guard: Guard;
    of: (id: string) => GuideFor;
  }> = [
    {
      path: 'brand',
      what: "a brand's size guide (a merchant: its own brand's)",
      guard: merchantsAndAdmins,
      of: (id) => ({ brand: id }),
    },
    {
      path: 'category',
      what: "a category's size guide",
      guard: adminsOnly,
      of: (id) => ({ category: id }),
    },
  ];

  for (const { path, what, guard, of } of targets) {
    app.get(
      `/${path}/:id`,
      {
        onRequest: guard,
        schema: {
          summary: `Read ${what}; null when it has none`,
          params: idParam,
          response: { 200: SizeGuideResponseSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => ({ guide: await sizeGuides.get(request.actor, of(request.params.id)) }),
    );

    app.put(
      `/${path}/:id`,
      {
        onRequest: guard,
        schema: {
          summary: `Create or replace ${what}: measurements per size in cm, how to measure`,
          params: idParam,
          body: SizeGuideBodySchema,
          response: {
            200: SizeGuideSavedResponseSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: SIZE_GUIDE_MESSAGES.saved,
        guide: await sizeGuides.save(request.actor, of(request.params.id), request.body),
      }),
    );

    app.delete(
      `/${path}/:id`,
      {
        onRequest: guard,
        schema: {
          summary: `Delete ${what}`,
          params: idParam,
          response: { 200: SizeGuideMessageResponseSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        await sizeGuides.remove(request.actor, of(request.params.id));
        return { success: true as const, message: SIZE_GUIDE_MESSAGES.deleted };
      },
    );
  }
};

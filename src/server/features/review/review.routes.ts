import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';

import { idParam, pageQuery } from '#shared/common/fields';
import {
  REVIEW_MESSAGES,
  ReviewActionResponseSchema,
  ReviewAddBodySchema,
  ReviewAddResponseSchema,
  ReviewListResponseSchema,
} from '#shared/review/review.schemas';

import { requireSignedIn } from '../../http/auth';
import { sendJson } from '../../http/cached-json';
import type { ResponseCache } from '../../http/response-cache';
import { requireRole } from '../auth/actor';
import type { ReviewService } from './review.service';

/** Moderation is for admins: a guest gets 401 and anyone else 403, before the input is read. */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  requireRole(request.actor, 'ROLE ADMIN');
}

const done = (message: string) => ({ success: true as const, message });

export const reviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
  cache: ResponseCache;
}> = async (app, { reviews, cache }) => {
  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: { querystring: pageQuery, response: { 200: ReviewListResponseSchema } },
    },
    async (request) => reviews.list(request.actor, request.query),
  );

  app.post(
    '/add',
    {
      onRequest: requireSignedIn,
      schema: { body: ReviewAddBodySchema, response: { 200: ReviewAddResponseSchema } },
    },
    async (request) => reviews.add(request.actor, request.body),
  );

  const moderation = {
    onRequest: requireAdmin,
    schema: { params: idParam, response: { 200: ReviewActionResponseSchema } },
  };

  app.put('/approve/:id', moderation, async (request) => {
    await reviews.approve(request.actor, request.params.id);
    return done(REVIEW_MESSAGES.approved);
  });

  app.put('/reject/:id', moderation, async (request) => {
    await reviews.reject(request.actor, request.params.id);
    return done(REVIEW_MESSAGES.rejected);
  });

  app.delete('/delete/:id', moderation, async (request) => {
    await reviews.remove(request.actor, request.params.id);
    return done(REVIEW_MESSAGES.deleted);
  });

  app.get(
    '/:productSlug',
    { schema: { params: z.object({ productSlug: z.string().trim().min(1).max(200) }) } },
    async (request, reply) => {
      const slug = request.params.productSlug;
      return sendJson(
        reply,
        await cache.remember(`review:product:${slug}`, async () => ({
          reviews: await reviews.approvedFor(slug),
        })),
      );
    },
  );
};

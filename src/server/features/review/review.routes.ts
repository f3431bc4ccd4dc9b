import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam } from '#shared/common/fields';
import {
  ProductReviewsResponseSchema,
  ReviewActionResponseSchema,
  ReviewAddBodySchema,
  ReviewAddResponseSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
} from '#shared/review/review.schemas';
import { REVIEW_MESSAGES } from '#shared/review/review.messages';

import { adminsOnly } from '../../http/access';
import { requireSignedIn } from '../../http/auth';
import { sendJson } from '../../http/cached-json';
import { tagRoutes } from '../../http/openapi';
import type { ResponseCache } from '../../http/response-cache';
import type { ReviewService } from './review.service';

const done = (message: string) => ({ success: true as const, message });

export const reviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
  cache: ResponseCache;
}> = async (app, { reviews, cache }) => {
  tagRoutes(app, 'Reviews');

  // Moderation is for admins: a guest gets 401 and anyone else 403, before the input is read.
  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every review, for moderation, a page at a time',
        description:
          'Optional filters: `status`, `product` (its id) and `rating` (1 to 5); `sort` ' +
          '(created, rating, product) and `dir` (asc, desc; the date newest first, the others ' +
          'lowest or A to Z first by default).',
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema },
      },
    },
    async (request) => reviews.list(request.actor, request.query),
  );

  app.post(
    '/add',
    {
      onRequest: requireSignedIn,
      schema: {
        summary: 'Review a product (shown once an admin approves it)',
        body: ReviewAddBodySchema,
        // The product reviewed is named in the body: unknown or not in the shop is a 404.
        response: { 200: ReviewAddResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => reviews.add(request.actor, request.body),
  );

  const moderation = (summary: string) => ({
    onRequest: adminsOnly,
    schema: { summary, params: idParam, response: { 200: ReviewActionResponseSchema } },
  });

  app.put('/approve/:id', moderation('Approve a review'), async (request) => {
    await reviews.approve(request.actor, request.params.id);
    return done(REVIEW_MESSAGES.approved);
  });

  app.put('/reject/:id', moderation('Reject a review'), async (request) => {
    await reviews.reject(request.actor, request.params.id);
    return done(REVIEW_MESSAGES.rejected);
  });

  app.delete('/delete/:id', moderation('Delete a review'), async (request) => {
    await reviews.remove(request.actor, request.params.id);
    return done(REVIEW_MESSAGES.deleted);
  });

  app.get(
    '/:productSlug',
    {
      schema: {
        summary: "A product's approved reviews",
        params: z.object({ productSlug: z.string().trim().min(1).max(200) }),
        response: { 200: ProductReviewsResponseSchema },
      },
    },
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

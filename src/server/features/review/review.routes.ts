import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendJson } from '../../http/cached-json';
import type { ResponseCache } from '../../http/response-cache';
import type { ReviewService } from './review.service';

export const reviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
  cache: ResponseCache;
}> = async (app, { reviews, cache }) => {
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

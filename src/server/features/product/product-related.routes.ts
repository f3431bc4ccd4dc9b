import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ProductPicksResponseSchema,
  ViewedProductsQuerySchema,
} from '#shared/product/product-related.schemas';
import type { ProductDto } from '#shared/product/product.schemas';
import { RECENTLY_VIEWED_MAX, RELATED_PRODUCTS_LIMIT } from '#shared/product/product-related';

import { sendJson } from '../../http/cached-json';
import { tagRoutes } from '../../http/openapi';
import type { ResponseCache } from '../../http/response-cache';
import type { Actor } from '../../kernel/actor';
import type { WishlistService } from '../wishlist/wishlist.service';
import type { RelatedProductsService } from './product-related.service';

interface Options {
  related: RelatedProductsService;
  wishlist: WishlistService;
  cache: ResponseCache;
}

const SlugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** Adds isLiked for a signed-in shopper on top of the shared (cached) answer. */
async function withLikes(wishlist: WishlistService, actor: Actor, items: ProductDto[]) {
  const liked = await wishlist.likedAmong(
    actor,
    items.map((p) => p._id),
  );
  return { products: items.map((p) => ({ ...p, isLiked: liked.has(p._id) })) };
}

/** "You may also like" and "Recently viewed" (decision 0053): cached like the shop's reads. */
export const productRelatedRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { related, wishlist, cache } = options;
  tagRoutes(app, 'Products');

  app.get(
    '/item/:slug/related',
    {
      schema: {
        summary: 'You may also like: products in stock of the same category or brand',
        description: `At most ${RELATED_PRODUCTS_LIMIT}, never the product itself: same category and brand first, then the category, then the brand, newest first within each. An unknown or hidden product is 404, as its item read. A signed-in shopper also gets \`isLiked\`.`,
        params: SlugParams,
        response: { 200: ProductPicksResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.params.slug;
      const answer = await cache.remember(`product:related:${key}`, async () => ({
        products: await related.related(key),
      }));
      if (!request.actor) return sendJson(reply, answer);
      return withLikes(wishlist, request.actor, answer.value.products);
    },
  );

  app.get(
    '/list/viewed',
    {
      schema: {
        summary: 'Recently viewed: the products among the ids that are still in the shop',
        description: `The ids the browser keeps (at most ${RECENTLY_VIEWED_MAX}, comma separated, newest first); the answer keeps their order and leaves out a product that is gone or hidden. Nothing is stored. A signed-in shopper also gets \`isLiked\`.`,
        querystring: ViewedProductsQuerySchema,
        response: { 200: ProductPicksResponseSchema },
      },
    },
    async (request, reply) => {
      const { ids } = request.query;
      const answer = await cache.remember(`product:viewed:${ids.join(',')}`, async () => ({
        products: await related.viewed(ids),
      }));
      if (!request.actor) return sendJson(reply, answer);
      return withLikes(wishlist, request.actor, answer.value.products);
    },
  );
};

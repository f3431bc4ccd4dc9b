import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  WishlistBodySchema,
  WishlistListResponseSchema,
  WishlistSetResponseSchema,
} from '#shared/wishlist/wishlist.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { WishlistService } from './wishlist.service';

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.post(
    '/',
    { schema: { body: WishlistBodySchema, response: { 200: WishlistSetResponseSchema } } },
    async (request) => ({
      success: true as const,
      ...(await wishlist.setLiked(signedIn(request), request.body.product, request.body.isLiked)),
    }),
  );

  app.get('/', { schema: { response: { 200: WishlistListResponseSchema } } }, async (request) => ({
    wishlist: await wishlist.list(signedIn(request)),
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import {
  WishlistBodySchema,
  WishlistListResponseSchema,
  WishlistSetResponseSchema,
} from '#shared/wishlist/wishlist.schemas';

import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { WishlistService } from './wishlist.service';

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  tagRoutes(app, 'Wishlist');
  guardEveryRoute(app, requireSignedIn);

  app.post(
    '/',
    {
      schema: {
        summary: 'Like or unlike a product',
        body: WishlistBodySchema,
        // The product liked is named in the body: unknown or not in the shop is a 404.
        response: { 200: WishlistSetResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await wishlist.setLiked(signedIn(request), request.body.product, request.body.isLiked)),
    }),
  );

  app.get(
    '/',
    { schema: { summary: 'The products you like', response: { 200: WishlistListResponseSchema } } },
    async (request) => ({ wishlist: await wishlist.list(signedIn(request)) }),
  );
};

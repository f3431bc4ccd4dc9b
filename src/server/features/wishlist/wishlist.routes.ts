import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { WishlistBodySchema } from '#shared/wishlist/wishlist.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { WishlistService } from './wishlist.service';

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.post('/', { schema: { body: WishlistBodySchema } }, async (request) => ({
    success: true,
    ...(await wishlist.setLiked(signedIn(request), request.body.product, request.body.isLiked)),
  }));

  app.get('/', async (request) => ({ wishlist: await wishlist.list(signedIn(request)) }));
};

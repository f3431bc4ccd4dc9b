import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CartAddBodySchema } from '#shared/cart/cart.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import type { CartService } from './cart.service';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('onRequest', requireSignedIn);

  app.post('/add', { schema: { body: CartAddBodySchema } }, async (request) => ({
    success: true,
    ...(await cart.add(signedIn(request), request.body)),
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CartAddBodySchema, CartAddResponseSchema } from '#shared/cart/cart.schemas';

import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { CartService } from './cart.service';

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  tagRoutes(app, 'Cart');
  guardEveryRoute(app, requireSignedIn);

  app.post(
    '/add',
    {
      schema: {
        summary: 'Make a server cart from the bag (priced from the database)',
        body: CartAddBodySchema,
        response: { 200: CartAddResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await cart.add(signedIn(request), request.body)),
    }),
  );
};

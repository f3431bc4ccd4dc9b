import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CreateCheckoutResponseSchema } from '#shared/checkout/checkout.schemas';
import {
  GuestCheckoutBodySchema,
  GuestOrderPlacedResponseSchema,
  GuestReturnBodySchema,
} from '#shared/checkout/guest-checkout.schemas';
import { ErrorBodySchema } from '#shared/common/errors';

import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, type RateLimits } from '../../http/rate-limit';
import { AppError } from '../../kernel/app-error';
import type { CheckoutReturnService } from './checkout-return.service';
import type { CheckoutService } from './checkout.service';

/**
 * Guest checkout (decision 0056): POST /api/checkout/guest and /api/checkout/guest/return. They
 * are always declared (the API document and the fuzz test know them), but a store that did not
 * turn GUEST_CHECKOUT on answers them as it answers any path it has no route for.
 */
export const guestCheckoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  returns: CheckoutReturnService;
  enabled: boolean;
  rateLimit: RateLimits;
}> = async (app, { checkout, returns, enabled, rateLimit }) => {
  tagRoutes(app, 'Checkout');
  app.addHook('onRequest', async () => {
    if (!enabled) throw AppError.notFound('No API route found');
  });

  app.post(
    '/checkout/guest',
    {
      schema: {
        summary:
          'Reserve the stock of a bag and open its payment without an account (GUEST_CHECKOUT only)',
        description:
          "The member's checkout for a guest: an email, a name and phone, a delivery address, " +
          'a shipping option and optionally a discount code (its uses per customer counted by ' +
          'the email). Checkouts of one email replace each other as a member’s do. Limited per ' +
          'client IP and per email like sign-up. Answers 404 when guest checkout is off.',
        body: GuestCheckoutBodySchema,
        response: {
          200: CreateCheckoutResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
      // Before validation, so that refused bodies count too.
      preValidation: limitPerIpAndEmail(app, 'guest-checkout', rateLimit),
    },
    (request) => {
      const { email, name, phone, ...rest } = request.body;
      return checkout.startAsGuest(email, { ...rest, user: { name, email, phone } });
    },
  );

  app.post(
    '/checkout/guest/return',
    {
      schema: {
        summary: "A guest's paid checkout: its order's number (placed once, however often asked)",
        description:
          'Named by the `session_id` of the return address. Answers the order number and the ' +
          'email its link was mailed to, never the order itself.',
        body: GuestReturnBodySchema,
        response: {
          200: GuestOrderPlacedResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
      preValidation: limitPerIpAndEmail(app, 'guest-return', rateLimit),
    },
    (request) => returns.guest(request.body.sessionId),
  );
};

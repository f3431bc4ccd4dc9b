import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  OrderPlacedResponseSchema,
  PaystackVerifyBodySchema,
} from '#shared/checkout/checkout.schemas';
import { GuestOrderPlacedResponseSchema } from '#shared/checkout/guest-checkout.schemas';
import { ErrorBodySchema } from '#shared/common/errors';

import { guardEveryRoute } from '../../http/access';
import { AppError } from '../../kernel/app-error';
import { requireSignedIn, signedIn } from '../../http/auth';
import { htmlResponse, redirectResponse, tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, type RateLimits } from '../../http/rate-limit';
import type { PaymentService, TestPageOutcome } from './payment.service';
import { TEST_PAGE_PATH } from './test.provider';
import {
  renderClosedPaymentPage,
  renderMissingPaymentPage,
  renderTestPaymentPage,
} from './test-page';

/** Stripe's events stay well under this; the rest of the API keeps its smaller limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const referenceParams = z.object({ reference: z.string().max(200) });

/**
 * Provider-facing routes: Stripe's webhook (signature checked on the raw body), Paystack's
 * verification and the built-in test payment page.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  /** The store's built stylesheet (`/assets/index-abc.css`), linked by the test payment page. */
  stylesheet?: string;
  /** GUEST_CHECKOUT (decision 0056): a guest's Paystack payment is verified too. */
  guestCheckout?: boolean;
  rateLimit?: RateLimits;
}> = async (app, { payments, stylesheet, guestCheckout = false, rateLimit }) => {
  tagRoutes(app, 'Payments');
  // The webhook's body must reach the signature check byte for byte: in this scope only, JSON
  // is kept as a Buffer instead of being parsed.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const webhook = {
      summary: "Stripe's payment events (signature checked)",
      'x-actor': 'payment-provider' as const,
      // Stripe sees these besides: a bad signature, and Stripe not set up on this store.
      response: {
        200: z.object({ received: z.literal(true) }),
        400: ErrorBodySchema,
        404: ErrorBodySchema,
      },
    };
    hook.post(
      '/stripe/webhook',
      { schema: webhook, config: { skipAuth: true } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        await payments.handleStripeWebhook(
          raw,
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true as const };
      },
    );
  });

  await app.register(async (scope) => {
    const verify = scope.withTypeProvider<ZodTypeProvider>();
    guardEveryRoute(verify, requireSignedIn);
    verify.post(
      '/paystack/verify',
      {
        schema: {
          summary: 'Confirm a Paystack payment and place its order',
          body: PaystackVerifyBodySchema,
          response: {
            200: OrderPlacedResponseSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      (request) => payments.verifyPaystack(signedIn(request), request.body),
    );
  });

  // A guest's Paystack payment (decision 0056): declared always, answered only with
  // GUEST_CHECKOUT, as the other guest routes.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async () => {
      if (!guestCheckout) throw AppError.notFound('No API route found');
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/paystack/verify/guest',
      {
        schema: {
          summary: "Confirm a guest's Paystack payment and place its order (GUEST_CHECKOUT only)",
          description:
            'The cart is the one the guest checkout answered; the answer is the order number ' +
            'and the email its link was mailed to.',
          body: PaystackVerifyBodySchema,
          response: {
            200: GuestOrderPlacedResponseSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
        ...(rateLimit && {
          preValidation: limitPerIpAndEmail(scope, 'guest-paystack', rateLimit),
        }),
      },
      (request) => payments.verifyPaystackForGuest(request.body),
    );
  });

  // The test page's buttons are plain HTML forms (the CSP allows no inline script).
  await app.register(async (scope) => {
    const page = scope.withTypeProvider<ZodTypeProvider>();
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // On the store's own origin, like the page itself (see test.provider.ts).
    const storeUrl = '/';

    async function answer(
      reply: FastifyReply,
      reference: string,
      outcome: () => Promise<TestPageOutcome>,
    ) {
      void reply.header('cache-control', 'no-store');
      let result: TestPageOutcome;
      try {
        result = await outcome();
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          return reply
            .code(404)
            .type('text/html')
            .send(renderMissingPaymentPage(error.message, storeUrl, stylesheet));
        }
        throw error;
      }
      if (result.kind === 'redirect') return reply.redirect(result.url, 303);
      if (result.kind === 'closed') {
        return reply
          .code(410)
          .type('text/html')
          .send(renderClosedPaymentPage(result.session, storeUrl, stylesheet));
      }
      return reply
        .type('text/html')
        .send(
          renderTestPaymentPage(
            result.session,
            `${TEST_PAGE_PATH}/${encodeURIComponent(reference)}`,
            stylesheet,
          ),
        );
    }

    const path = TEST_PAGE_PATH.replace(/^\/api/, '');
    const config = { skipAuth: true };
    const pages = {
      200: htmlResponse('The test payment page.'),
      303: redirectResponse("To the store's success or cart page."),
      404: htmlResponse('No such payment.'),
      410: htmlResponse('The payment is closed.'),
    };
    page.get(
      `${path}/:reference`,
      {
        config,
        schema: { summary: 'The test payment page', params: referenceParams, response: pages },
      },
      (request, reply) =>
        answer(reply, request.params.reference, () => payments.testPage(request.params.reference)),
    );
    page.post(
      `${path}/:reference/pay`,
      {
        config,
        schema: { summary: 'Pay on the test page', params: referenceParams, response: pages },
      },
      (request, reply) =>
        answer(reply, request.params.reference, () =>
          payments.payTestPage(request.params.reference),
        ),
    );
    page.post(
      `${path}/:reference/cancel`,
      {
        config,
        schema: { summary: 'Cancel on the test page', params: referenceParams, response: pages },
      },
      (request, reply) =>
        answer(reply, request.params.reference, () =>
          payments.cancelTestPage(request.params.reference),
        ),
    );
  });
};

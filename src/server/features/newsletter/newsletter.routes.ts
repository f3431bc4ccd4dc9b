import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { NewsletterBodySchema } from '#shared/newsletter/newsletter.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail } from '../../http/rate-limit';
import type { NewsletterService } from './newsletter.service';

interface Options {
  newsletter: NewsletterService;
  rateLimit: { perIp: number; perEmail: number; windowMs: number };
}

/** POST /api/newsletter/subscribe */
export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  tagRoutes(app, 'Newsletter');

  app.post(
    '/subscribe',
    {
      schema: {
        summary: 'Subscribe an email address to the newsletter',
        body: NewsletterBodySchema,
        response: { 200: MessageResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'subscribe', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => {
      const { message } = await options.newsletter.subscribe(request.body.email);
      return { success: true, message };
    },
  );
};

/** POST /api/unsubscribe/unsubscribe */
export const unsubscribeRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  tagRoutes(app, 'Newsletter');

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe an email address (the same answer whether it was subscribed)',
        body: NewsletterBodySchema,
        response: { 200: MessageResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'unsubscribe', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({
      success: true,
      ...(await options.newsletter.unsubscribe(request.body.email)),
    }),
  );
};

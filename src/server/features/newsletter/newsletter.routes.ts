import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { NewsletterBodySchema } from '#shared/newsletter/newsletter.schemas';

import { limitPerIpAndEmail } from '../../http/rate-limit';
import type { NewsletterService } from './newsletter.service';

interface Options {
  newsletter: NewsletterService;
  rateLimit: { perIp: number; perEmail: number; windowMs: number };
}

/** POST /api/newsletter/subscribe */
export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.post(
    '/subscribe',
    {
      schema: { body: NewsletterBodySchema },
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
  app.post(
    '/unsubscribe',
    {
      schema: { body: NewsletterBodySchema },
      preValidation: limitPerIpAndEmail(app, 'unsubscribe', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({
      success: true,
      ...(await options.newsletter.unsubscribe(request.body.email)),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { ContactBodySchema } from '#shared/contact/contact.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail } from '../../http/rate-limit';
import type { ContactService } from './contact.service';

interface Options {
  contact: ContactService;
  rateLimit: { perIp: number; perEmail: number; windowMs: number };
}

export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  tagRoutes(app, 'Contact');

  app.post(
    '/add',
    {
      schema: {
        summary: 'Send a message to the store',
        body: ContactBodySchema,
        response: { 200: MessageResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'contact', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await options.contact.add(request.body)) }),
  );
};

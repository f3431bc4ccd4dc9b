import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ContactBodySchema } from '#shared/contact/contact.schemas';

import { limitPerIpAndEmail } from '../../http/rate-limit';
import type { ContactService } from './contact.service';

interface Options {
  contact: ContactService;
  rateLimit: { perIp: number; perEmail: number; windowMs: number };
}

export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.post(
    '/add',
    {
      schema: { body: ContactBodySchema },
      preValidation: limitPerIpAndEmail(app, 'contact', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await options.contact.add(request.body)) }),
  );
};

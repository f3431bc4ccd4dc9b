import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { VerifyEmailBodySchema } from '#shared/auth/auth.schemas';
import { ErrorBodySchema } from '#shared/common/errors';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, limitPerIpAndUser, type RateLimits } from '../../http/rate-limit';
import type { EmailVerificationService } from './email-verification.service';

export interface EmailVerificationRoutesOptions {
  verification: EmailVerificationService;
  rateLimit: RateLimits;
}

/** The mailed link that confirms an address, and asking for another one (decision 0028). */
export const emailVerificationRoutes: FastifyPluginAsyncZod<
  EmailVerificationRoutesOptions
> = async (app, { verification, rateLimit }) => {
  tagRoutes(app, 'Auth');
  const limited = { 429: ErrorBodySchema };

  app.post(
    '/verify-email',
    {
      schema: {
        summary: 'Confirm an email address with the mailed link',
        body: VerifyEmailBodySchema,
        response: { 200: MessageResponseSchema, ...limited },
      },
      // The body has no email: counted per IP.
      preValidation: limitPerIpAndEmail(app, 'verify-email', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({
      success: true,
      ...(await verification.verify(request.body.token)),
    }),
  );

  app.post(
    '/verify-email/resend',
    {
      schema: {
        summary: 'Mail a new link that confirms your email address',
        response: { 200: MessageResponseSchema, ...limited },
      },
      onRequest: requireSignedIn,
      preValidation: limitPerIpAndUser(app, 'verify-email-resend', rateLimit),
    },
    async (request) => ({ success: true, ...(await verification.resend(signedIn(request))) }),
  );
};

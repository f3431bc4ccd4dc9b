import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ChangePasswordBodySchema,
  ForgotBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetTokenParamsSchema,
  ResetWithTokenBodySchema,
} from '#shared/auth/auth.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import {
  limitPerIpAndEmail,
  limitPerIpAndIpEmail,
  limitPerIpAndUser,
  type RateLimits,
} from '../../http/rate-limit';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimit: RateLimits;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, rateLimit },
) => {
  app.post(
    '/login',
    {
      schema: { body: LoginBodySchema },
      // Not per email alone: see limitPerIpAndIpEmail (nobody can lock an owner out).
      preValidation: limitPerIpAndIpEmail(app, 'login', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.login(request.body)) }),
  );

  app.post(
    '/register',
    {
      schema: { body: RegisterBodySchema },
      preValidation: limitPerIpAndEmail(app, 'register', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.register(request.body)) }),
  );

  app.post(
    '/forgot',
    {
      schema: { body: ForgotBodySchema },
      preValidation: limitPerIpAndEmail(app, 'forgot', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.forgot(request.body.email)) }),
  );

  app.post(
    '/reset/:token',
    {
      schema: { params: ResetTokenParamsSchema, body: ResetWithTokenBodySchema },
      preValidation: limitPerIpAndEmail(app, 'reset', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({
      success: true,
      ...(await auth.resetWithToken(request.params.token, request.body)),
    }),
  );

  app.post(
    '/reset',
    {
      schema: { body: ChangePasswordBodySchema },
      onRequest: requireSignedIn,
      // The old password is a secret to guess: limited per user and per IP like a login.
      preValidation: limitPerIpAndUser(app, 'change-password', rateLimit),
    },
    async (request) => ({
      success: true,
      ...(await auth.changePassword(signedIn(request), request.body)),
    }),
  );
};

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
import { limitPerIpAndEmail } from '../../http/rate-limit';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimit: { perIp: number; perEmail: number; windowMs: number };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, rateLimit },
) => {
  app.post(
    '/login',
    {
      schema: { body: LoginBodySchema },
      preHandler: limitPerIpAndEmail(app, 'login', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.login(request.body)) }),
  );

  app.post(
    '/register',
    {
      schema: { body: RegisterBodySchema },
      preHandler: limitPerIpAndEmail(app, 'register', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.register(request.body)) }),
  );

  app.post(
    '/forgot',
    {
      schema: { body: ForgotBodySchema },
      preHandler: limitPerIpAndEmail(app, 'forgot', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.forgot(request.body.email)) }),
  );

  app.post(
    '/reset/:token',
    {
      schema: { params: ResetTokenParamsSchema, body: ResetWithTokenBodySchema },
      preHandler: limitPerIpAndEmail(app, 'reset', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({
      success: true,
      ...(await auth.resetWithToken(request.params.token, request.body)),
    }),
  );

  app.post(
    '/reset',
    { schema: { body: ChangePasswordBodySchema }, onRequest: requireSignedIn },
    async (request) => ({
      success: true,
      ...(await auth.changePassword(signedIn(request), request.body)),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ChangePasswordBodySchema,
  ForgotBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetTokenParamsSchema,
  ResetWithTokenBodySchema,
} from '#shared/auth/auth.schemas';
import {
  LoginResponseSchema,
  SignInCodeBodySchema,
  SignInCodeResponseSchema,
} from '#shared/auth/social';

import { requireSignedIn, signedIn } from '../../http/auth';
import { parseCookies, serializeCookie } from '../../http/cookies';
import {
  limitPerIpAndEmail,
  limitPerIpAndIpEmail,
  limitPerIpAndUser,
  type RateLimits,
} from '../../http/rate-limit';
import { authCookieOptions, PENDING_LINK_COOKIE, SIGN_IN_COOKIE } from './auth-cookies';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimit: RateLimits;
  /** For the Secure flag of the sign-in cookies. */
  publicUrl: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, rateLimit, publicUrl },
) => {
  const clearCookie = (name: string) => serializeCookie(name, '', authCookieOptions(publicUrl, 0));

  app.post(
    '/login',
    {
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
      // Not per email alone: see limitPerIpAndIpEmail (nobody can lock an owner out).
      preValidation: limitPerIpAndIpEmail(app, 'login', rateLimit),
      config: { skipAuth: true },
    },
    async (request, reply) => {
      const pendingLink = parseCookies(request.headers.cookie).get(PENDING_LINK_COOKIE);
      const result = await auth.login(request.body, pendingLink);
      if (result.linkedProvider) reply.header('set-cookie', clearCookie(PENDING_LINK_COOKIE));
      return { success: true as const, ...result };
    },
  );

  // The page at /auth/success exchanges the one-time code of a social sign-in for the token.
  app.post(
    '/success',
    {
      schema: { body: SignInCodeBodySchema, response: { 200: SignInCodeResponseSchema } },
      config: { skipAuth: true },
    },
    async (request, reply) => {
      // The nonce is single use like the code: the browser forgets it whatever happens.
      reply.header('set-cookie', clearCookie(SIGN_IN_COOKIE));
      const nonce = parseCookies(request.headers.cookie).get(SIGN_IN_COOKIE);
      return {
        success: true as const,
        ...(await auth.exchangeSignInCode(request.body.code, nonce)),
      };
    },
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

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
import { SignInLinkBodySchema } from '#shared/auth/sign-in-link.schemas';
import { ErrorBodySchema } from '#shared/common/errors';
import {
  AuthResponseSchema,
  ChangePasswordResponseSchema,
  MessageResponseSchema,
} from '#shared/user/user.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import { parseCookies, serializeCookie } from '../../http/cookies';
import { tagRoutes } from '../../http/openapi';
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
  tagRoutes(app, 'Auth');
  const clearCookie = (name: string) => serializeCookie(name, '', authCookieOptions(publicUrl, 0));
  /** Every rate-limited route may answer 429. */
  const limited = { 429: ErrorBodySchema };

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email and password (links a pending social sign-in)',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...limited },
      },
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

  // The page at /login/link/:token signs in with the link mailed past the failed sign-in
  // ceiling (decision 0029): the token goes in the body, the bearer token comes back.
  app.post(
    '/login/link',
    {
      schema: {
        summary: 'Sign in with a mailed one-time sign-in link (lifts the failed sign-in ceiling)',
        body: SignInLinkBodySchema,
        response: { 200: AuthResponseSchema, ...limited },
      },
      // No email in the body: counted per IP.
      preValidation: limitPerIpAndEmail(app, 'sign-in-link', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.signInWithLink(request.body.token)),
    }),
  );

  // The page at /auth/success exchanges the one-time code of a social sign-in for the token.
  app.post(
    '/success',
    {
      schema: {
        summary: 'Exchange the one-time code of a social sign-in for the token',
        body: SignInCodeBodySchema,
        response: { 200: SignInCodeResponseSchema },
      },
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
      schema: {
        summary: 'Create a member account',
        body: RegisterBodySchema,
        response: { 200: AuthResponseSchema, ...limited },
      },
      preValidation: limitPerIpAndEmail(app, 'register', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true as const, ...(await auth.register(request.body)) }),
  );

  app.post(
    '/forgot',
    {
      schema: {
        summary: 'Mail a password reset link',
        body: ForgotBodySchema,
        response: { 200: MessageResponseSchema, ...limited },
      },
      preValidation: limitPerIpAndEmail(app, 'forgot', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await auth.forgot(request.body.email)) }),
  );

  app.post(
    '/reset/:token',
    {
      schema: {
        summary: 'Set a new password with the mailed link',
        params: ResetTokenParamsSchema,
        body: ResetWithTokenBodySchema,
        response: { 200: MessageResponseSchema, ...limited },
      },
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
      schema: {
        summary: 'Change your password (answers a new token)',
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema, ...limited },
      },
      onRequest: requireSignedIn,
      // The old password is a secret to guess: limited per user and per IP like a login.
      preValidation: limitPerIpAndUser(app, 'change-password', rateLimit),
    },
    async (request) => ({
      success: true,
      ...(await auth.changePassword(signedIn(request), request.body)),
    }),
  );

  // Sign out everywhere (Account Security): every token of the account stops working, this one
  // too, and its chat sockets close on every server. Not rate limited: the call retires the
  // very token it needs, so a second one needs a new sign-in. A disabled merchant may sign out.
  app.post(
    '/logout-all',
    {
      schema: {
        summary: 'Sign out on every device (retires every token of the account)',
        response: { 200: MessageResponseSchema },
      },
      onRequest: requireSignedIn,
      config: { allowDisabledMerchant: true },
    },
    async (request) => ({
      success: true,
      ...(await auth.signOutEverywhere(signedIn(request))),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam, pageQuery, searchQuery } from '#shared/common/fields';
import {
  MerchantActionResponseSchema,
  MerchantActiveBodySchema,
  MerchantDeleteResponseSchema,
  MerchantSignupBodySchema,
  MerchantSignupParamsSchema,
  MerchantSignupPreviewSchema,
  MerchantSignupResponseSchema,
  MerchantApplicationBodySchema,
  MerchantApplicationResponseSchema,
  MerchantListResponseSchema,
  MerchantSearchResponseSchema,
} from '#shared/merchant/merchant.schemas';

import { adminsOnly } from '../../http/access';
import { signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, type RateLimits } from '../../http/rate-limit';
import type { MerchantService } from './merchant.service';

interface Options {
  merchants: MerchantService;
  rateLimit: RateLimits;
}

export const merchantRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  tagRoutes(app, 'Merchants');
  const { merchants } = options;

  app.post(
    '/add',
    {
      schema: {
        summary: 'Apply to sell in the store',
        body: MerchantApplicationBodySchema,
        response: { 200: MerchantApplicationResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'merchant-application', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true as const, ...(await merchants.apply(request.body)) }),
  );

  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every merchant and application, newest first, a page at a time',
        querystring: pageQuery,
        response: { 200: MerchantListResponseSchema },
      },
    },
    async (request) => merchants.list(signedIn(request), request.query),
  );

  app.get(
    '/search',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Merchants whose email, phone number, brand name or status contains the term',
        querystring: searchQuery,
        response: { 200: MerchantSearchResponseSchema },
      },
    },
    async (request) => ({
      merchants: await merchants.search(signedIn(request), request.query.search),
    }),
  );

  app.put(
    '/approve/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary:
          'Approve (or re-approve) a merchant: make its brand (switched off) and mail the invitation; no account changes',
        params: idParam,
        response: { 200: MerchantActionResponseSchema },
      },
    },
    async (request) => merchants.approve(signedIn(request), request.params.id),
  );

  app.put(
    '/reject/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Reject a waiting application',
        params: idParam,
        response: { 200: MerchantActionResponseSchema },
      },
    },
    async (request) => merchants.reject(signedIn(request), request.params.id),
  );

  app.put(
    '/:id/active',
    {
      onRequest: adminsOnly,
      schema: {
        summary:
          'Disable a merchant (its brand leaves the shop, its accounts are locked out) or enable it again',
        params: idParam,
        body: MerchantActiveBodySchema,
        response: { 200: MerchantActionResponseSchema },
      },
    },
    async (request) =>
      merchants.setActive(signedIn(request), request.params.id, request.body.merchant.isActive),
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary:
          'Delete a merchant: its brand goes, its products are switched off and kept, its account becomes a member',
        params: idParam,
        response: { 200: MerchantDeleteResponseSchema },
      },
    },
    async (request) => merchants.remove(signedIn(request), request.params.id),
  );

  app.get(
    '/signup/:token',
    {
      schema: {
        summary:
          'What an invitation link leads to: a new account, or the existing account of its email and how it proves itself',
        params: MerchantSignupParamsSchema,
        response: { 200: MerchantSignupPreviewSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'merchant-signup-preview', options.rateLimit),
      config: { skipAuth: true },
    },
    async (request) => merchants.previewSignup(request.params.token),
  );

  // Not skipAuth: a social account with the invited email proves itself by being signed in.
  app.post(
    '/signup/:token',
    {
      schema: {
        summary:
          'Complete the sign-up from an invitation link (an existing account gives its password, or is signed in)',
        params: MerchantSignupParamsSchema,
        body: MerchantSignupBodySchema,
        response: { 200: MerchantSignupResponseSchema, 429: ErrorBodySchema },
      },
      preValidation: limitPerIpAndEmail(app, 'merchant-signup', options.rateLimit),
    },
    async (request) => merchants.signup(request.params.token, request.body, request.actor),
  );
};

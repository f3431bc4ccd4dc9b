import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { searchQuery } from '#shared/common/fields';
import {
  MeResponseSchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserSearchResponseSchema,
} from '#shared/user/user.schemas';

import { adminsOnly, guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { UserService } from './user.service';

export const PROFILE_UPDATED = 'Your profile is successfully updated!';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  tagRoutes(app, 'Users');
  guardEveryRoute(app, requireSignedIn);

  app.get(
    '/me',
    {
      schema: {
        summary: 'Your profile (a disabled merchant may read it too)',
        response: { 200: MeResponseSchema },
      },
      config: { allowDisabledMerchant: true },
    },
    async (request) => ({ user: await users.me(signedIn(request)) }),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Change your name and phone number',
        body: UpdateProfileBodySchema,
        response: { 200: UpdateProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: PROFILE_UPDATED,
      user: await users.updateProfile(signedIn(request), request.body.profile),
    }),
  );

  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every user, a page at a time',
        description:
          'Optional filters: `q` (part of the name or email), `role` and `status` ' +
          '(verified or unverified email); `sort` (created, name, email, role) and `dir` ' +
          '(asc, desc; the date newest first, the others A to Z by default).',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema },
      },
    },
    async (request) => users.list(signedIn(request), request.query),
  );

  app.get(
    '/search',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Users whose name or email contains the term',
        querystring: searchQuery,
        response: { 200: UserSearchResponseSchema },
      },
    },
    async (request) => ({ users: await users.search(signedIn(request), request.query.search) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AddressAddBodySchema,
  AddressAddResponseSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  AddressUpdateBodySchema,
} from '#shared/address/address.schemas';
import { idParam } from '#shared/common/fields';
import { MessageResponseSchema } from '#shared/user/user.schemas';
import { ADDRESS_MESSAGES } from '#shared/address/address.messages';

import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { AddressService } from './address.service';

export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  tagRoutes(app, 'Addresses');
  guardEveryRoute(app, requireSignedIn);

  app.get(
    '/',
    { schema: { summary: 'List your addresses', response: { 200: AddressListResponseSchema } } },
    async (request) => ({ addresses: await addresses.list(signedIn(request)) }),
  );

  app.post(
    '/add',
    {
      schema: {
        summary: 'Add an address',
        body: AddressAddBodySchema,
        response: { 200: AddressAddResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADDRESS_MESSAGES.added,
      address: await addresses.add(signedIn(request), request.body),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One of your addresses',
        params: idParam,
        response: { 200: AddressResponseSchema },
      },
    },
    async (request) => ({ address: await addresses.get(signedIn(request), request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change one of your addresses',
        params: idParam,
        body: AddressUpdateBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await addresses.update(signedIn(request), request.params.id, request.body);
      return { success: true, message: ADDRESS_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete/:id',
    {
      schema: {
        summary: 'Delete one of your addresses',
        params: idParam,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await addresses.remove(signedIn(request), request.params.id);
      return { success: true, message: ADDRESS_MESSAGES.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AddressAddBodySchema,
  AddressAddResponseSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  AddressUpdateBodySchema,
} from '#shared/address/address.schemas';
import { idParam } from '#shared/common/fields';

import { requireSignedIn, signedIn } from '../../http/auth';
import { ADDRESS_MESSAGES, type AddressService } from './address.service';

export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  app.addHook('onRequest', requireSignedIn);

  app.get('/', { schema: { response: { 200: AddressListResponseSchema } } }, async (request) => ({
    addresses: await addresses.list(signedIn(request)),
  }));

  app.post(
    '/add',
    { schema: { body: AddressAddBodySchema, response: { 200: AddressAddResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: ADDRESS_MESSAGES.added,
      address: await addresses.add(signedIn(request), request.body),
    }),
  );

  app.get(
    '/:id',
    { schema: { params: idParam, response: { 200: AddressResponseSchema } } },
    async (request) => ({ address: await addresses.get(signedIn(request), request.params.id) }),
  );

  app.put(
    '/:id',
    { schema: { params: idParam, body: AddressUpdateBodySchema } },
    async (request) => {
      await addresses.update(signedIn(request), request.params.id, request.body);
      return { success: true, message: ADDRESS_MESSAGES.updated };
    },
  );

  app.delete('/delete/:id', { schema: { params: idParam } }, async (request) => {
    await addresses.remove(signedIn(request), request.params.id);
    return { success: true, message: ADDRESS_MESSAGES.deleted };
  });
};

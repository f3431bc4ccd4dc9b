import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam } from '#shared/common/fields';
import { dollarsToCents } from '#shared/common/money';
import { SHIPPING_MESSAGES } from '#shared/shipping/shipping.messages';
import {
  ShippingMessageResponseSchema,
  ShippingOptionBodySchema,
  ShippingOptionResponseSchema,
  ShippingQuoteQuerySchema,
  ShippingQuoteResponseSchema,
  ShippingZoneBodySchema,
  ShippingZoneListResponseSchema,
  ShippingZoneResponseSchema,
} from '#shared/shipping/shipping.schemas';

import { adminsOnly } from '../../http/access';
import { tagRoutes } from '../../http/openapi';
import type { ShippingService } from './shipping.service';

/** Shipping zones and options: the admin keeps them; shoppers ask what delivers where. */
export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  tagRoutes(app, 'Shipping');

  app.get(
    '/options',
    {
      schema: {
        summary: 'The shipping options for a delivery country, priced for a bag',
        querystring: ShippingQuoteQuerySchema,
        response: { 200: ShippingQuoteResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      options: await shipping.quote(
        request.query.country,
        dollarsToCents(request.query.subtotal),
        request.query.items,
      ),
    }),
  );

  app.get(
    '/zones',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Every shipping zone with its options',
        response: { 200: ShippingZoneListResponseSchema },
      },
    },
    async (request) => ({ zones: await shipping.listZones(request.actor) }),
  );

  app.post(
    '/zones',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Add a shipping zone (no countries: the rest of the world)',
        body: ShippingZoneBodySchema,
        response: { 200: ShippingZoneResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SHIPPING_MESSAGES.zoneAdded,
      zone: await shipping.addZone(request.actor, request.body),
    }),
  );

  app.put(
    '/zones/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: "Change a shipping zone's name and countries",
        params: idParam,
        body: ShippingZoneBodySchema,
        response: { 200: ShippingZoneResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SHIPPING_MESSAGES.zoneUpdated,
      zone: await shipping.updateZone(request.actor, request.params.id, request.body),
    }),
  );

  app.delete(
    '/zones/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Delete a shipping zone and its options',
        params: idParam,
        response: { 200: ShippingMessageResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await shipping.removeZone(request.actor, request.params.id);
      return { success: true as const, message: SHIPPING_MESSAGES.zoneDeleted };
    },
  );

  app.post(
    '/zones/:id/options',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Add a shipping option to a zone',
        params: idParam,
        body: ShippingOptionBodySchema,
        response: { 200: ShippingOptionResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SHIPPING_MESSAGES.optionAdded,
      option: await shipping.addOption(request.actor, request.params.id, request.body),
    }),
  );

  app.put(
    '/options/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: "Change a shipping option's rate, estimate, order or availability",
        params: idParam,
        body: ShippingOptionBodySchema,
        response: { 200: ShippingOptionResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SHIPPING_MESSAGES.optionUpdated,
      option: await shipping.updateOption(request.actor, request.params.id, request.body),
    }),
  );

  app.delete(
    '/options/:id',
    {
      onRequest: adminsOnly,
      schema: {
        summary: 'Delete a shipping option (orders keep its name, fee and estimate)',
        params: idParam,
        response: { 200: ShippingMessageResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await shipping.removeOption(request.actor, request.params.id);
      return { success: true as const, message: SHIPPING_MESSAGES.optionDeleted };
    },
  );
};

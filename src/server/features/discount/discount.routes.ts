import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam } from '#shared/common/fields';
import { DISCOUNT_MESSAGES } from '#shared/discount/discount.messages';
import {
  DiscountActiveBodySchema,
  DiscountApplyBodySchema,
  DiscountApplyResponseSchema,
  DiscountCodeBodySchema,
  DiscountDetailResponseSchema,
  DiscountListQuerySchema,
  DiscountListResponseSchema,
  DiscountResponseSchema,
} from '#shared/discount/discount.schemas';

import type { Config } from '../../config';
import { merchantsAndAdmins } from '../../http/access';
import { tagRoutes } from '../../http/openapi';
import { clientKey } from '../../http/rate-limit';
import { AppError } from '../../kernel/app-error';
import type { DiscountService } from './discount.service';

/**
 * Codes tried in the bag, per client IP and window: enough for a shopper re-pricing a changing
 * bag, too few to guess codes by the thousand. Counted before validation, refusals included.
 */
function limitTries(
  app: FastifyInstance,
  limits: Config['rateLimit'],
): (request: FastifyRequest) => Promise<void> {
  const perIp = app.createRateLimit({
    max: limits.perIp * 2,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `discount:ip:${clientKey(request)}`,
  });
  return async (request) => {
    const check = await perIp(request);
    if (!check.isAllowed && check.isExceeded) {
      const minutes = Math.max(1, Math.ceil(check.ttl / 60_000));
      throw new AppError('RATE_LIMITED', DISCOUNT_MESSAGES.tooManyTries(minutes));
    }
  };
}

/**
 * Discount codes (decision 0054): the bag asks for a quote; admins keep the store's codes and
 * merchants their brand's.
 */
export const discountRoutes: FastifyPluginAsyncZod<{
  discounts: DiscountService;
  rateLimit: Config['rateLimit'];
}> = async (app, { discounts, rateLimit }) => {
  tagRoutes(app, 'Discounts');

  app.post(
    '/apply',
    {
      schema: {
        summary: 'Re-price a bag with a discount code (the server prices it; nothing is taken)',
        body: DiscountApplyBodySchema,
        response: { 200: DiscountApplyResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      preValidation: limitTries(app, rateLimit),
    },
    (request) => discounts.apply(request.actor, request.body),
  );

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "The discount codes: all of them for an admin, a merchant its brand's",
        querystring: DiscountListQuerySchema,
        response: { 200: DiscountListResponseSchema, 400: ErrorBodySchema },
      },
    },
    (request) => discounts.list(request.actor, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'One discount code',
        params: idParam,
        response: { 200: DiscountDetailResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ discount: await discounts.get(request.actor, request.params.id) }),
  );

  app.post(
    '/add',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "Add a discount code (an admin's: the whole store; a merchant's: its brand)",
        body: DiscountCodeBodySchema,
        response: { 200: DiscountResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: DISCOUNT_MESSAGES.added,
      discount: await discounts.add(request.actor, request.body),
    }),
  );

  app.put(
    '/:id',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: "Change a discount code's terms",
        params: idParam,
        body: DiscountCodeBodySchema,
        response: { 200: DiscountResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: DISCOUNT_MESSAGES.updated,
      discount: await discounts.update(request.actor, request.params.id, request.body),
    }),
  );

  app.put(
    '/:id/active',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary: 'Switch a discount code on or off',
        params: idParam,
        body: DiscountActiveBodySchema,
        response: { 200: DiscountResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const discount = await discounts.setActive(
        request.actor,
        request.params.id,
        request.body.isActive,
      );
      return {
        success: true as const,
        message: discount.isActive ? DISCOUNT_MESSAGES.activated : DISCOUNT_MESSAGES.deactivated,
        discount,
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { idParam } from '#shared/common/fields';
import {
  StockAlertListResponseSchema,
  StockAlertSubscribeBodySchema,
  StockAlertTokenBodySchema,
} from '#shared/stock-alert/stock-alert.schemas';
import { MessageResponseSchema } from '#shared/user/user.schemas';

import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import { limitPerIpAndEmail, type RateLimits } from '../../http/rate-limit';
import type { StockAlertService } from './stock-alert.service';

interface Options {
  stockAlerts: StockAlertService;
  rateLimit: RateLimits;
}

/** /api/stock-alert: "tell me when my size is back" (decision 0040). */
export const stockAlertRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { stockAlerts, rateLimit },
) => {
  tagRoutes(app, 'Stock alerts');
  const answers = { 200: MessageResponseSchema, 429: ErrorBodySchema };

  app.post(
    '/subscribe',
    {
      schema: {
        summary:
          'Ask for one email when a sold-out size is back (a member at once; a guest after confirming the mailed link)',
        body: StockAlertSubscribeBodySchema,
        response: answers,
      },
      // Like the newsletter: per IP and per typed address, so nobody floods a mailbox.
      preValidation: limitPerIpAndEmail(app, 'stock-alert', rateLimit),
    },
    async (request) => ({
      success: true,
      ...(await stockAlerts.subscribe(request.actor, request.body)),
    }),
  );

  // The mailed links' pages post their token here, signed in or not: tokens never travel in a
  // query string.
  app.post(
    '/confirm',
    {
      schema: {
        summary: "Confirm a guest's alert with the token of its mailed link",
        body: StockAlertTokenBodySchema,
        response: answers,
      },
      preValidation: limitPerIpAndEmail(app, 'stock-alert-confirm', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await stockAlerts.confirm(request.body.token)) }),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'Stop every back-in-stock email to the address of a mailed link',
        body: StockAlertTokenBodySchema,
        response: answers,
      },
      preValidation: limitPerIpAndEmail(app, 'stock-alert-stop', rateLimit),
      config: { skipAuth: true },
    },
    async (request) => ({ success: true, ...(await stockAlerts.stop(request.body.token)) }),
  );

  app.get(
    '/list',
    {
      onRequest: requireSignedIn,
      schema: {
        summary: 'Your live back-in-stock alerts',
        response: { 200: StockAlertListResponseSchema },
      },
    },
    async (request) => ({ alerts: await stockAlerts.list(signedIn(request)) }),
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        summary: 'Remove one of your back-in-stock alerts',
        params: idParam,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      ...(await stockAlerts.remove(signedIn(request), request.params.id)),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  MeasurementsBodySchema,
  MeasurementsResponseSchema,
  MeasurementsSavedResponseSchema,
} from '#shared/user/measurements.schemas';

import { guardEveryRoute } from '../../http/access';
import { requireSignedIn, signedIn } from '../../http/auth';
import { tagRoutes } from '../../http/openapi';
import type { MeasurementsService } from './measurements.service';

/** /api/user/measurements: the caller's own measurements profile, never anyone else's. */
export const measurementsRoutes: FastifyPluginAsyncZod<{
  measurements: MeasurementsService;
}> = async (app, { measurements }) => {
  tagRoutes(app, 'Users');
  guardEveryRoute(app, requireSignedIn);

  app.get(
    '/',
    {
      schema: {
        summary: 'Your measurements profile (owner only; empty before the first save)',
        response: { 200: MeasurementsResponseSchema },
      },
    },
    async (request) => measurements.mine(signedIn(request)),
  );

  app.put(
    '/',
    {
      schema: {
        summary:
          'Save your measurements: each in range for the unit; the date taken defaults to today',
        body: MeasurementsBodySchema,
        response: { 200: MeasurementsSavedResponseSchema },
      },
    },
    async (request) => measurements.save(signedIn(request), request.body.measurements),
  );
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema } from '#shared/common/errors';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { tagRoutes } from '../../http/openapi';

const HealthResponseSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Health');

  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the store and its database answer',
        response: { 200: HealthResponseSchema, 503: ErrorBodySchema },
      },
    },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'The database is not answering.', { cause: error });
      }
      return { status: 'ok' as const };
    },
  );
};

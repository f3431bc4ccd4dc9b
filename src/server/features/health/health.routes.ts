import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', async () => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      throw new AppError('UNAVAILABLE', 'The database is not answering.', { cause: error });
    }
    return { status: 'ok' };
  });
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ErrorBodySchema } from '#shared/common/errors';
import { MSG } from '#shared/common/messages';

import type { Db } from '../../db/client';
import type { RedisLink } from '../../http/redis';
import { AppError } from '../../kernel/app-error';
import { tagRoutes } from '../../http/openapi';

const HealthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.literal('up').describe('The database answered this request.'),
    redis: z
      .enum(['up', 'down', 'off'])
      .describe(
        'Redis (REDIS_URL) carries chat and catalog changes between servers: "down" while it ' +
          'cannot be reached (this server still serves everything; chat between servers and ' +
          'catalog sync resume when it is back), "off" when no REDIS_URL is configured.',
      ),
  })
  .describe(
    'The server serves. A Redis outage only degrades it (200, redis "down"); a database ' +
      'outage answers 503 UNAVAILABLE with Retry-After, so a load balancer stops sending traffic.',
  );

type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; redis?: RedisLink }> = async (
  app,
  { db, redis },
) => {
  tagRoutes(app, 'Health');

  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the store and its database answer, and whether Redis is reachable',
        response: { 200: HealthResponseSchema, 503: ErrorBodySchema },
      },
    },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        throw new AppError('UNAVAILABLE', MSG.unavailable, { cause: error });
      }
      const redisState: HealthResponse['redis'] = !redis ? 'off' : redis.isUp() ? 'up' : 'down';
      return { status: 'ok' as const, database: 'up' as const, redis: redisState };
    },
  );
};

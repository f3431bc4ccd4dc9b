import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Signal } from '../kernel/signal';
import { connectRedis } from './redis';

/**
 * Several copies of the store behind one address (REDIS_URL set): a catalog change announced on
 * one copy makes every copy forget its cached catalog answers at once, not after their time to
 * live, so no shopper sees an older catalog because another server answered (decision 0017).
 * Each copy publishes its own changes on `<prefix>:catalog-changed` and forgets on the others'.
 */
export const catalogSyncPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      catalogChanged: Signal;
      /** Forgets this copy's cached catalog answers (without announcing again). */
      forget: () => void;
      redis: { url: string; prefix: string };
    },
  ) => {
    const redis = await connectRedis(app, options.redis);
    const channel = `${options.redis.prefix}:catalog-changed`;
    const self = randomUUID();
    await redis.sub.subscribe(channel, (from) => {
      if (from !== self) options.forget();
    });
    const stop = options.catalogChanged.subscribe(() => {
      redis.pub.publish(channel, self).catch((error: unknown) => {
        app.log.warn({ err: error }, 'the catalog change could not be told to the other servers');
      });
    });
    app.addHook('onClose', async () => {
      stop();
      await redis.close();
    });
  },
  { name: 'catalog-sync' },
);

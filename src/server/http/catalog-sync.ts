import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Signal } from '../kernel/signal';
import type { RedisLink } from './redis';

/**
 * Several copies of the store behind one address (REDIS_URL set): a catalog change announced on
 * one copy makes every copy forget its cached catalog answers at once, not after their time to
 * live, so no shopper sees an older catalog because another server answered (decision 0017).
 * Each copy publishes its own changes on `<prefix>:catalog-changed` and forgets on the others'.
 *
 * Through a Redis outage (decision 0026): a copy whose listening connection comes back forgets
 * its cache once (another copy's change may have been missed meanwhile), and a change this copy
 * could not announce is announced again once its publishing connection is back.
 */
export const catalogSyncPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      catalogChanged: Signal;
      /** Forgets this copy's cached catalog answers (without announcing again). */
      forget: () => void;
      redis: RedisLink;
    },
  ) => {
    const { redis } = options;
    const channel = `${redis.prefix}:catalog-changed`;
    const self = randomUUID();
    redis.subscribe(channel, (from) => {
      if (from !== self) options.forget();
    });

    // Not at the first connection (nothing was cached before the store started listening).
    let listened = redis.isReady('sub');
    const stopSub = redis.onReady('sub', () => {
      if (listened) {
        options.forget();
        app.log.info('catalog cache cleared after the Redis reconnection');
      }
      listened = true;
    });

    let unannounced = false;
    const announce = async () => {
      unannounced = false;
      if (!(await redis.publish(channel, self))) {
        unannounced = true;
        app.log.warn('a catalog change could not be told to the other servers yet (Redis away)');
      }
    };
    const stopPub = redis.onReady('pub', () => {
      if (unannounced) void announce();
    });
    const stop = options.catalogChanged.subscribe(() => void announce());

    app.addHook('onClose', async () => {
      stop();
      stopSub();
      stopPub();
    });
  },
  { name: 'catalog-sync' },
);

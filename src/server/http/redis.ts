import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';

/** Tries at start before the store gives up on an unreachable Redis (about 3 seconds). */
const START_RETRIES = 5;

/**
 * The two node-redis clients the adapter needs (publish and subscribe), connected. An
 * unreachable Redis at start fails the start with a clear error instead of waiting forever;
 * once connected, a lost connection is retried with a growing pause (up to 5 seconds).
 */
export async function connectRedis(app: FastifyInstance, options: { url: string; prefix: string }) {
  let started = false;
  const reconnectStrategy = (retries: number, cause: Error): number | Error => {
    if (!started && retries >= START_RETRIES) {
      return new Error(`Redis (REDIS_URL) cannot be reached: ${cause.message}`);
    }
    return Math.min(100 * 2 ** retries, 5000);
  };
  const pub = createClient({ url: options.url, socket: { reconnectStrategy } });
  const sub = pub.duplicate();
  const report = (error: unknown) => app.log.warn({ err: error }, 'redis connection error');
  pub.on('error', report);
  sub.on('error', report);
  const close = async () => {
    await Promise.allSettled(
      [pub, sub].map((client) => (client.isOpen ? client.close() : Promise.resolve())),
    );
  };
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    await close();
    throw error;
  }
  started = true;
  return { pub, sub, prefix: options.prefix, close };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Runs the checkout sweep on an interval: expired reservations go back to stock. Every copy of
 * the server may run one; the session row lock makes each release happen once.
 */
export function startCheckoutSweeper(options: {
  sweep: () => Promise<number>;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** True when the error is the database being away, already logged once for the outage. */
  isDatabaseAway?: (error: unknown) => boolean;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = options
      .sweep()
      .then((closed) => {
        if (closed > 0) options.logger.info({ closed }, 'expired checkouts released their stock');
      })
      .catch((error: unknown) => {
        // A database outage is logged once by its watch, not at every sweep (decision 0026).
        if (options.isDatabaseAway?.(error)) return;
        options.logger.error({ err: error }, 'the checkout sweep failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The sweeper as a plugin: it starts once the server is ready (not while tests or the start are
 * still registering routes) and stops, waiting for a sweep under way, when the server closes.
 * An interval of 0 turns it off.
 */
export const checkoutSweeperPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      sweep: () => Promise<number>;
      intervalMs: number;
      isDatabaseAway?: (error: unknown) => boolean;
    },
  ) => {
    if (options.intervalMs <= 0) return;
    let sweeper: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      sweeper = startCheckoutSweeper({ ...options, logger: app.log });
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
    });
  },
  { name: 'checkout-sweeper' },
);

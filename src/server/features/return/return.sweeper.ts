import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Finishes pending refunds on an interval (after a crash between the provider's answer and its
 * record, or while the provider was away). Every server may run one: a refund's lease lets one
 * server at a time ask, and the idempotency key makes a repeated ask no second refund.
 * An interval of 0 turns it off.
 */
export const refundSweeperPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      sweep: () => Promise<number>;
      intervalMs: number;
      isDatabaseAway?: (error: unknown) => boolean;
    },
  ) => {
    if (options.intervalMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const tick = () => {
      if (running) return;
      running = options
        .sweep()
        .then((done) => {
          if (done > 0) app.log.info({ done }, 'pending refunds finished');
        })
        .catch((error: unknown) => {
          if (options.isDatabaseAway?.(error)) return;
          app.log.error({ err: error }, 'the refund sweep failed');
        })
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'refund-sweeper' },
);

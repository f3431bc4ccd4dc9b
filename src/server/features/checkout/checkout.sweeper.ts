import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the checkout sweep on an interval: expired reservations go back to stock. Every copy of
 * the server may run one; the session row lock makes each release happen once.
 */
export function startCheckoutSweeper(options: {
  sweep: () => Promise<number>;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
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

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A piece of work every server runs on an interval (the checkout and refund sweeps). */
export interface PeriodicJob {
  /** Does one round; answers how many things it finished. */
  run: () => Promise<number>;
  intervalMs: number;
  /** What the log says after a round that finished `count` things (nothing when none). */
  done: (count: number) => [details: Record<string, number>, message: string];
  /** What the log says when a round failed. */
  failed: string;
  /** True when the error is the database being away, already logged once for the outage. */
  isDatabaseAway?: (error: unknown) => boolean;
}

/**
 * Runs the job every `intervalMs`, one round at a time (a round still under way skips the next
 * tick). A database outage is logged once by its watch, not at every round (decision 0026).
 */
export function startPeriodicJob(
  job: PeriodicJob & { logger: Pick<FastifyBaseLogger, 'info' | 'error'> },
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((count) => {
        if (count > 0) job.logger.info(...job.done(count));
      })
      .catch((error: unknown) => {
        if (job.isDatabaseAway?.(error)) return;
        job.logger.error({ err: error }, job.failed);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The job as a plugin: it starts once the server is ready (not while tests or the start are
 * still registering routes) and stops, waiting for a round under way, when the server closes.
 * An interval of 0 turns it off.
 */
export function periodicJobPlugin(name: string, job: Omit<PeriodicJob, 'intervalMs' | 'run'>) {
  return fp(
    async (
      app: FastifyInstance,
      options: {
        run: () => Promise<number>;
        intervalMs: number;
        isDatabaseAway?: (error: unknown) => boolean;
      },
    ) => {
      if (options.intervalMs <= 0) return;
      let started: { stop(): Promise<void> } | undefined;
      app.addHook('onReady', async () => {
        started = startPeriodicJob({ ...job, ...options, logger: app.log });
      });
      app.addHook('onClose', async () => {
        await started?.stop();
      });
    },
    { name },
  );
}

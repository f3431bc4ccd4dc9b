import type { FastifyBaseLogger } from 'fastify';

import { periodicJobPlugin, startPeriodicJob } from '../../http/periodic-job';

const CHECKOUT_SWEEP = {
  done: (closed: number): [Record<string, number>, string] => [
    { closed },
    'expired checkouts released their stock',
  ],
  failed: 'the checkout sweep failed',
};

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
  return startPeriodicJob({ ...CHECKOUT_SWEEP, ...options, run: options.sweep });
}

/** The sweeper as a plugin, started once the server is ready; an interval of 0 turns it off. */
export const checkoutSweeperPlugin = periodicJobPlugin('checkout-sweeper', CHECKOUT_SWEEP);

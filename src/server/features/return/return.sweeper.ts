import { periodicJobPlugin } from '../../http/periodic-job';

/**
 * Finishes pending refunds on an interval (after a crash between the provider's answer and its
 * record, or while the provider was away). Every server may run one: a refund's lease lets one
 * server at a time ask, and the idempotency key makes a repeated ask no second refund.
 * An interval of 0 turns it off.
 */
export const refundSweeperPlugin = periodicJobPlugin('refund-sweeper', {
  done: (done) => [{ done }, 'pending refunds finished'],
  failed: 'the refund sweep failed',
});

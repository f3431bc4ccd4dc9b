import { periodicJobPlugin } from '../../http/periodic-job';

/**
 * Mails due back-in-stock alerts on an interval. Every server may run one: a due alert's lease
 * lets one sender at a time mail it. An interval of 0 turns it off.
 */
export const stockAlertSenderPlugin = periodicJobPlugin('stock-alert-sender', {
  done: (sent) => [{ sent }, 'back-in-stock mails sent'],
  failed: 'the back-in-stock send failed',
});

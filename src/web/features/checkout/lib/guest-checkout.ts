import { GUEST_CHECKOUT_META } from '#shared/checkout/checkout.constants';

import { readPageMeta } from '../../../lib/page-meta';

/**
 * Whether the store lets guests pay (decision 0056): the server writes
 * `<meta name="store:guest-checkout" content="on">` only when GUEST_CHECKOUT is true.
 */
export function isGuestCheckoutOn(): boolean {
  return readPageMeta(GUEST_CHECKOUT_META) === 'on';
}

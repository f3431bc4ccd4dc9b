import { lazy, Suspense, useEffect, useState } from 'react';

import { STORAGE_KEYS } from '#shared/common/constants';

import { useIsPaymentClosedShown } from '../../../features/checkout/payment-closed';
import { shouldShowPromo } from '../../../features/home/lib/promo-rule';
import { storage } from '../../../lib/storage';

const PromoDialog = lazy(() => import('./promo-dialog').then((m) => ({ default: m.PromoDialog })));

/** How long after the home page opens the modal appears. */
export const PROMO_DELAY_MS = 4000;

/**
 * The newsletter invitation on the home page, under the 20-day rule: a few seconds after the
 * page opens, if never shown or last shown 20 or more days ago. Showing it records the date.
 * Its code is fetched only when it is due. A shopper who has just left the payment page lands
 * here with "Wait! Don't leave" on screen: the invitation waits until that notice is closed
 * rather than cover it.
 */
export function PromoModal({ delayMs = PROMO_DELAY_MS }: { delayMs?: number }) {
  const [state, setState] = useState<'waiting' | 'due' | 'closed'>('waiting');
  const isNoticeShown = useIsPaymentClosedShown();
  const isOpen = state === 'due' && !isNoticeShown;

  useEffect(() => {
    if (!shouldShowPromo(storage.get(STORAGE_KEYS.lastModalDisplayDate), Date.now())) return;
    const timer = window.setTimeout(() => setState('due'), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  useEffect(() => {
    if (isOpen) storage.set(STORAGE_KEYS.lastModalDisplayDate, new Date().toISOString());
  }, [isOpen]);

  if (state === 'waiting' || (state === 'due' && !isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog isOpen={isOpen} onClose={() => setState('closed')} />
    </Suspense>
  );
}

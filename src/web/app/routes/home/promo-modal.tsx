import { lazy, Suspense, useEffect, useState } from 'react';

import { STORAGE_KEYS } from '#shared/common/constants';

import { storage } from '../../../lib/storage';
import { shouldShowPromo } from '../../../features/home/lib/promo-rule';

const PromoDialog = lazy(() => import('./promo-dialog').then((m) => ({ default: m.PromoDialog })));

/** How long after the home page opens the modal appears. */
export const PROMO_DELAY_MS = 4000;

/**
 * The newsletter invitation on the home page, under the 20-day rule: a few seconds after the
 * page opens, if never shown or last shown 20 or more days ago. Showing it records the date.
 * Its code is fetched only when it is due.
 */
export function PromoModal({ delayMs = PROMO_DELAY_MS }: { delayMs?: number }) {
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');

  useEffect(() => {
    if (!shouldShowPromo(storage.get(STORAGE_KEYS.lastModalDisplayDate), Date.now())) return;
    const timer = window.setTimeout(() => {
      storage.set(STORAGE_KEYS.lastModalDisplayDate, new Date().toISOString());
      setState('open');
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (state === 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <PromoDialog isOpen={state === 'open'} onClose={() => setState('closed')} />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';

import { useIsCheckoutOpen } from '../checkout-store';

/** The modal's code (and its form) is fetched the first time checkout opens. */
const CheckoutModal = lazy(() =>
  import('./checkout-modal').then((m) => ({ default: m.CheckoutModal })),
);

/** Draws the checkout modal from its first opening on. */
export function CheckoutLauncher() {
  const isOpen = useIsCheckoutOpen();
  const [hasOpened, setHasOpened] = useState(false);
  if (!hasOpened && isOpen) setHasOpened(true);
  if (!hasOpened && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutModal />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paymentClosed, useIsPaymentClosedShown } from '../payment-closed';

const PaymentClosedNotice = lazy(() =>
  import('./payment-closed-notice').then((m) => ({ default: m.PaymentClosedNotice })),
);

/** The cancel address of the payment page carries this query: `?checkout=cancelled`. */
const CANCELLED_PARAM = 'checkout';
const CANCELLED_VALUE = 'cancelled';

/**
 * Mounted in the shell: a return from the payment page's cancel address (or a closed payment
 * window) shows "Wait! Don't leave". The query is taken out of the address at once, so a reload
 * or a shared link does not show it again.
 */
export function PaymentClosedWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const isShown = useIsPaymentClosedShown();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(CANCELLED_PARAM) !== CANCELLED_VALUE) return;
    params.delete(CANCELLED_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    paymentClosed.show();
  }, [location, navigate]);

  return isShown ? (
    <Suspense fallback={null}>
      <PaymentClosedNotice />
    </Suspense>
  ) : null;
}

import { MSG } from '#shared/common/messages';

import { panels } from '../../../lib/panel-store';
import { Button } from '../../../components/ui/button';
import { CloseButton, Dialog } from '../../../components/ui/dialog';
import { paymentClosed } from '../payment-closed';

/** The alert after leaving the payment without paying: nothing was placed, the bag is kept. */
export function PaymentClosedNotice() {
  const dismiss = paymentClosed.dismiss;
  return (
    <Dialog isOpen onClose={dismiss} label={MSG.paymentClosed}>
      <div className="flex items-start justify-between gap-4 px-6 pt-5">
        <p className="pt-2 text-xs font-medium uppercase tracking-[0.2em] text-gold">
          Payment not completed
        </p>
        <CloseButton onClick={dismiss} label="Close" />
      </div>
      <div className="px-6 pb-7 sm:px-8">
        <h2 role="alert" className="text-3xl font-semibold text-ink sm:text-4xl">
          {MSG.paymentClosed}
        </h2>
        <p className="mt-3 text-[15px] leading-7 text-muted">
          Your payment was not completed, so no order has been placed and you have not been charged.
          Your bag is saved whenever you are ready.
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={() => {
              dismiss();
              panels.open('cart');
            }}
          >
            Return to my bag
          </Button>
          <Button variant="secondary" onClick={dismiss}>
            Keep browsing
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

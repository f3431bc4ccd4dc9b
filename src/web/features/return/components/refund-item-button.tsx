import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoney } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useRefundItem } from '../api/return.queries';

/** The admin's "Refund" of a cancelled paid item that never shipped (its price, once). */
export function RefundItemButton({
  itemId,
  name,
  amount,
}: {
  itemId: string;
  name: string;
  amount: number;
}) {
  const refund = useRefundItem();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        isLoading={refund.isPending}
        onClick={() => setIsConfirming(true)}
        aria-label={`Refund ${name}`}
      >
        Refund
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Refund this cancelled item?"
        confirmLabel={`Refund ${formatMoney(amount)}`}
        tone="primary"
        isBusy={refund.isPending}
        onClose={() => setIsConfirming(false)}
        onConfirm={() =>
          refund.mutate(itemId, {
            onSuccess: (answer) => {
              setIsConfirming(false);
              toast.success(answer.message);
            },
            onError: (error) => {
              setIsConfirming(false);
              handleError(error);
            },
          })
        }
      >
        {formatMoney(amount)} for {name} goes back to the shopper through the payment provider,
        once. The stock already came back when the item was cancelled.
      </ConfirmDialog>
    </>
  );
}

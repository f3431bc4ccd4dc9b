import { useId, useState, type FormEvent } from 'react';

import { ORDER_MESSAGES } from '#shared/order/order.messages';
import { CARRIER_MAX, TRACKING_NUMBER_MAX } from '#shared/order/order-status.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';

export interface Shipping {
  carrier: string;
  trackingNumber: string;
}

/**
 * The merchant's "Mark Shipped" form of one item: the carrier and the tracking number, both
 * required (the shopper is mailed them), trimmed and as long as the server keeps them.
 */
export function ShipItemForm({
  itemName,
  isUpdating,
  onShip,
}: {
  itemName: string;
  isUpdating: boolean;
  onShip: (shipping: Shipping) => void;
}) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const shipping = { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() };
    if (!shipping.carrier || !shipping.trackingNumber) {
      setError(ORDER_MESSAGES.sellerShippedNeedsTracking);
      return;
    }
    setError(undefined);
    onShip(shipping);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="border border-line bg-cream p-4"
    >
      <p id={titleId} className="text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">
        Ship {itemName}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          label="Carrier"
          value={carrier}
          maxLength={CARRIER_MAX}
          autoComplete="off"
          onChange={(event) => setCarrier(event.target.value)}
          error={error && !carrier.trim() ? error : undefined}
        />
        <TextField
          label="Tracking number"
          value={trackingNumber}
          maxLength={TRACKING_NUMBER_MAX}
          autoComplete="off"
          onChange={(event) => setTrackingNumber(event.target.value)}
          error={error && carrier.trim() && !trackingNumber.trim() ? error : undefined}
        />
      </div>
      <Button type="submit" size="sm" className="mt-3" isLoading={isUpdating}>
        Mark Shipped
      </Button>
    </form>
  );
}

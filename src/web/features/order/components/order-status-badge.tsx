import type { OrderItemStatus } from '#shared/common/constants';

import { Badge } from '../../../components/ui/page';

type Tone = 'neutral' | 'dark' | 'gold' | 'success' | 'danger';

const TONES: Record<OrderItemStatus | 'Unavailable', Tone> = {
  'Not processed': 'neutral',
  Processing: 'gold',
  Shipped: 'dark',
  Delivered: 'success',
  Cancelled: 'danger',
  Unavailable: 'neutral',
};

/** An order item's status as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderItemStatus | 'Unavailable' }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}

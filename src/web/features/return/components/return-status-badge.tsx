import type { ReturnStatus } from '#shared/return/return.constants';

import { Badge } from '../../../components/ui/page';

const LABELS: Record<
  ReturnStatus,
  { label: string; tone: 'neutral' | 'gold' | 'success' | 'danger' | 'dark' }
> = {
  requested: { label: 'Return requested', tone: 'gold' },
  accepted: { label: 'Return accepted', tone: 'dark' },
  refused: { label: 'Return refused', tone: 'danger' },
  refunding: { label: 'Refund pending', tone: 'gold' },
  refunded: { label: 'Refunded', tone: 'success' },
};

/** A return's state, in words a shopper and a seller read the same way. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { label, tone } = LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

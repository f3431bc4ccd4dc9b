import { centsToDollars } from '#shared/common/money';
import type { ReturnDto } from '#shared/return/return.schemas';

import type { OrderItemRow } from '../order/order.table';
import type { OrderReturnRow } from './return.table';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A return as every reader sees it: no provider ids, no who-did-it ids. */
export function presentReturn(
  row: OrderReturnRow,
  item: (OrderItemRow & { orderNumber: string }) | undefined,
): ReturnDto {
  return {
    _id: row.id,
    kind: row.kind,
    orderId: row.orderId,
    orderNumber: item?.orderNumber ?? '',
    itemId: row.orderItemId,
    productName: item?.productName ?? '',
    productSlug: item?.productSlug ?? '',
    size: item?.size ?? '',
    quantity: row.quantity,
    reason: row.reason,
    note: row.note,
    status: row.status,
    refusalNote: row.refusalNote,
    amount: centsToDollars(row.amountCents),
    created: row.created.toISOString(),
    decided: iso(row.decidedAt),
    received: iso(row.receivedAt),
    refunded: iso(row.refundedAt),
  };
}

import type { ReturnStatus } from '#shared/return/return.constants';
import type { ReturnRequestBodySchema } from '#shared/return/return.schemas';
import type { z } from 'zod';

import type { Actor } from '../../kernel/actor';
import * as repo from './return.repository';
import { acceptReturn } from './use-cases/accept-return';
import { listReturns } from './use-cases/list-returns';
import { providerRefunded } from './use-cases/provider-refunded';
import { receiveReturn } from './use-cases/receive-return';
import { refundCancelledItem } from './use-cases/refund-cancelled-item';
import { refuseReturn } from './use-cases/refuse-return';
import { requestReturn } from './use-cases/request-return';
import { createReturnContext, type ReturnDeps } from './use-cases/return-context';
import { returnsOfOrder } from './use-cases/returns-of-order';
import { sweepRefunds } from './use-cases/sweep-refunds';

export { REFUND_LEASE_MS, refundKeyOf, returnIdOfRefundKey } from './use-cases/return-context';

/**
 * Returns and refunds, one use case per file in use-cases/. A return moves forward only by
 * conditional updates (requested, then accepted or refused; accepted, then refunding when
 * received, then refunded), so two clicks, two servers or a click and the sweeper move it once.
 * Receiving it gives the stock back in the same transaction as the move to refunding; the refund
 * itself is asked of the provider after that commit, with an idempotency key made of the
 * return's id, by whoever holds the row's lease: a crash between the provider's answer and the
 * record leaves a pending refund that the next try (a click, the sweeper, another server)
 * finishes without a second refund.
 *
 * What is refunded is what was paid for the units (purchase price × quantity); the shipping fee
 * is not refunded (decision 0038).
 */
export function createReturnService(deps: ReturnDeps) {
  const ctx = createReturnContext(deps);
  return {
    /** How many returns wait for a decision: the store's (null) or one brand's. */
    requestedCount: (brandId: string | null) => repo.countRequested(deps.db, brandId),
    request: (actor: Actor, body: z.output<typeof ReturnRequestBodySchema>) =>
      requestReturn(ctx, actor, body),
    ofOrder: (actor: Actor, orderId: string) => returnsOfOrder(ctx, actor, orderId),
    list: (actor: Actor, query: { status?: ReturnStatus }) => listReturns(ctx, actor, query),
    accept: (actor: Actor, id: string) => acceptReturn(ctx, actor, id),
    refuse: (actor: Actor, id: string, body: { note: string }) =>
      refuseReturn(ctx, actor, id, body),
    receive: (actor: Actor, id: string) => receiveReturn(ctx, actor, id),
    refundCancelled: (actor: Actor, itemId: string) => refundCancelledItem(ctx, actor, itemId),
    sweep: () => sweepRefunds(ctx),
    providerRefunded: (refundKey: string | undefined | null, refundId: string) =>
      providerRefunded(ctx, refundKey, refundId),
  };
}
export type ReturnService = ReturnType<typeof createReturnService>;

import * as repo from '../return.repository';
import { REFUND_LEASE_MS, type ReturnContext } from './return-context';

/**
 * Finishes every pending refund no server is asking for now (the sweeper, on an interval):
 * after a crash, or a provider that was away. How many it finished.
 */
export async function sweepRefunds(ctx: ReturnContext): Promise<number> {
  const ids = await repo.pendingRefunds(ctx.db, REFUND_LEASE_MS, 50);
  let done = 0;
  for (const id of ids) {
    if ((await ctx.settle(id)).status === 'refunded') done += 1;
  }
  return done;
}

import * as repo from '../return.repository';
import { returnIdOfRefundKey, type ReturnContext } from './return-context';

/**
 * The provider says a refund of ours was made (Stripe's refund.* events): recorded as such
 * if still pending, without asking the provider again and without touching the stock (the
 * stock went back when the parcel was received). True when the event was ours.
 */
export async function providerRefunded(
  ctx: ReturnContext,

  refundKey: string | undefined | null,
  refundId: string,
): Promise<boolean> {
  const id = returnIdOfRefundKey(refundKey);
  if (!id) return false;
  const done = await repo.markRefunded(ctx.db, id, refundId);
  if (done) await ctx.tellAbout('refunded', done);
  return true;
}

import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { ReturnAnswer } from '#shared/return/return.schemas';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/** PUT /api/return/{id}/accept */
export async function acceptReturn(
  ctx: ReturnContext,
  actor: Actor,
  id: string,
): Promise<ReturnAnswer> {
  const row = await ctx.sellerReturn(actor, id);
  const moved = await ctx.db.transaction(async (tx) => {
    const done = await repo.decide(tx, row.id, { status: 'accepted', by: actor.id });
    if (done) await ctx.record(tx, actor, 'return.accept', row, done);
    return done;
  });
  if (moved) {
    await ctx.tellAbout('accepted', moved);
    return ctx.answer(moved, RETURN_MESSAGES.accepted);
  }
  const latest = await ctx.current(row.id);
  if (latest.status === 'refused') throw AppError.rule(RETURN_MESSAGES.notRequested('refused'));
  // Accepted already (a second click), or further along: nothing to do.
  return ctx.answer(latest, RETURN_MESSAGES.accepted);
}

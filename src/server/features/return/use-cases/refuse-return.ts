import { RETURN_MESSAGES } from '#shared/return/return.messages';
import type { ReturnAnswer } from '#shared/return/return.schemas';

import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../return.repository';
import type { ReturnContext } from './return-context';

/** PUT /api/return/{id}/refuse: with a note for the shopper. */
export async function refuseReturn(
  ctx: ReturnContext,
  actor: Actor,
  id: string,
  body: { note: string },
): Promise<ReturnAnswer> {
  const row = await ctx.sellerReturn(actor, id);
  const moved = await ctx.db.transaction(async (tx) => {
    const done = await repo.decide(tx, row.id, {
      status: 'refused',
      by: actor.id,
      refusalNote: body.note,
    });
    if (done) await ctx.record(tx, actor, 'return.refuse', row, done);
    return done;
  });
  if (moved) {
    await ctx.tellAbout('refused', moved);
    return ctx.answer(moved, RETURN_MESSAGES.refused);
  }
  const latest = await ctx.current(row.id);
  if (latest.status !== 'refused') {
    throw AppError.rule(RETURN_MESSAGES.notRequested(latest.status));
  }
  return ctx.answer(latest, RETURN_MESSAGES.refused);
}

import type { DbOrTx } from '../../db/client';
import { paymentEvents } from './payment-event.table';
import type { PaymentEventKey } from './payment-provider';

/**
 * Records a provider event; false when it was already recorded. Called inside the transaction
 * that acts on the event, so an event is either recorded and acted on, or neither.
 */
export async function recordEvent(
  db: DbOrTx,
  event: PaymentEventKey,
  sessionId: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ ...event, sessionId })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import type { PaymentProviderName } from '#shared/checkout/checkout.constants';

import { createdColumn, idColumn } from '../../db/columns';
import { checkoutSessions } from './checkout.table';

/**
 * Every provider notification handled once: a webhook delivered again (same provider and event
 * id) is recognised here and ignored.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    sessionId: uuid('session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    created: createdColumn(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_unique').on(table.provider, table.eventId),
    index('payment_events_session_idx').on(table.sessionId),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

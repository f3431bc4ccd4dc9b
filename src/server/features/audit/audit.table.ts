import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { idColumn } from '../../db/columns';

/**
 * Who did what (decision 0045): one row per write of an admin or a merchant, inserted in the
 * transaction of the change. Append-only: a trigger (in the migration) refuses UPDATE and
 * DELETE, and no route changes a row. No foreign keys: an entry outlives its actor, brand and
 * subject.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: idColumn(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    /** The merchant the actor stands for, when a merchant. */
    merchantId: uuid('merchant_id'),
    /** The brand the subject belongs to: what a merchant's reads are limited to. */
    brandId: uuid('brand_id'),
    /** The client's address as the app derives it (`request.ip`, TRUST_PROXY honoured). */
    address: text('address'),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_brand_at_idx').on(table.brandId, table.at),
    index('audit_entries_actor_at_idx').on(table.actorId, table.at),
    index('audit_entries_subject_idx').on(table.subjectId),
  ],
);
export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntryRow = typeof auditEntries.$inferInsert;

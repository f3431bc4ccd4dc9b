import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';

import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../user/user.table';
import { auditEntries, type NewAuditEntryRow } from './audit.table';

export async function insertEntry(tx: Tx, row: NewAuditEntryRow): Promise<void> {
  await tx.insert(auditEntries).values(row);
}

export interface AuditFilter {
  brandId?: string;
  actorId?: string;
  kind?: string;
  subjectId?: string;
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.brandId !== undefined ? eq(auditEntries.brandId, filter.brandId) : undefined,
    filter.actorId !== undefined ? eq(auditEntries.actorId, filter.actorId) : undefined,
    filter.kind !== undefined ? eq(auditEntries.kind, filter.kind) : undefined,
    filter.subjectId !== undefined ? eq(auditEntries.subjectId, filter.subjectId) : undefined,
    filter.from !== undefined ? gte(auditEntries.at, filter.from) : undefined,
    filter.before !== undefined ? lt(auditEntries.at, filter.before) : undefined,
  );
}

/** A page of entries, newest first, with the actor's email when the account still exists. */
export async function listEntries(
  db: DbOrTx,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  const where = whereOf(filter);
  const rows = await db
    .select({ entry: auditEntries, actorEmail: users.email })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(where)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(auditEntries).where(where);
  return { rows, count: total?.value ?? 0 };
}
export type AuditListRow = Awaited<ReturnType<typeof listEntries>>['rows'][number];

import type { AuditKind, AuditListResponse, AuditQuery } from '#shared/audit/audit.schemas';
import { isUuid } from '#shared/common/text';
import { offsetOf, paging } from '#shared/common/pagination';

import type { Db, Tx } from '../../db/client';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import { presentAuditEntry } from './audit.presenter';
import * as repo from './audit.repository';

type Values = Record<string, unknown>;

/** One write of an admin or a merchant, as its use case tells it. */
export interface AuditEntryInput {
  actor: Actor;
  kind: AuditKind;
  /** The brand the subject belongs to (what a merchant reads); null for store-wide things. */
  brandId?: string | null;
  subject: { id: string; label: string };
  /** Only the fields that changed (see `auditChanges`); null for an add or a delete. */
  before?: Values | null;
  after?: Values | null;
}

/**
 * The port a feature's use cases record through (decision 0045): given at wiring, called with
 * the caller's transaction, so the entry commits or rolls back with the change.
 */
export interface AuditRecorder {
  record(tx: Tx, entry: AuditEntryInput): Promise<void>;
}

/** For writes no admin or merchant makes (the seed's demo data): records nothing. */
export const NOT_AUDITED: AuditRecorder = { record: () => Promise.resolve() };

/** Never written to an entry, whatever a use case passes. */
const SECRET = /password|token|secret|hash|key$/i;

function withoutSecrets(values: Values | null | undefined): Values | null {
  if (!values) return null;
  const kept = Object.entries(values).filter(
    ([field, value]) => !SECRET.test(field) && value !== undefined,
  );
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` whose value differs from `before`, each side with only those fields;
 * null when nothing changed.
 */
export function auditChanges(
  before: Values,
  after: Values,
): { before: Values; after: Values } | null {
  const fields = Object.keys(after).filter(
    (field) => after[field] !== undefined && !same(before[field], after[field]),
  );
  if (fields.length === 0) return null;
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  };
}

/** The named fields of a row, as an entry's values (a row's timestamps are left out). */
export function auditFields<Row extends object, Field extends keyof Row & string>(
  row: Row | null | undefined,
  fields: readonly Field[],
): Values | null {
  if (!row) return null;
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

/** An add, a change or a delete of a row, each side holding only the fields that changed. */
export function rowChange<Row extends object, Field extends keyof Row & string>(
  before: Row | null,
  after: Row | null,
  fields: readonly Field[],
): { before: Values | null; after: Values | null } {
  const old = auditFields(before, fields);
  const now = auditFields(after, fields);
  if (!old || !now) return { before: old, after: now };
  return auditChanges(old, now) ?? { before: null, after: null };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createAuditService(deps: {
  db: Db;
  /** The brand a merchant owns. */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
}) {
  const { db } = deps;

  return {
    async record(tx: Tx, entry: AuditEntryInput): Promise<void> {
      await repo.insertEntry(tx, {
        actorId: entry.actor.id,
        actorRole: entry.actor.role,
        merchantId: entry.actor.merchantId,
        brandId: entry.brandId ?? null,
        address: entry.actor.address ?? null,
        kind: entry.kind,
        subjectId: entry.subject.id,
        subjectLabel: entry.subject.label,
        before: withoutSecrets(entry.before),
        after: withoutSecrets(entry.after),
      });
    },

    /** GET /api/audit: an admin reads every entry, a merchant its own brand's. */
    async list(actor: Actor | null, query: AuditQuery): Promise<AuditListResponse> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      let brandId: string | undefined;
      if (!isAdmin(signedIn)) {
        const own = signedIn.merchantId ? await deps.brandOfMerchant(signedIn.merchantId) : null;
        if (!own) return { entries: [], ...paging(0, query.page, query.limit) };
        brandId = own;
      }
      // An id that is no uuid matches nothing rather than failing the query.
      const none = '00000000-0000-0000-0000-000000000000';
      const filter: repo.AuditFilter = {
        ...(brandId !== undefined && { brandId }),
        ...(query.actor && { actorId: isUuid(query.actor) ? query.actor : none }),
        ...(query.kind && { kind: query.kind }),
        ...(query.subject && { subjectId: query.subject }),
        ...(query.from && { from: new Date(`${query.from}T00:00:00Z`) }),
        ...(query.to && { before: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) }),
      };
      const { rows, count } = await repo.listEntries(db, filter, {
        offset: offsetOf(query.page, query.limit),
        limit: query.limit,
      });
      return { entries: rows.map(presentAuditEntry), ...paging(count, query.page, query.limit) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

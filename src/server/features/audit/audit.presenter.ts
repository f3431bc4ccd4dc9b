import type { AuditEntryDto } from '#shared/audit/audit.schemas';

import type { AuditListRow } from './audit.repository';

export function presentAuditEntry({ entry, actorEmail }: AuditListRow): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorName: actorEmail,
    actorRole: entry.actorRole,
    address: entry.address,
    brandId: entry.brandId,
    kind: entry.kind,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { AuditListResponseSchema } from '#shared/audit/audit.schemas';

import { api } from '../../../lib/api-client';

/** The audit log's filters, as they stand in the page's URL (and go to the API as they are). */
export interface AuditFilters {
  actor: string;
  kind: string;
  subject: string;
  from: string;
  to: string;
  page: number;
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

/** GET /api/audit: every entry for an admin, its own brand's for a merchant; newest first. */
export function useAuditEntries(filters: AuditFilters) {
  const query = new URLSearchParams({ page: String(filters.page) });
  for (const key of ['actor', 'kind', 'subject', 'from', 'to'] as const) {
    if (filters[key]) query.set(key, filters[key]);
  }
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => api.get(`/audit?${query.toString()}`, AuditListResponseSchema, signal),
    placeholderData: keepPreviousData,
  });
}

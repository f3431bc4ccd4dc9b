import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { OverviewResponseSchema, type OverviewPeriod } from '#shared/overview/overview.schemas';

import { api } from '../../../lib/api-client';

/** The period the overview shows: a fixed one, or custom dates (YYYY-MM-DD, both included). */
export interface OverviewParams {
  period: OverviewPeriod;
  from?: string;
  to?: string;
}

export const overviewKeys = {
  all: ['overview'] as const,
  period: (params: OverviewParams) => [...overviewKeys.all, params] as const,
};

/** The query string of GET /api/overview: the dates only with the custom period. */
export function overviewQuery(params: OverviewParams): string {
  const query = new URLSearchParams({ period: params.period });
  if (params.period === 'custom') {
    query.set('from', params.from ?? '');
    query.set('to', params.to ?? '');
  }
  return query.toString();
}

/** GET /api/overview: how the shop is doing (decision 0043); the last answer shows meanwhile. */
export function useOverview(params: OverviewParams) {
  return useQuery({
    queryKey: overviewKeys.period(params),
    queryFn: ({ signal }) =>
      api.get(`/overview?${overviewQuery(params)}`, OverviewResponseSchema, signal),
    placeholderData: keepPreviousData,
  });
}

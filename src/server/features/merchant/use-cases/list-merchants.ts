import { LIMITS } from '#shared/common/constants';
import { offsetOf, paging } from '#shared/common/pagination';
import type { MerchantDto, MerchantListResponse } from '#shared/merchant/merchant.schemas';

import type { Db } from '../../../db/client';
import { requireRole, type Actor } from '../../../kernel/actor';
import * as repo from '../merchant.repository';
import { presentMerchants } from './merchant-step';

/** One page of merchants, for an admin. */
export async function listMerchants(
  db: Db,
  actor: Actor | null,
  query: { page: number; limit: number },
): Promise<MerchantListResponse> {
  requireRole(actor, 'ROLE ADMIN');
  const { rows, total } = await repo.listMerchants(db, {
    offset: offsetOf(query.page, query.limit),
    limit: query.limit,
  });
  return { merchants: await presentMerchants(db, rows), ...paging(total, query.page, query.limit) };
}

/** Terms shorter than the dashboard's search box sends match nothing. */
export async function searchMerchants(
  db: Db,
  actor: Actor | null,
  term: string,
): Promise<MerchantDto[]> {
  requireRole(actor, 'ROLE ADMIN');
  if (term.length < LIMITS.dashboardSearchMin) return [];
  const rows = await repo.searchMerchants(db, term, LIMITS.dashboardPageSize);
  return presentMerchants(db, rows);
}

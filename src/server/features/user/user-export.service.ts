import type { UserExportQuery } from '#shared/user/user.schemas';

import type { Db } from '../../db/client';
import { requireRole, type Actor } from '../../kernel/actor';
import {
  csvDate,
  EXPORT_BATCH_SIZE,
  exportFence,
  keysetBatches,
  mapBatches,
  type CsvExport,
  type CsvRow,
} from '../../kernel/csv-export';
import * as repo from './user.repository';
import type { UserRow } from './user.table';

export const USER_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Role',
  'Email verified',
  'Joined (UTC)',
  'Phone',
  'Signed up with',
] as const;

function userRow(user: UserRow): CsvRow {
  return [
    user.firstName,
    user.lastName,
    user.email,
    // As the dashboard shows it: MEMBER, MERCHANT, ADMIN.
    user.role.replace('ROLE ', ''),
    user.emailVerifiedAt ? 'Yes' : 'No',
    csvDate(user.created),
    user.phoneNumber,
    user.provider,
  ];
}

/**
 * GET /api/user/export (admins only; decision 0046): the users screen's filters as a CSV file,
 * one row per account, oldest first. Never a secret: no password hash, token version or
 * provider id is read into a row.
 */
export function createUserExportService({ db }: { db: Db }) {
  return {
    async users(
      actor: Actor | null,
      query: UserExportQuery,
      batchSize: number = EXPORT_BATCH_SIZE,
    ): Promise<CsvExport> {
      requireRole(actor, 'ROLE ADMIN');
      const filter: repo.UserFilter = {
        q: query.q,
        role: query.role,
        verified: query.status === undefined ? undefined : query.status === 'verified',
      };
      const fence = exportFence();
      const total = await repo.countExportUsers(db, filter, fence);
      const batches = keysetBatches(
        (after, limit) => repo.exportUsersAfter(db, filter, { fence, after, limit }),
        (user) => user.id,
        batchSize,
      );
      return {
        name: 'users',
        header: [...USER_CSV_HEADER],
        total,
        batches: mapBatches(batches, userRow),
      };
    },
  };
}
export type UserExportService = ReturnType<typeof createUserExportService>;

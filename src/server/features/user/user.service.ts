import { LIMITS } from '#shared/common/constants';
import { sortDirOf } from '#shared/common/list-query';
import { offsetOf, paging } from '#shared/common/pagination';
import type { Profile, UserDto, UserListQuery, UserListResponse } from '#shared/user/user.schemas';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { requireRole, type Actor } from '../../kernel/actor';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AccountSellerLinks } from './user-accounts.service';
import { presentUser } from './user.presenter';
import * as repo from './user.repository';
import type { UserRow } from './user.table';

const SEARCH_LIMIT = 50;

export function createUserService({ db, sellers }: { db: Db; sellers: AccountSellerLinks }) {
  async function presentAll(rows: UserRow[]): Promise<UserDto[]> {
    const links = await sellers.ofAccounts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentUser(row, links.get(row.id) ?? null));
  }

  return {
    async me(actor: Actor): Promise<UserDto> {
      const found = await repo.findUserById(db, actor.id);
      if (!found) throw AppError.unauthenticated();
      return presentUser(found, await sellers.ofAccount(db, found.id));
    },

    /** Only first name, last name and phone number can be changed here. */
    async updateProfile(actor: Actor, profile: Profile): Promise<UserDto> {
      await repo.updateUser(db, actor.id, {
        firstName: profile.firstName,
        lastName: profile.lastName,
        phoneNumber: profile.phoneNumber,
      });
      return this.me(actor);
    },

    async list(
      actor: Actor | null,
      query: { page: number; limit: number } & Partial<UserListQuery>,
    ): Promise<UserListResponse> {
      requireRole(actor, 'ROLE ADMIN');
      const limit = query.limit || LIMITS.dashboardPageSize;
      const { rows, total } = await repo.listUsers(
        db,
        { offset: offsetOf(query.page, limit), limit },
        {
          q: query.q,
          role: query.role,
          verified: query.status === undefined ? undefined : query.status === 'verified',
        },
        query.sort || query.dir
          ? { by: query.sort ?? 'created', dir: sortDirOf(query.sort, query.dir) }
          : undefined,
      );
      return { users: await presentAll(rows), ...paging(total, query.page, limit) };
    },

    async search(actor: Actor | null, term: string): Promise<UserDto[]> {
      requireRole(actor, 'ROLE ADMIN');
      if (term.length === 0) return [];
      return presentAll(await repo.searchUsers(db, term, SEARCH_LIMIT));
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

/**
 * Creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, or makes that account an admin with
 * that password (its older tokens then stop working). Nothing changes when it already is.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await repo.findUserByEmail(db, admin.email);
  if (
    existing?.role === 'ROLE ADMIN' &&
    existing.provider === 'Email' &&
    (await verifyPassword(existing.passwordHash, admin.password))
  ) {
    // Already so: keep its sessions.
    return 'unchanged';
  }
  const passwordHash = await hashPassword(admin.password);
  if (existing) {
    await repo.setRoleAndPassword(db, existing.id, {
      role: 'ROLE ADMIN',
      passwordHash,
      provider: 'Email',
    });
    return 'updated';
  }
  await repo.insertUser(db, {
    email: admin.email,
    passwordHash,
    firstName: 'Store',
    lastName: 'Admin',
    role: 'ROLE ADMIN',
    provider: 'Email',
    // The operator chose the address in the configuration: nothing to prove.
    emailVerifiedAt: new Date(),
  });
  return 'created';
}

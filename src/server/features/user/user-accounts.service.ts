import type { Role } from '#shared/common/constants';

import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../auth/password';
import { addMerchant } from '../merchant/merchant.service';
import type { merchants } from '../merchant/merchant.table';
import { replacePasswordHash } from './user-accounts.repository';
import * as repo from './user.repository';
import type { UserRow } from './user.table';

/** An email-and-password account the store makes itself, not a visitor's sign-up. */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The merchant the account stands for, created with it. */
  merchant?: typeof merchants.$inferInsert;
}

/**
 * Accounts made and re-passworded by the store itself (the demo seed), with the passwords hashed
 * here as everywhere else, so no caller handles a hash of its own making.
 */
export function createUserAccountService({ db }: { db: Db }) {
  return {
    findByEmail(email: string): Promise<UserRow | null> {
      return repo.findUserByEmail(db, email);
    },

    async create(account: NewAccount): Promise<UserRow> {
      const passwordHash = await hashPassword(account.password);
      return db.transaction(async (tx) => {
        const merchant = account.merchant ? await addMerchant(tx, account.merchant) : null;
        return repo.insertUser(tx, {
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          provider: 'Email',
          merchantId: merchant?.id ?? null,
        });
      });
    },

    /** True when the account signs in by email with this password. */
    async signsInWith(account: UserRow, password: string): Promise<boolean> {
      return account.provider === 'Email' && (await verifyPassword(account.passwordHash, password));
    },

    /**
     * Gives the account a new password and ends its sessions, unless its password changed since
     * `account` was read (then false, and nothing is written).
     */
    async replacePassword(account: UserRow, password: string): Promise<boolean> {
      if (!account.passwordHash) return false;
      return replacePasswordHash(
        db,
        account.id,
        account.passwordHash,
        await hashPassword(password),
      );
    },
  };
}
export type UserAccountService = ReturnType<typeof createUserAccountService>;

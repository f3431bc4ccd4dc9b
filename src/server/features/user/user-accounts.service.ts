import type { Role, SocialProvider } from '#shared/common/constants';
import type { UserDto } from '#shared/user/user.schemas';

import type { Db, DbOrTx } from '../../db/client';
import { hashPassword, verifyPassword } from '../auth/password';
import { presentUser, type AccountSeller } from './user.presenter';
import * as repo from './user.repository';
import type { NewUserRow, UserRow } from './user.table';

/**
 * What an account stands for beyond itself, asked of the feature that keeps it (the merchant
 * feature, given at wiring): the accounts hold no reference to it, so that nothing here imports
 * that feature and its tables point at the accounts, not the other way.
 */
export interface AccountSellerLinks {
  /** The seller the account stands for, or null. */
  ofAccount(db: DbOrTx, userId: string): Promise<AccountSeller | null>;
  /** The same for a page of accounts, in one read; accounts without one are absent. */
  ofAccounts(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, AccountSeller>>;
}

/**
 * The account reads and writes of sign-up, sign-in, social sign-in and password changes: auth
 * owns those flows, user owns the accounts. Each takes the database or the caller's transaction.
 */
export const accounts = {
  findById: (db: DbOrTx, id: string) => repo.findUserById(db, id),
  findByEmail: (db: DbOrTx, email: string) => repo.findUserByEmail(db, email),
  findByProviderId: (db: DbOrTx, provider: SocialProvider, providerId: string) =>
    repo.findUserByProviderId(db, provider, providerId),
  /**
   * Records a provider's user id on an account that has none for that provider yet; null when
   * the account is gone or already linked.
   */
  linkProvider: (db: DbOrTx, id: string, provider: SocialProvider, providerId: string) =>
    repo.linkProviderId(db, id, provider, providerId),
  create: (db: DbOrTx, values: NewUserRow) => repo.insertUser(db, values),
  /** Sets a new password hash and invalidates every token issued before. */
  setPasswordHash: (db: DbOrTx, id: string, passwordHash: string) =>
    repo.setPasswordHash(db, id, passwordHash),
  /**
   * The account takes the role ROLE MERCHANT, its address proven by the invitation, every older
   * token retired (the next sign-in carries the new role). The merchant links to it itself.
   */
  makeMerchant: (db: DbOrTx, id: string) => repo.makeMerchantAccount(db, id),
  /** Retires every token of the account: signed out on every device. */
  endSessions: (db: DbOrTx, id: string) => repo.endSessions(db, id),
  /** Signs these accounts out everywhere; answers the ids and emails of those that exist. */
  endSessionsOf: (db: DbOrTx, ids: readonly string[]) => repo.endSessionsOfAccounts(db, ids),
  /** These accounts go back to members, signed out; answers their ids. */
  makeMembers: (db: DbOrTx, ids: readonly string[]) => repo.makeMemberAccounts(db, ids),
  hashPassword: (password: string) => hashPassword(password),
  /** True when the account signs in by email with this password. */
  hasPassword: (user: UserRow, password: string) =>
    user.provider === 'Email'
      ? verifyPassword(user.passwordHash, password)
      : Promise.resolve(false),
  /** The owner proved the mailbox of `email` (see repository); null if the address changed. */
  markEmailVerified: (db: DbOrTx, id: string, email: string) =>
    repo.markEmailVerified(db, id, email),
  /** Someone who proved the mailbox takes over an unverified account (decision 0028). */
  takeOverUnverified: (
    db: DbOrTx,
    id: string,
    values: { passwordHash: string; firstName: string; lastName: string },
  ) => repo.takeOverUnverified(db, id, values),
  /** The account as the client sees it. */
  present: (user: UserRow, seller: AccountSeller | null): UserDto => presentUser(user, seller),
};

/** An email-and-password account the store makes itself, not a visitor's sign-up. */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
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

    /** In the caller's transaction when given one. */
    async create(account: NewAccount, tx: DbOrTx = db): Promise<UserRow> {
      const passwordHash = await hashPassword(account.password);
      return repo.insertUser(tx, {
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        provider: 'Email',
        // The operator chose the address (demo accounts, ADMIN_EMAIL): nothing to prove.
        emailVerifiedAt: new Date(),
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
      return repo.replacePasswordHash(
        db,
        account.id,
        account.passwordHash,
        await hashPassword(password),
      );
    },
  };
}
export type UserAccountService = ReturnType<typeof createUserAccountService>;

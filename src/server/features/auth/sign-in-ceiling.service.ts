import type { DbOrTx } from '../../db/client';
import { mayAutoReply } from '../../mail/auto-reply';
import { pageUrl } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import type { UserRow } from '../user/user.table';
import { authMail } from './auth.mail';
import * as repo from './auth.repository';
import * as failures from './sign-in-ceiling.repository';
import { hashLinkToken, newLinkToken } from './token.service';

/**
 * The ceiling on failed password sign-ins of one account, from all addresses together, and
 * the one-time link that lifts it (decision 0029). Per-IP limits slow one attacker; this slows
 * many (a botnet) on one account, without locking its owner out: past the ceiling the password
 * is not even tried, and the owner gets in with the mailed link or a password reset.
 */
export const SIGN_IN_CEILING = {
  /** Failed sign-ins of one account in a window, from any address (OWASP ASVS 2.2.1: ≤ 100). */
  failures: 20,
  windowMs: 60 * 60 * 1000,
  /** How long a mailed sign-in link works; a new one is mailed at most this often. */
  linkTtlMs: 15 * 60 * 1000,
} as const;

export interface SignInCeilingDeps {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
}

export function createSignInCeiling({ db, mailer, publicUrl }: SignInCeilingDeps) {
  /**
   * Mails the account a one-time sign-in link, unless one went in the last 15 minutes (it still
   * works) or the address had its automatic mails for the hour. A new link retires the older.
   */
  async function mailLink(user: UserRow): Promise<void> {
    if (!user.email) return;
    if (!(await failures.claimLinkMail(db, user.id, SIGN_IN_CEILING.linkTtlMs))) return;
    if (!(await mayAutoReply(db, user.email))) return;
    const { token, hash } = newLinkToken();
    await repo.retireLinkTokens(db, user.id, 'sign_in_link');
    await repo.insertLinkToken(db, {
      userId: user.id,
      purpose: 'sign_in_link',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + SIGN_IN_CEILING.linkTtlMs),
    });
    const linkUrl = pageUrl(publicUrl, 'signInLink', { token });
    mailer.send(user.email, authMail.signInLink({ linkUrl }));
  }

  return {
    /** True when the account is past its ceiling: its password is not tried (the link is sent). */
    async isReached(user: UserRow): Promise<boolean> {
      if ((await failures.failuresOf(db, user.id)) < SIGN_IN_CEILING.failures) return false;
      await mailLink(user);
      return true;
    },

    /** Counts a wrong password; true when that reached the ceiling (the link is then sent). */
    async recordFailure(user: UserRow): Promise<boolean> {
      const count = await failures.recordFailure(db, user.id, SIGN_IN_CEILING.windowMs);
      if (count < SIGN_IN_CEILING.failures) return false;
      await mailLink(user);
      return true;
    },

    /** The owner proved themselves (password, link or reset): the count starts again. */
    clear(userId: string): Promise<void> {
      return failures.clearFailures(db, userId);
    },

    /** The account of a valid sign-in link, which is used up; null for any other token. */
    async consumeLink(token: string): Promise<string | null> {
      const userId = await repo.consumeLinkToken(db, 'sign_in_link', hashLinkToken(token));
      if (!userId) return null;
      await failures.clearFailures(db, userId);
      return userId;
    },
  };
}
export type SignInCeiling = ReturnType<typeof createSignInCeiling>;

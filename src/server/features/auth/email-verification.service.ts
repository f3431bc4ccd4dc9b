import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../kernel/actor';
import { AppError } from '../../kernel/app-error';
import { mayAutoReply } from '../../mail/auto-reply';
import { pageUrl } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { accounts } from '../user/user-accounts.service';
import { authMail } from './auth.mail';
import * as repo from './auth.repository';
import { hashLinkToken, newLinkToken } from './token.service';

/** How long a confirmation link works (decision 0028). */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh confirmation link for the account's address: 32 random bytes, only the SHA-256
 * stored, single use, 24 hours. Older links keep working until they expire or one is used.
 */
export async function newVerificationLink(
  db: DbOrTx,
  publicUrl: string,
  userId: string,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await repo.insertLinkToken(db, {
    userId,
    purpose: 'email_verification',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  return pageUrl(publicUrl, 'verifyEmail', { token });
}

/**
 * The account changed hands (someone who proved the mailbox took over an unverified account):
 * the links mailed before, which its former holder may have asked for, stop working.
 */
export async function retireAccountLinks(tx: DbOrTx, userId: string): Promise<void> {
  await repo.retireLinkTokens(tx, userId, 'email_verification');
  await repo.retireLinkTokens(tx, userId, 'password_reset');
}

/** Email verification (decision 0028): the mailed link, and sending it again. */
export function createEmailVerificationService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, mailer } = deps;

  return {
    /**
     * Confirms the address of the link's account. Works without signing in (the link may be
     * opened on another device); any refusal (unknown, used, expired) is the same 400.
     */
    async verify(token: string): Promise<{ message: string }> {
      const verified = await db.transaction(async (tx) => {
        const userId = await repo.consumeLinkToken(tx, 'email_verification', hashLinkToken(token));
        if (!userId) return null;
        const found = await accounts.findById(tx, userId);
        const email = found?.email;
        if (!email) return null;
        await repo.retireLinkTokens(tx, userId, 'email_verification');
        return accounts.markEmailVerified(tx, userId, email);
      });
      if (!verified) throw AppError.rule(AUTH_MESSAGES.verificationInvalid);
      return { message: AUTH_MESSAGES.emailVerified };
    },

    /**
     * Mails a new link to the signed-in account's address. The address is not proven yet, so
     * the mail counts against its automatic-mail ceiling (3 an hour, with the welcome mail):
     * nobody can flood someone else's mailbox by registering it and asking again and again.
     */
    async resend(actor: Actor): Promise<{ message: string }> {
      const user = await accounts.findById(db, actor.id);
      if (!user) throw AppError.unauthenticated();
      if (!user.email) throw AppError.rule(AUTH_MESSAGES.noEmailToVerify);
      if (user.emailVerifiedAt) throw AppError.rule(AUTH_MESSAGES.alreadyVerified);
      if (!(await mayAutoReply(db, user.email))) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.verificationThrottled);
      }
      const verifyUrl = await newVerificationLink(db, deps.publicUrl, user.id);
      mailer.send(user.email, authMail.emailVerification({ verifyUrl }));
      return { message: AUTH_MESSAGES.verificationSent(user.email) };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

import type { RegisterBody } from '#shared/auth/auth.schemas';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';

import { AppError } from '../../../kernel/app-error';
import { isUniqueViolation } from '../../../kernel/db-errors';
import { mayAutoReply } from '../../../mail/auto-reply';
import { accounts } from '../../user/user-accounts.service';
import { authMail } from '../auth.mail';
import { newVerificationLink } from '../email-verification.service';
import { hashPassword } from '../password';
import type { AuthContext } from './auth-context';

/** Creates a member account with email and password, signed in; subscribes it when asked. */
export async function register(ctx: AuthContext, body: RegisterBody) {
  const { db } = ctx;
  const passwordHash = await hashPassword(body.password);
  let userId: string;
  try {
    const row = await accounts.create(db, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      provider: 'Email',
      role: 'ROLE MEMBER',
    });
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.rule(AUTH_MESSAGES.emailInUse);
    throw error;
  }
  const subscribed = body.isSubscribed ? (await ctx.newsletter.subscribe(body.email), true) : false;
  // The welcome mail carries the link that confirms the address (decision 0028).
  if (await mayAutoReply(db, body.email)) {
    const verifyUrl = await newVerificationLink(db, ctx.publicUrl, userId);
    ctx.mailer.send(body.email, authMail.welcome({ verifyUrl }));
  }
  return { ...(await ctx.issue(userId)), subscribed };
}

import { MSG } from '#shared/common/messages';
import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type { MerchantSignupBody, MerchantSignupResponse } from '#shared/merchant/merchant.schemas';

import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import { withUniqueMessage } from '../../../kernel/db-errors';
import { retireAccountLinks } from '../../auth/email-verification.service';
import { accounts } from '../../user/user-accounts.service';
import type { UserRow } from '../../user/user.table';
import * as repo from '../merchant.repository';
import { merchantBrands } from '../../brand/brand.service';
import { openInvitation } from './merchant-invitation';
import { lockedMerchant, type MerchantDeps } from './merchant-step';

interface Joined {
  userId: string;
  /** The history's words. */
  note: string;
  message: string;
}

function requireNewAccountFields(body: MerchantSignupBody, passwordHash: string | null) {
  if (!passwordHash) throw AppError.validation(MSG.passwordRequired, 'password');
  if (!body.firstName) throw AppError.validation(MSG.firstNameRequired, 'firstName');
  if (!body.lastName) throw AppError.validation(MSG.lastNameRequired, 'lastName');
  return { passwordHash, firstName: body.firstName, lastName: body.lastName };
}

/** No account has the address: the merchant account, its address proven by the link. */
async function createAccount(
  tx: DbOrTx,
  email: string,
  body: MerchantSignupBody,
  passwordHash: string | null,
): Promise<Joined> {
  const fields = requireNewAccountFields(body, passwordHash);
  const created = await withUniqueMessage(MERCHANT_MESSAGES.invitationUsed, () =>
    accounts.create(tx, {
      email,
      ...fields,
      provider: 'Email',
      role: 'ROLE MERCHANT',
      emailVerifiedAt: new Date(),
    }),
  );
  return {
    userId: created.id,
    note: `Account ${email} created.`,
    message: MERCHANT_MESSAGES.signedUp,
  };
}

/** An account has the address: it proves itself, or, never confirmed, it is taken over. */
async function joinExisting(
  tx: DbOrTx,
  existing: UserRow,
  body: MerchantSignupBody,
  passwordHash: string | null,
  actor: Actor | null,
): Promise<Joined> {
  const email = existing.email ?? '';
  const isSignedInToIt = actor?.id === existing.id;
  const hasItsPassword =
    body.password !== undefined && (await accounts.hasPassword(existing, body.password));
  if (existing.emailVerifiedAt) {
    if (!isSignedInToIt && !hasItsPassword) {
      if (existing.provider !== 'Email') {
        throw AppError.rule(MERCHANT_MESSAGES.signInWithProvider(existing.provider));
      }
      throw body.password === undefined
        ? AppError.validation(MERCHANT_MESSAGES.existingPasswordRequired, 'password')
        : AppError.validation(MERCHANT_MESSAGES.existingPasswordWrong, 'password');
    }
    return {
      userId: existing.id,
      note: `Existing account ${email} joined (${hasItsPassword ? 'its password' : 'signed in to it'}).`,
      message: MERCHANT_MESSAGES.signedUpExisting,
    };
  }
  if (isSignedInToIt || hasItsPassword) {
    // The holder of the account is the person with the link: nothing to take over.
    return {
      userId: existing.id,
      note: `Existing account ${email} joined; its address is now confirmed.`,
      message: MERCHANT_MESSAGES.signedUpExisting,
    };
  }
  const fields = requireNewAccountFields(
    {
      ...body,
      firstName: body.firstName ?? existing.firstName,
      lastName: body.lastName ?? existing.lastName,
    },
    passwordHash,
  );
  const taken = await accounts.takeOverUnverified(tx, existing.id, fields);
  if (!taken) throw AppError.rule(MERCHANT_MESSAGES.invitationUsed);
  await retireAccountLinks(tx, existing.id);
  return {
    userId: existing.id,
    note: `The unconfirmed account of ${email} was taken over with the link: new password, its sessions and social links ended.`,
    message: MERCHANT_MESSAGES.signedUpTakenOver,
  };
}

/**
 * Completes the sign-up from an invitation: the link's token (single use, 7 days, the newest
 * only) and the email it was sent to. The link proves the mailbox; who owns the account is
 * decided now, when the link is used (decision 0028):
 * - no account has the email: the merchant account is created, its address verified;
 * - an account whose address was never confirmed: its holder never proved the mailbox, the
 *   person with the link just did. The password typed becomes the account's (unless it is
 *   already its password), its social links, sessions and mailed links end, and it becomes
 *   the merchant's;
 * - an account with a confirmed address proves itself: its password, or (a social account)
 *   being signed in to it. A wrong password changes nothing.
 */
export async function signUpMerchant(
  deps: MerchantDeps,
  token: string,
  body: MerchantSignupBody,
  actor: Actor | null = null,
): Promise<MerchantSignupResponse> {
  const { db } = deps;
  const passwordHash = body.password ? await accounts.hashPassword(body.password) : null;
  const { message, joinedExisting } = await db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, { lock: true });
    const email = body.email.toLowerCase();
    if (email !== invitation.email.toLowerCase()) {
      throw AppError.rule(MERCHANT_MESSAGES.invitationOtherEmail);
    }
    const merchant = await lockedMerchant(tx, invitation.merchantId);
    if (merchant.status !== 'Approved') throw AppError.rule(MERCHANT_MESSAGES.invitationInvalid);
    const existing = await accounts.findByEmail(tx, email);
    if (existing?.role === 'ROLE ADMIN') throw AppError.rule(MERCHANT_MESSAGES.emailIsAdmin);
    const standsFor = existing ? await repo.findMerchantOfAccount(tx, existing.id) : null;
    if (standsFor && standsFor.merchant.id !== merchant.id) {
      throw AppError.rule(MERCHANT_MESSAGES.emailIsOtherMerchant);
    }
    const joined = existing
      ? await joinExisting(tx, existing, body, passwordHash, actor)
      : await createAccount(tx, email, body, passwordHash);
    if (existing) await accounts.makeMerchant(tx, existing.id);
    await repo.linkAccount(tx, merchant.id, joined.userId);
    await repo.markInvitationUsed(tx, invitation.id);
    const brand = await merchantBrands.find(tx, merchant.id);
    if (brand && merchant.isActive) await merchantBrands.setActive(tx, brand.id, true);
    await repo.insertEvent(tx, {
      merchantId: merchant.id,
      action: 'signed-up',
      actorId: joined.userId,
      details: { note: joined.note },
    });
    return { message: joined.message, joinedExisting: existing?.id };
  });
  deps.onCatalogChange();
  // An account that became the merchant's had every token retired (a new role; or, taken
  // over, a new owner): its open chat sockets close too (decision 0027).
  if (joinedExisting) deps.onSessionsEnded?.({ userIds: [joinedExisting], reason: 'signed-out' });
  return { success: true, message };
}

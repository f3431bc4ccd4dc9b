import { LIMITS } from '#shared/common/constants';
import { offsetOf, paging } from '#shared/common/pagination';
import { MERCHANT_MESSAGES } from '#shared/merchant/merchant.messages';
import type {
  MerchantSignupAccount,
  MerchantSignupPreview,
  MerchantActionResponse,
  MerchantApplicationBody,
  MerchantApplicationResponse,
  MerchantSignupBody,
  MerchantSignupResponse,
  MerchantDto,
  MerchantListResponse,
} from '#shared/merchant/merchant.schemas';

import { isUuid } from '#shared/common/text';
import { MSG } from '#shared/common/messages';
import { pageLink } from '#shared/site/site-paths';

import type { Db, DbOrTx } from '../../db/client';
import { requireRole, type Actor } from '../../kernel/actor';
import type { SessionsEnded } from '../../kernel/signal';
import { AppError } from '../../kernel/app-error';
import { withUniqueMessage } from '../../kernel/db-errors';
import { mayAutoReply } from '../../mail/auto-reply';
import type { Mailer } from '../../mail/mailer';
import { merchantMail as templates } from './merchant.mail';
import type { MerchantInvitationRow, MerchantRow, merchants } from './merchant.table';
import { retireAccountLinks } from '../auth/email-verification.service';
import { hashLinkToken, newLinkToken } from '../auth/token.service';
import type { UserRow } from '../user/user.table';
import { merchantBrands } from '../brand/brand.service';
import { switchOffProductsOfBrand } from '../product/product-admin.service';
import { accounts } from '../user/user-accounts.service';
import { presentMerchant } from './merchant.presenter';
import * as repo from './merchant.repository';

/**
 * Adds a merchant, inside the caller's transaction when it passes one: an account and the
 * merchant it stands for are created together or not at all.
 */
export function addMerchant(
  db: DbOrTx,
  values: typeof merchants.$inferInsert,
): Promise<MerchantRow> {
  return repo.insertMerchant(db, values);
}

/**
 * A waiting application made by the store itself (the demo seed), with its history; none when an
 * application with that email exists already, so seeding twice adds nothing.
 */
export async function addDemoApplication(
  db: Db,
  values: MerchantApplicationBody,
): Promise<boolean> {
  if (await repo.hasOpenApplication(db, values.email)) return false;
  await db.transaction(async (tx) => {
    const merchant = await repo.insertMerchant(tx, { ...values, status: 'Waiting Approval' });
    await repo.insertEvent(tx, { merchantId: merchant.id, action: 'applied' });
  });
  return true;
}

/**
 * An admin deleted the merchant's brand from the Brands screen: the merchant goes back to the
 * application queue (Waiting Approval, switched off, so its accounts see the disabled screen)
 * until an admin approves it again, which makes a new brand. Runs in the deleting transaction;
 * answers the ids of the merchant's accounts, now locked out (their chat ends after the commit).
 */
export async function merchantBrandDeleted(
  tx: DbOrTx,
  deleted: { merchantId: string; brandName: string; actorId: string },
): Promise<string[]> {
  const merchant = await repo.lockMerchant(tx, deleted.merchantId);
  if (!merchant) return [];
  await repo.updateMerchant(tx, merchant.id, {
    status: 'Waiting Approval',
    isActive: false,
    brandPausedByDisable: false,
  });
  await repo.revokeOpenInvitations(tx, merchant.id);
  await repo.insertEvent(tx, {
    merchantId: merchant.id,
    action: 'brand-deleted',
    actorId: deleted.actorId,
    details: { note: `Brand ${deleted.brandName} deleted; waiting for approval again.` },
  });
  return repo.accountIds(tx, merchant.id);
}

/** The invitation of a link, or the 400 that says why it no longer works. */
async function openInvitation(
  db: DbOrTx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<MerchantInvitationRow> {
  const hash = token.length > 0 && token.length <= 128 ? hashLinkToken(token) : null;
  const invitation = hash
    ? options.lock
      ? await repo.lockInvitation(db, hash)
      : await repo.findInvitation(db, hash)
    : null;
  if (!invitation || invitation.revokedAt) {
    throw AppError.rule(MERCHANT_MESSAGES.invitationInvalid);
  }
  if (invitation.usedAt) throw AppError.rule(MERCHANT_MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw AppError.rule(MERCHANT_MESSAGES.invitationExpired);
  }
  return invitation;
}

function signupAccountOf(existing: UserRow | null): MerchantSignupAccount {
  if (!existing) return 'none';
  if (!existing.emailVerifiedAt) return 'unconfirmed';
  return existing.provider === 'Email' ? 'password' : 'social';
}

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
  merchantId: string,
): Promise<Joined> {
  const fields = requireNewAccountFields(body, passwordHash);
  const created = await withUniqueMessage(MERCHANT_MESSAGES.invitationUsed, () =>
    accounts.create(tx, {
      email,
      ...fields,
      provider: 'Email',
      role: 'ROLE MERCHANT',
      merchantId,
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

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createMerchantService(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Called after a step that changes what the shop shows: the catalog-changed signal. */
  onCatalogChange: () => void;
  /** Called after the commit of a step that signed accounts out (disable, delete). */
  onSessionsEnded?: (ended: SessionsEnded) => void;
}) {
  const { db, mailer } = deps;
  const now = () => new Date();
  const loginUrl = `${deps.publicUrl}/login`;

  function notFound(): AppError {
    return AppError.notFound(MERCHANT_MESSAGES.notFound);
  }

  /** The merchant of `id` locked for this step, or a 404. */
  async function locked(tx: DbOrTx, id: string): Promise<MerchantRow> {
    const row = isUuid(id) ? await repo.lockMerchant(tx, id.toLowerCase()) : null;
    if (!row) throw notFound();
    return row;
  }

  async function answer(row: MerchantRow, message: string): Promise<MerchantActionResponse> {
    return { success: true, message, merchant: await presentOne(row) };
  }

  async function presentOne(row: MerchantRow): Promise<MerchantDto> {
    const [dto] = await present([row]);
    if (!dto) throw new Error('A merchant row was not presented.');
    return dto;
  }

  async function present(rows: readonly MerchantRow[]): Promise<MerchantDto[]> {
    const extras = await repo.extrasOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      presentMerchant(row, extras.get(row.id) ?? { brand: null, hasAccount: false, history: [] }),
    );
  }
  return {
    /** An application to sell here, from the /sell page or the admin's Add Merchant form. */
    async apply(
      body: MerchantApplicationBody,
    ): Promise<Omit<MerchantApplicationResponse, 'success'>> {
      if (await repo.hasOpenApplication(db, body.email)) {
        throw AppError.rule(MERCHANT_MESSAGES.applicationOpen);
      }
      if (await repo.isBrandNameTaken(db, body.brandName)) {
        throw AppError.rule(MERCHANT_MESSAGES.brandTaken);
      }
      const row = await withUniqueMessage(MERCHANT_MESSAGES.applicationConflict, () =>
        db.transaction(async (tx) => {
          const merchant = await repo.insertMerchant(tx, {
            ...body,
            status: 'Waiting Approval',
            isActive: false,
          });
          await repo.insertEvent(tx, { merchantId: merchant.id, action: 'applied' });
          return merchant;
        }),
      );
      // The answer is the same whether or not the acknowledgement went (throttled).
      if (await mayAutoReply(db, body.email)) {
        mailer.send(body.email, templates.merchantApplicationReceived());
      }
      const forAdmins = templates.merchantApplicationForAdmins({
        ...body,
        merchantsUrl: `${deps.publicUrl}/dashboard/merchant`,
      });
      for (const email of await repo.adminEmails(db)) mailer.send(email, forAdmins);
      return {
        message: MERCHANT_MESSAGES.received(body.phoneNumber),
        merchant: await presentOne(row),
      };
    },

    async list(
      actor: Actor | null,
      query: { page: number; limit: number },
    ): Promise<MerchantListResponse> {
      requireRole(actor, 'ROLE ADMIN');
      const { rows, total } = await repo.listMerchants(db, {
        offset: offsetOf(query.page, query.limit),
        limit: query.limit,
      });
      return { merchants: await present(rows), ...paging(total, query.page, query.limit) };
    },

    /**
     * Approve, or re-approve a rejected merchant. Makes the merchant's brand (once: approving
     * again reuses it), switched off, and mails an invitation (a fresh one on every approval,
     * the older links dead). An approval never changes an account by itself, even one that has
     * the merchant's email: only the mailed link makes an account the merchant's, proving the
     * mailbox and, for an account that exists, the account too (decision 0028, which replaces
     * this rule of decision 0019).
     */
    async approve(actor: Actor | null, id: string): Promise<MerchantActionResponse> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      const outcome = await db.transaction(async (tx) => {
        const merchant = await locked(tx, id);
        if (!merchant.email) throw AppError.rule(MERCHANT_MESSAGES.noEmail(merchant.phoneNumber));
        const email = merchant.email.toLowerCase();
        const hasAccount = await repo.hasAccount(tx, merchant.id);
        if (merchant.status === 'Approved' && hasAccount) {
          throw AppError.rule(MERCHANT_MESSAGES.alreadyApproved);
        }
        const account = await accounts.findByEmail(tx, email);
        if (account?.role === 'ROLE ADMIN') throw AppError.rule(MERCHANT_MESSAGES.emailIsAdmin);
        if (account?.merchantId && account.merchantId !== merchant.id) {
          throw AppError.rule(MERCHANT_MESSAGES.emailIsOtherMerchant);
        }
        if (await merchantBrands.isNameTakenByOther(tx, merchant.brandName, merchant.id)) {
          throw AppError.rule(MERCHANT_MESSAGES.brandNameInUse);
        }
        // A first approval, or a re-approval from Rejected, turns the merchant on; approving
        // an approved merchant again only renews its invitation (a disabled one stays so).
        const isFirst = merchant.status !== 'Approved';
        const brand =
          (await merchantBrands.find(tx, merchant.id)) ??
          (await merchantBrands.create(tx, {
            name: merchant.brandName,
            description: merchant.business,
            merchantId: merchant.id,
            isActive: false,
          }));
        const updated = isFirst
          ? await repo.updateMerchant(tx, merchant.id, { status: 'Approved', isActive: true })
          : merchant;
        await repo.revokeOpenInvitations(tx, merchant.id);
        if (hasAccount) {
          // Approved again after its brand was deleted: its own account already stands for it
          // (it proved itself when it signed up), so its new brand goes live at once.
          await merchantBrands.setActive(tx, brand.id, true);
          await repo.insertEvent(tx, {
            merchantId: merchant.id,
            action: 'approved',
            actorId: admin.id,
            details: { note: `The merchant's account manages brand ${brand.name}.` },
          });
          return { merchant: updated, email, token: null };
        }
        const { token, hash } = newLinkToken();
        await repo.insertInvitation(tx, {
          merchantId: merchant.id,
          email,
          tokenHash: hash,
          expiresAt: new Date(now().getTime() + INVITATION_DAYS * DAY_MS),
        });
        await repo.insertEvent(tx, {
          merchantId: merchant.id,
          action: isFirst ? 'approved' : 'invited',
          actorId: admin.id,
          details: { note: `Invitation sent to ${email}.` },
        });
        return { merchant: updated, email, token };
      });
      deps.onCatalogChange();
      if (!outcome.token) return answer(outcome.merchant, MERCHANT_MESSAGES.approvedAgain);
      // The `@` of the address stays literal in the query (decision 0028).
      const signupUrl = `${deps.publicUrl}${pageLink('merchantSignup', { token: outcome.token }, { email: outcome.email })}`;
      mailer.send(
        outcome.email,
        templates.merchantInvitation({ signupUrl, days: INVITATION_DAYS }),
      );
      return answer(outcome.merchant, MERCHANT_MESSAGES.approvedInvited(outcome.email));
    },

    /** Turns a waiting application down; it may be approved later (Re-Approve). */
    async reject(actor: Actor | null, id: string): Promise<MerchantActionResponse> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      const row = await db.transaction(async (tx) => {
        const merchant = await locked(tx, id);
        if (merchant.status === 'Rejected') throw AppError.rule(MERCHANT_MESSAGES.alreadyRejected);
        if (merchant.status !== 'Waiting Approval') {
          throw AppError.rule(MERCHANT_MESSAGES.notWaiting);
        }
        await repo.insertEvent(tx, {
          merchantId: merchant.id,
          action: 'rejected',
          actorId: admin.id,
        });
        return repo.updateMerchant(tx, merchant.id, { status: 'Rejected' });
      });
      return answer(row, MERCHANT_MESSAGES.rejected);
    },

    /**
     * Disable: in one transaction the brand leaves the shop (and with it every product), the
     * merchant's accounts are signed out and locked out by the server until enabled. Enable
     * undoes exactly that: the brand comes back only if disabling switched it off.
     */
    async setActive(
      actor: Actor | null,
      id: string,
      isActive: boolean,
    ): Promise<MerchantActionResponse> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      const outcome = await db.transaction(async (tx) => {
        const merchant = await locked(tx, id);
        if (merchant.status !== 'Approved') throw AppError.rule(MERCHANT_MESSAGES.notApproved);
        if (merchant.isActive === isActive) {
          return { merchant, emails: [] as string[], signedOut: [] as string[] };
        }
        const brand = await merchantBrands.find(tx, merchant.id);
        if (!isActive) {
          const pauses = brand?.isActive === true;
          if (brand && pauses) await merchantBrands.setActive(tx, brand.id, false);
          const { userIds, emails } = await accounts.endSessionsOfMerchant(tx, merchant.id);
          await repo.insertEvent(tx, {
            merchantId: merchant.id,
            action: 'disabled',
            actorId: admin.id,
            details: {
              note: brand
                ? pauses
                  ? `Brand ${brand.name} taken out of the shop.`
                  : `Brand ${brand.name} was already switched off.`
                : '',
            },
          });
          const updated = await repo.updateMerchant(tx, merchant.id, {
            isActive: false,
            brandPausedByDisable: pauses,
          });
          return { merchant: updated, emails, signedOut: userIds };
        }
        const restores = merchant.brandPausedByDisable && brand !== null;
        if (brand && restores) await merchantBrands.setActive(tx, brand.id, true);
        await repo.insertEvent(tx, {
          merchantId: merchant.id,
          action: 'enabled',
          actorId: admin.id,
          details: {
            note: brand
              ? restores
                ? `Brand ${brand.name} back in the shop.`
                : `Brand ${brand.name} stays switched off, as it was before.`
              : '',
          },
        });
        const updated = await repo.updateMerchant(tx, merchant.id, {
          isActive: true,
          brandPausedByDisable: false,
        });
        const accountEmails = await repo.accountEmails(tx, merchant.id);
        return { merchant: updated, emails: accountEmails, signedOut: [] as string[] };
      });
      deps.onCatalogChange();
      deps.onSessionsEnded?.({ userIds: outcome.signedOut, reason: 'signed-out' });
      const mail = isActive
        ? templates.merchantEnabled({ loginUrl })
        : templates.merchantDisabled({ contactUrl: `${deps.publicUrl}/contact` });
      for (const email of outcome.emails) mailer.send(email, mail);
      return answer(
        outcome.merchant,
        isActive ? MERCHANT_MESSAGES.enabled : MERCHANT_MESSAGES.disabled,
      );
    },

    /**
     * Deletes the merchant in one transaction (decision 0019): its products are switched off
     * and kept without a brand (orders, reviews and wishlists refer to them), its brand is
     * deleted, its accounts become members again (signed out), its invitations die. Orders are
     * never deleted; the history is kept, with this last step.
     */
    async remove(actor: Actor | null, id: string): Promise<{ success: true; message: string }> {
      const admin = requireRole(actor, 'ROLE ADMIN');
      const signedOut = await db.transaction(async (tx) => {
        const merchant = await locked(tx, id);
        const brand = await merchantBrands.find(tx, merchant.id);
        const switchedOff = brand ? await switchOffProductsOfBrand(tx, brand.id) : 0;
        if (brand) await merchantBrands.remove(tx, brand.id);
        const released = await accounts.releaseMerchantAccounts(tx, merchant.id);
        const parts = [`Merchant ${merchant.name} (${merchant.brandName}) deleted.`];
        if (brand)
          parts.push(`Brand ${brand.name} deleted; ${switchedOff} product(s) switched off.`);
        if (released.length > 0) parts.push('The account is a member account again.');
        await repo.insertEvent(tx, {
          merchantId: merchant.id,
          action: 'deleted',
          actorId: admin.id,
          details: { note: parts.join(' '), name: merchant.name, brandName: merchant.brandName },
        });
        await repo.deleteMerchant(tx, merchant.id);
        return released;
      });
      deps.onCatalogChange();
      deps.onSessionsEnded?.({ userIds: signedOut, reason: 'signed-out' });
      return { success: true, message: MERCHANT_MESSAGES.deleted };
    },

    /** What the invitation link leads to, for the sign-up page (decision 0028). */
    async previewSignup(token: string): Promise<MerchantSignupPreview> {
      const invitation = await openInvitation(db, token);
      const existing = await accounts.findByEmail(db, invitation.email.toLowerCase());
      return {
        success: true,
        email: invitation.email,
        account: signupAccountOf(existing),
        provider: existing?.provider ?? null,
      };
    },

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
    async signup(
      token: string,
      body: MerchantSignupBody,
      actor: Actor | null = null,
    ): Promise<MerchantSignupResponse> {
      const passwordHash = body.password ? await accounts.hashPassword(body.password) : null;
      const { message, joinedExisting } = await db.transaction(async (tx) => {
        const invitation = await openInvitation(tx, token, { lock: true });
        const email = body.email.toLowerCase();
        if (email !== invitation.email.toLowerCase()) {
          throw AppError.rule(MERCHANT_MESSAGES.invitationOtherEmail);
        }
        const merchant = await locked(tx, invitation.merchantId);
        if (merchant.status !== 'Approved')
          throw AppError.rule(MERCHANT_MESSAGES.invitationInvalid);
        const existing = await accounts.findByEmail(tx, email);
        if (existing?.role === 'ROLE ADMIN') throw AppError.rule(MERCHANT_MESSAGES.emailIsAdmin);
        if (existing?.merchantId && existing.merchantId !== merchant.id) {
          throw AppError.rule(MERCHANT_MESSAGES.emailIsOtherMerchant);
        }
        const joined = existing
          ? await joinExisting(tx, existing, body, passwordHash, actor)
          : await createAccount(tx, email, body, passwordHash, merchant.id);
        if (existing) await accounts.makeMerchant(tx, existing.id, merchant.id);
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
      if (joinedExisting)
        deps.onSessionsEnded?.({ userIds: [joinedExisting], reason: 'signed-out' });
      return { success: true, message };
    },

    /** Terms shorter than the dashboard's search box sends match nothing. */
    async search(actor: Actor | null, term: string): Promise<MerchantDto[]> {
      requireRole(actor, 'ROLE ADMIN');
      if (term.length < LIMITS.dashboardSearchMin) return [];
      const rows = await repo.searchMerchants(db, term, LIMITS.dashboardPageSize);
      return present(rows);
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;

import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetWithTokenBody,
} from '#shared/auth/auth.schemas';
import { isUuid } from '#shared/common/text';
import type { UserDto } from '#shared/user/user.schemas';
import type { SocialProvider } from '#shared/common/constants';
import { AUTH_MESSAGES } from '#shared/auth/auth.messages';
import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../kernel/db-errors';
import { AppError } from '../../kernel/app-error';
import { mayAutoReply } from '../../mail/auto-reply';
import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import type { NewsletterService } from '../newsletter/newsletter.service';
import { accounts } from '../user/user-accounts.service';
import type { UserRow } from '../user/user.table';
import type { Actor } from '../../kernel/actor';
import type { SessionsEnded } from '../../kernel/signal';
import * as repo from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import { newVerificationLink } from './email-verification.service';
import { createPendingLinks } from './pending-link';
import { createSignInCeiling } from './sign-in-ceiling.service';
import { hashLinkToken, hashSignInCode, newLinkToken, type TokenService } from './token.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A sign-in nonce cookie longer than this was not made by the store. */
const NONCE_MAX = 128;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  newsletter: NewsletterService;
  publicUrl: string;
  /** The server secret (JWT_SECRET), which signs the pending-link cookie of social sign-in. */
  secret: string;
  /** Called after the commit that retired an account's tokens (its sockets close too). */
  onSessionsEnded?: (ended: SessionsEnded) => void;
}

export function createAuthService(deps: AuthDeps) {
  const { db, mailer, tokens } = deps;
  const pendingLinks = createPendingLinks(deps.secret);
  const ceiling = createSignInCeiling({ db, mailer, publicUrl: deps.publicUrl });
  const signedOut = (userId: string) =>
    deps.onSessionsEnded?.({ userIds: [userId], reason: 'signed-out' });

  async function issue(userId: string): Promise<{ token: string; user: UserDto }> {
    const found = await accounts.findById(db, userId);
    if (!found) throw AppError.unauthenticated();
    const token = await tokens.sign({ userId, tokenVersion: found.user.tokenVersion });
    return { token, user: accounts.present(found) };
  }

  /**
   * Links the provider of a pending-link cookie (decision 0014) when it was made for this
   * account's email; the password just proved the account is theirs. Joining accounts also
   * needs the mailbox proven (decision 0028): by the provider (Google's verified email, which
   * then verifies the account too) or earlier by the account. Answers the provider linked, or
   * a refusal to show, or null when the cookie is missing, stale, forged or for another account.
   */
  async function linkPending(
    user: UserRow,
    cookie: string | undefined,
  ): Promise<{ linkedProvider?: SocialProvider; linkNeedsVerifiedEmail?: string }> {
    const link = pendingLinks.open(cookie);
    if (!link || !user.email || link.email !== user.email) return {};
    if (!link.isEmailVerified && !user.emailVerifiedAt) {
      return { linkNeedsVerifiedEmail: AUTH_MESSAGES.linkNeedsVerifiedEmail(link.provider) };
    }
    const { email } = user;
    try {
      const linked = await db.transaction(async (tx) => {
        const row = await accounts.linkProvider(tx, user.id, link.provider, link.providerId);
        if (row && link.isEmailVerified) await accounts.markEmailVerified(tx, user.id, email);
        return row;
      });
      return linked ? { linkedProvider: link.provider } : {};
    } catch (error) {
      // That provider account was linked to another account in the meantime.
      if (isUniqueViolation(error)) return {};
      throw error;
    }
  }

  return {
    async register(body: RegisterBody) {
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
      const subscribed = body.isSubscribed
        ? (await deps.newsletter.subscribe(body.email), true)
        : false;
      // The welcome mail carries the link that confirms the address (decision 0028).
      if (await mayAutoReply(db, body.email)) {
        const verifyUrl = await newVerificationLink(db, deps.publicUrl, userId);
        mailer.send(body.email, templates.welcome({ verifyUrl }));
      }
      return { ...(await issue(userId)), subscribed };
    },

    /** `pendingLink` is the browser's pending-link cookie of a social sign-in, if any. */
    async login(body: LoginBody, pendingLink?: string) {
      const user = await accounts.findByEmail(db, body.email);
      if (user && user.provider !== 'Email') {
        throw AppError.rule(AUTH_MESSAGES.socialAccount(user.provider));
      }
      // Past the account's ceiling on failed sign-ins the password is not tried, right or
      // wrong: the owner is mailed a one-time link (decision 0029).
      if (user && (await ceiling.isReached(user))) {
        throw AppError.rule(SIGN_IN_LINK_MESSAGES.ceilingReached);
      }
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (user && !ok && (await ceiling.recordFailure(user))) {
        throw AppError.rule(SIGN_IN_LINK_MESSAGES.ceilingReached);
      }
      if (!user || !ok) throw AppError.rule(AUTH_MESSAGES.badCredentials);
      await ceiling.clear(user.id);
      const linked = await linkPending(user, pendingLink);
      return { ...(await issue(user.id)), ...linked };
    },

    /**
     * Signs in with the one-time link mailed past the ceiling on failed sign-ins (decision
     * 0029): valid once, for 15 minutes; it clears the ceiling. The page at /login/link/:token
     * posts the token and keeps the answer's bearer token, which never goes in a URL.
     */
    async signInWithLink(token: string) {
      const userId = await ceiling.consumeLink(token);
      if (!userId) throw AppError.rule(SIGN_IN_LINK_MESSAGES.linkInvalid);
      return issue(userId);
    },

    /**
     * The token for the one-time code of a social sign-in (decision 0014): valid once, for
     * 30 seconds, and only with the nonce cookie of the browser that signed in.
     */
    async exchangeSignInCode(code: string, browserNonce: string | undefined) {
      if (!browserNonce || browserNonce.length > NONCE_MAX) {
        throw AppError.rule(AUTH_MESSAGES.signInExpired);
      }
      const userId = await repo.consumeLinkToken(db, 'sign_in', hashSignInCode(code, browserNonce));
      if (!userId) throw AppError.rule(AUTH_MESSAGES.signInExpired);
      return issue(userId);
    },

    /** Same answer for known and unknown emails; a link is mailed only to email accounts. */
    async forgot(email: string): Promise<{ message: string }> {
      const user = await accounts.findByEmail(db, email);
      if (user && user.provider === 'Email') {
        const { token, hash } = newLinkToken();
        await repo.insertLinkToken(db, {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hash,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        mailer.send(
          email,
          templates.passwordReset({
            resetUrl: `${deps.publicUrl}/reset-password/${token}`,
          }),
        );
      }
      return { message: AUTH_MESSAGES.forgot };
    },

    async resetWithToken(token: string, body: ResetWithTokenBody): Promise<{ message: string }> {
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const userId = await repo.consumeLinkToken(tx, 'password_reset', hashLinkToken(token));
        if (!userId) throw AppError.rule(AUTH_MESSAGES.tokenExpired);
        await repo.retireLinkTokens(tx, userId, 'password_reset');
        const changed = await accounts.setPasswordHash(tx, userId, passwordHash);
        // The link came through the mailbox: the address is proven (decision 0028).
        if (changed?.email) await accounts.markEmailVerified(tx, userId, changed.email);
        return changed;
      });
      // The owner proved the mailbox: the ceiling on failed sign-ins is lifted (decision 0029).
      if (user) await ceiling.clear(user.id);
      if (user) signedOut(user.id);
      if (user?.email) {
        mailer.send(
          user.email,
          templates.passwordChanged({
            firstName: user.firstName,
            contactUrl: `${deps.publicUrl}/contact`,
          }),
        );
      }
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    /**
     * Signed-in change: `password` is the current password, `confirmPassword` the new one.
     * Older tokens stop working; the answer carries a fresh token for this session.
     */
    async changePassword(actor: Actor, body: ChangePasswordBody) {
      const found = await accounts.findById(db, actor.id);
      if (!found) throw AppError.unauthenticated();
      const { user } = found;
      if (user.provider !== 'Email') throw AppError.rule(AUTH_MESSAGES.noPassword(user.provider));
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw AppError.validation(AUTH_MESSAGES.wrongOldPassword, 'password');
      }
      const passwordHash = await hashPassword(body.confirmPassword);
      await db.transaction(async (tx) => {
        await accounts.setPasswordHash(tx, user.id, passwordHash);
        await repo.retireLinkTokens(tx, user.id, 'password_reset');
      });
      signedOut(user.id);
      if (user.email) {
        mailer.send(
          user.email,
          templates.passwordChanged({
            firstName: user.firstName,
            contactUrl: `${deps.publicUrl}/contact`,
          }),
        );
      }
      const { token } = await issue(user.id);
      return { message: AUTH_MESSAGES.passwordUpdated, token };
    },

    /**
     * Sign out everywhere: every token of the account is retired (this one too) and every chat
     * socket of it, on every server, is closed.
     */
    async signOutEverywhere(actor: Actor): Promise<{ message: string }> {
      if (!(await accounts.endSessions(db, actor.id))) throw AppError.unauthenticated();
      signedOut(actor.id);
      return { message: AUTH_MESSAGES.signedOutEverywhere };
    },

    /** The actor behind an Authorization header, or null when it is missing or no longer valid. */
    async authenticate(authorization: string | undefined): Promise<Actor | null> {
      const claims = await tokens.verify(authorization);
      if (!claims) return null;
      if (!isUuid(claims.userId)) return null;
      const found = await accounts.findById(db, claims.userId);
      if (!found || found.user.tokenVersion !== claims.tokenVersion) return null;
      return {
        id: found.user.id,
        role: found.user.role,
        merchantId: found.user.merchantId,
        isMerchantActive: found.merchant ? found.merchant.isActive : true,
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

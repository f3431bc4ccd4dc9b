import type { UserDto } from '#shared/user/user.schemas';

import type { Db } from '../../../db/client';
import { AppError } from '../../../kernel/app-error';
import type { SessionsEnded } from '../../../kernel/signal';
import { pageUrl } from '../../../mail/layout';
import type { Mailer } from '../../../mail/mailer';
import type { NewsletterService } from '../../newsletter/newsletter.service';
import { accounts, type AccountSellerLinks } from '../../user/user-accounts.service';
import type { UserRow } from '../../user/user.table';
import { authMail } from '../auth.mail';
import { createPendingLinks } from '../pending-link';
import { createSignInCeiling } from '../sign-in-ceiling.service';
import type { TokenService } from '../token.service';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  newsletter: NewsletterService;
  /** The merchant an account stands for (the merchant feature, given at wiring). */
  sellers: AccountSellerLinks;
  publicUrl: string;
  /** The server secret (JWT_SECRET), which signs the pending-link cookie of social sign-in. */
  secret: string;
  /** Called after the commit that retired an account's tokens (its sockets close too). */
  onSessionsEnded?: (ended: SessionsEnded) => void;
}

/** What every use case of auth/use-cases/ is given: the deps and the helpers they share. */
export interface AuthContext extends AuthDeps {
  pendingLinks: ReturnType<typeof createPendingLinks>;
  ceiling: ReturnType<typeof createSignInCeiling>;
  /** A fresh token for the account, with the account as the answer shows it. */
  issue(userId: string): Promise<{ token: string; user: UserDto }>;
  /** Announces that the account's tokens were retired (after the commit). */
  signedOut(userId: string): void;
  /** Tells the owner that the password just changed, with a link to contact the store. */
  mailPasswordChanged(user: Pick<UserRow, 'email' | 'firstName'>): void;
}

export function createAuthContext(deps: AuthDeps): AuthContext {
  const { db, mailer, tokens } = deps;
  return {
    ...deps,
    pendingLinks: createPendingLinks(deps.secret),
    ceiling: createSignInCeiling({ db, mailer, publicUrl: deps.publicUrl }),

    async issue(userId) {
      const found = await accounts.findById(db, userId);
      if (!found) throw AppError.unauthenticated();
      const token = await tokens.sign({ userId, tokenVersion: found.tokenVersion });
      return { token, user: accounts.present(found, await deps.sellers.ofAccount(db, userId)) };
    },

    signedOut(userId) {
      deps.onSessionsEnded?.({ userIds: [userId], reason: 'signed-out' });
    },

    mailPasswordChanged(user) {
      if (!user.email) return;
      mailer.send(
        user.email,
        authMail.passwordChanged({
          firstName: user.firstName,
          contactUrl: pageUrl(deps.publicUrl, 'contact'),
        }),
      );
    },
  };
}

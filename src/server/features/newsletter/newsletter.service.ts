import { NEWSLETTER_MESSAGES } from '#shared/newsletter/newsletter.messages';

import type { Db } from '../../db/client';
import { pageUrl } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { newsletterMail } from './newsletter.mail';
import * as repo from './newsletter.repository';

export function createNewsletterService(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  return {
    /** Idempotent: subscribing twice keeps one subscription and sends one confirmation. */
    async subscribe(email: string): Promise<{ message: string; isNew: boolean }> {
      const isNew = await repo.upsertSubscription(deps.db, email);
      if (isNew) {
        deps.mailer.send(
          email,
          newsletterMail.newsletterSubscribed({
            unsubscribeUrl: pageUrl(deps.publicUrl, 'unsubscribe'),
          }),
        );
      }
      return { message: NEWSLETTER_MESSAGES.subscribed, isNew };
    },

    /** Answers the same whether or not the email was subscribed, so it reveals nothing. */
    async unsubscribe(email: string): Promise<{ message: string }> {
      await repo.markUnsubscribed(deps.db, email);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;

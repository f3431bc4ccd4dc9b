import type { ContactBody } from '#shared/contact/contact.schemas';
import { CONTACT_MESSAGES } from '#shared/contact/contact.messages';

import type { Db } from '../../db/client';
import { mayAutoReply } from '../../mail/auto-reply';
import type { Mailer } from '../../mail/mailer';
import { contactMail } from './contact.mail';
import { insertContact } from './contact.repository';

export function createContactService(deps: { db: Db; mailer: Mailer }) {
  return {
    async add(body: ContactBody): Promise<{ message: string }> {
      await insertContact(deps.db, body);
      // The answer is the same whether or not the acknowledgement went (throttled).
      if (await mayAutoReply(deps.db, body.email)) {
        deps.mailer.send(body.email, contactMail.contactReceived());
      }
      return {
        message: CONTACT_MESSAGES.received(body.email),
      };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

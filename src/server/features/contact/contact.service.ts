import type { ContactBody } from '#shared/contact/contact.schemas';

import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import { insertContact } from './contact.repository';

export function createContactService(deps: { db: Db; mailer: Mailer }) {
  return {
    async add(body: ContactBody): Promise<{ message: string }> {
      await insertContact(deps.db, body);
      deps.mailer.send(
        body.email,
        templates.contactReceived({ name: body.name, message: body.message }),
      );
      return {
        message: `We received your message, we will reach you on your email address ${body.email}!`,
      };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

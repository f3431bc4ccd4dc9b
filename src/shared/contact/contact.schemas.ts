import { z } from 'zod';

import { LIMITS } from '../common/constants';
import { emailField, requiredText } from '../common/fields';
import { MSG } from '../common/messages';

export const ContactBodySchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name'),
  email: emailField,
  message: requiredText(MSG.messageRequired, LIMITS.contactMessageMax, 'Message').min(
    LIMITS.contactMessageMin,
    MSG.messageMin,
  ),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

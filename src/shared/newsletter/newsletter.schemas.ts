import { z } from 'zod';

import { emailField } from '../common/fields';

export const NewsletterBodySchema = z.object({ email: emailField });
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;

import { z } from 'zod';

/** The token of a mailed one-time sign-in link, which the page at /login/link/:token posts. */
export const SignInLinkBodySchema = z.object({
  token: z.string().trim().min(1, 'A sign-in link token is required.').max(200),
});
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;

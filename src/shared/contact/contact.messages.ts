export const CONTACT_MESSAGES = {
  received: (email: string) =>
    `We received your message, we will reach you on your email address ${email}!`,
} as const;

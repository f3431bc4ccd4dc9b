import { AUTO_REPLY_GREETING, compose, type MailContent } from '../../mail/layout';

/** The contact form's mail: the acknowledgement to the sender. */
export const contactMail = {
  contactReceived(): MailContent {
    return compose('We received your message', AUTO_REPLY_GREETING, {
      paragraphs: [
        'Thank you for getting in touch. A member of our team will reply to this email address within one to two working days.',
        'If you did not write to us, you can ignore this email.',
      ],
    });
  },
};

import { STORE_NAME } from '#shared/common/constants';

import { AUTO_REPLY_GREETING, compose, type MailContent } from '../../mail/layout';

/** The merchant lifecycle's mails: the application, the invitation, disable and enable. */
export const merchantMail = {
  merchantApplicationReceived(): MailContent {
    return compose('We received your application to sell with us', AUTO_REPLY_GREETING, {
      paragraphs: [
        `Thank you for applying to sell on ${STORE_NAME}. Our team will review your application and call you on the phone number you gave us.`,
        'If you did not apply, you can ignore this email.',
      ],
    });
  },

  /** Admins are proven addresses: they get the application as typed (escaped in the HTML part). */
  merchantApplicationForAdmins(input: {
    name: string;
    email: string;
    phoneNumber: string;
    brandName: string;
    business: string;
    merchantsUrl: string;
  }): MailContent {
    return compose('New merchant application', 'Hello,', {
      paragraphs: [
        'A new merchant application is waiting for approval.',
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone number: ${input.phoneNumber}`,
        `Brand: ${input.brandName}`,
        `Business: ${input.business}`,
      ],
      action: { label: 'Review merchants', url: input.merchantsUrl },
    });
  },

  /**
   * An admin approved the application and no account has the address yet. The greeting carries
   * no name: the address is the applicant's own word until they use the link.
   */
  merchantInvitation(input: { signupUrl: string; days: number }): MailContent {
    return compose('Your application to sell with us was approved', AUTO_REPLY_GREETING, {
      paragraphs: [
        `Good news: your application to sell on ${STORE_NAME} has been accepted.`,
        `Complete your sign up to create your merchant account and start adding your products. If you already have an account with us under this address, the link asks for its password and makes it your merchant account. The link works once and expires in ${input.days} days.`,
      ],
      action: { label: 'Complete sign up', url: input.signupUrl },
      after: ['If you did not apply to sell with us, you can ignore this email.'],
    });
  },

  merchantDisabled(input: { contactUrl: string }): MailContent {
    return compose(`Your merchant account on ${STORE_NAME}`, 'Hello,', {
      paragraphs: [
        'Your merchant account has been disabled: your brand and its products are no longer shown in the shop, and you cannot manage them for now.',
        'Please contact admin to request access again.',
      ],
      action: { label: 'Contact us', url: input.contactUrl },
    });
  },

  merchantEnabled(input: { loginUrl: string }): MailContent {
    return compose(`Your merchant account on ${STORE_NAME}`, 'Hello,', {
      paragraphs: [
        'Your merchant account has been enabled again: your brand is back in the shop and you can manage it.',
      ],
      action: { label: 'Sign in', url: input.loginUrl },
    });
  },
};

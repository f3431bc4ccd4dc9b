import { STORE_NAME } from '#shared/common/constants';

import { AUTO_REPLY_GREETING, compose, hello, type MailContent } from '../../mail/layout';

/** The mails of accounts: welcome, address confirmation, password reset and change, sign-in link. */
export const authMail = {
  /**
   * The welcome mail carries the link that confirms the address (decision 0028): one automatic
   * mail per sign-up, not two, against the address's hourly ceiling.
   */
  welcome(input: { verifyUrl: string }): MailContent {
    return compose(`Welcome to ${STORE_NAME}`, AUTO_REPLY_GREETING, {
      paragraphs: [
        `Thank you for creating an account with ${STORE_NAME}.`,
        'You can now save your addresses, keep a wishlist, follow your orders and review the pieces you wear.',
        'Please confirm your email address with the link below. It works once, for 24 hours.',
      ],
      action: { label: 'Confirm email address', url: input.verifyUrl },
      after: [
        'If you did not create this account, do not use the link: ignore this email or contact us.',
      ],
    });
  },

  /** Asked for from the account's banner; the address is not proven yet, so no name. */
  emailVerification(input: { verifyUrl: string }): MailContent {
    return compose('Confirm your email address', AUTO_REPLY_GREETING, {
      paragraphs: [
        `Please confirm the email address of your ${STORE_NAME} account with the link below.`,
        'The link works once, for 24 hours.',
      ],
      action: { label: 'Confirm email address', url: input.verifyUrl },
      after: [
        'If you did not create an account with us, do not use the link: ignore this email or contact us.',
      ],
    });
  },

  /**
   * Anyone may ask for this mail for any address, and the name on an account whose email was
   * never proven is whatever its registrant typed: the greeting carries no name.
   */
  passwordReset(input: { resetUrl: string }): MailContent {
    return compose('Reset your password', hello(''), {
      paragraphs: [
        'We received a request to reset the password of your account.',
        'Use the link below within one hour to choose a new password. The link works once.',
      ],
      action: { label: 'Reset password', url: input.resetUrl },
      after: [
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
    });
  },

  /** Past the ceiling on failed sign-ins (decision 0029): no name, like passwordReset. */
  signInLink(input: { linkUrl: string }): MailContent {
    return compose('Your one-time sign-in link', hello(''), {
      paragraphs: [
        'There were many failed attempts to sign in to your account, so signing in with a password is paused for a while.',
        'Use the link below within 15 minutes to sign in. The link works once.',
      ],
      action: { label: 'Sign in', url: input.linkUrl },
      after: [
        'If those attempts were not yours, someone may be guessing your password: consider choosing a new one with Forgot Password.',
      ],
    });
  },

  passwordChanged(input: { firstName: string; contactUrl: string }): MailContent {
    return compose('Your password has been changed', hello(input.firstName), {
      paragraphs: [
        'This is a confirmation that the password of your account has just been changed.',
        'If you did not make this change, contact us right away so we can secure your account.',
      ],
      action: { label: 'Contact us', url: input.contactUrl },
    });
  },
};

import { STORE_NAME } from '#shared/common/constants';

import { compose, type MailContent } from '../../mail/layout';

/** The newsletter's mail: the subscription's confirmation. */
export const newsletterMail = {
  newsletterSubscribed(input: { unsubscribeUrl: string }): MailContent {
    return compose(`You're on the ${STORE_NAME} list`, 'Hello,', {
      paragraphs: [
        'Thank you for subscribing to our newsletter. You will be the first to hear about new collections, tailoring tips and offers.',
        'If you did not sign up, or change your mind, you can unsubscribe at any time.',
      ],
      action: { label: 'Unsubscribe', url: input.unsubscribeUrl },
    });
  },
};

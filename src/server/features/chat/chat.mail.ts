import { STORE_NAME } from '#shared/common/constants';

import { AUTO_REPLY_GREETING, compose, type MailContent } from '../../mail/layout';

/** The support chat's mail: messages wait for someone who is not online. */
export const chatMail = {
  /**
   * Messages wait in the support chat. Neither their words nor their senders' names: the
   * address may be one its owner never proved.
   */
  chatUnread(input: { count: number; supportUrl: string }): MailContent {
    const what = input.count === 1 ? 'a message' : `${input.count} messages`;
    return compose(`You have ${what} in the support chat`, AUTO_REPLY_GREETING, {
      paragraphs: [
        `You have ${what} waiting for you in the ${STORE_NAME} support chat.`,
        'Sign in and open Support to read and answer.',
      ],
      action: { label: 'Open the support chat', url: input.supportUrl },
    });
  },
};

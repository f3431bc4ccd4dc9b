import { STORE_NAME } from '#shared/common/constants';

import { AUTO_REPLY_GREETING, compose, type MailContent } from '../../mail/layout';

/**
 * The back-in-stock alert's mails. A guest's address is typed by whoever asked, so they carry
 * none of the asker's words: the product's name and size (from the catalog), the store's links
 * and a fixed greeting.
 */
export const stockAlertMail = {
  /** To a guest: the alert is live once this link is opened. */
  confirmAlert(input: {
    productName: string;
    size: string;
    confirmUrl: string;
    stopUrl: string;
  }): MailContent {
    return compose(`Confirm your back-in-stock alert`, AUTO_REPLY_GREETING, {
      paragraphs: [
        `Someone asked ${STORE_NAME} to email this address when size ${input.size} of ${input.productName} is back in stock.`,
        'Confirm your email and we will write once, when it is back. If it was not you, ignore this email: nothing will be sent.',
      ],
      action: { label: 'Confirm my email', url: input.confirmUrl },
      after: [`To stop every back-in-stock email to this address: ${input.stopUrl}`],
    });
  },

  /** The size is back: the one mail of an alert, which then ends. */
  backInStock(input: {
    productName: string;
    size: string;
    productUrl: string;
    stopUrl: string;
  }): MailContent {
    return compose(`Size ${input.size} is back: ${input.productName}`, AUTO_REPLY_GREETING, {
      paragraphs: [
        `Good news: ${input.productName} is back in stock in size ${input.size}.`,
        'Sizes sell out quickly; this is the only email we send for this alert.',
      ],
      action: { label: `Shop size ${input.size}`, url: input.productUrl },
      after: [`To stop every back-in-stock email to this address: ${input.stopUrl}`],
    });
  },
};

import type { Mailer } from '../mail/mailer';
import type { MailContent } from '../mail/layout';

export interface CapturedMail extends MailContent {
  to: string;
}

/** A mailer for API tests that keeps what would have been sent. */
export function createCaptureMailer(): Mailer & {
  sent: CapturedMail[];
  to(address: string): CapturedMail[];
  last(address: string): CapturedMail | undefined;
  clear(): void;
} {
  const sent: CapturedMail[] = [];
  return {
    sent,
    send(to, content) {
      sent.push({ to, ...content });
    },
    async flush() {},
    async close() {},
    to(address) {
      return sent.filter((mail) => mail.to === address);
    },
    last(address) {
      return this.to(address).at(-1);
    },
    clear() {
      sent.length = 0;
    },
  };
}

/** The first link in a mail's text that starts with the given prefix. */
export function linkIn(mail: MailContent | undefined, prefix: string): string | undefined {
  return mail?.text.match(/https?:\/\/\S+/g)?.find((link) => link.startsWith(prefix));
}

import { expect } from '@playwright/test';

import { E2E } from './ports';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * Waits until the SMTP sink has a mail for that address (and subject), and returns the newest.
 * `mailApi` reads another store's sink (the guest checkout store's, guest-store.ts).
 */
export async function waitForMail(
  to: string,
  subject?: string | RegExp,
  mailApi: string = E2E.mailApi,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailApi}/messages?to=${encodeURIComponent(to)}`);
        const list = (await res.json()) as ReceivedMail[];
        found = list
          .filter((m) =>
            subject === undefined
              ? true
              : typeof subject === 'string'
                ? m.subject === subject
                : subject.test(m.subject),
          )
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: ReceivedMail, startsWith: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(startsWith));
  if (!link) throw new Error(`No link starting with ${startsWith} in "${mail.subject}"`);
  return link;
}

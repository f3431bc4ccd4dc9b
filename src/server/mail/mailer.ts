import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

import type { MailContent } from './layout';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /**
   * Log the links of the mails written to the outbox. Only for a store on this machine, where
   * they are the quickest way to a reset link: elsewhere they are live tokens (reset, invitation)
   * that must stay out of logs.
   */
  logLinks: boolean;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface Mailer {
  /** Queues a mail; never throws. Failures are logged. */
  send(to: string, content: MailContent): void;
  /** Resolves when every queued mail has been handed over (or has failed). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

function fileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const who = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${stamp}-${Math.random().toString(36).slice(2, 8)}-${who}.eml`;
}

/**
 * nodemailer over SMTP_URL. Without it, each mail is written as an .eml file to the outbox
 * folder, readable by the store's own user only (the mails hold live links), and on a local
 * store its links are logged, so passwords can still be reset.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(to: string, content: MailContent): Promise<void> {
    const info = await transporter.sendMail({ from: options.from, to, ...content });
    if (options.smtpUrl) {
      options.logger.info({ to, subject: content.subject }, 'mail sent');
      return;
    }
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    // An outbox made before (or by another umask) may be open to other users of the machine.
    await chmod(options.outboxDir, 0o700);
    const file = path.join(options.outboxDir, fileName(to));
    const raw: unknown = info.message;
    await writeFile(file, Buffer.isBuffer(raw) ? raw : String(raw), { mode: 0o600, flag: 'wx' });
    const written = { to, subject: content.subject, file };
    if (!options.logLinks) {
      options.logger.info(written, 'mail written to outbox');
      return;
    }
    const links = [...new Set(content.text.match(LINK) ?? [])];
    options.logger.info({ ...written, links }, 'mail written to outbox');
  }

  return {
    send(to, content) {
      const job = deliver(to, content)
        .catch((error: unknown) => {
          options.logger.error(
            { err: error, to, subject: content.subject },
            'mail could not be sent',
          );
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      transporter.close();
    },
  };
}

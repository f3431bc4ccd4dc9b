import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

import type { MailContent } from './templates';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
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
 * folder and its links are logged, so a local store can still reset passwords.
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
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, fileName(to));
    const raw: unknown = info.message;
    await writeFile(file, Buffer.isBuffer(raw) ? raw : String(raw));
    const links = [...new Set(content.text.match(LINK) ?? [])];
    options.logger.info({ to, subject: content.subject, file, links }, 'mail written to outbox');
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

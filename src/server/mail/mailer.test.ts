import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createMailer } from './mailer';
import { authMail } from '../features/auth/auth.mail';
import { contactMail } from '../features/contact/contact.mail';

const FROM = 'Eko Thread <hello@store.test>';
const RESET_URL = 'http://store.test/reset-password/abc123';

function fakeLogger() {
  return { info: vi.fn(), error: vi.fn() };
}

const resetMail = () => authMail.passwordReset({ resetUrl: RESET_URL });

let tempDir: string;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'store-mailer-'));
});
afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe('createMailer with an SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('delivers a template mail with a text and an HTML part', async () => {
    const logger = fakeLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: path.join(tempDir, 'unused-outbox'),
      logLinks: true,
      logger,
    });

    mailer.send('ada@example.test', resetMail());
    await mailer.close();

    expect(received).toHaveLength(1);
    const { envelopeTo, mail } = received[0]!;
    expect(envelopeTo).toEqual(['ada@example.test']);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from?.value).toEqual([{ name: 'Eko Thread', address: 'hello@store.test' }]);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain(RESET_URL);
    expect(mail.html).toEqual(expect.stringContaining(`href="${RESET_URL}"`));
    expect(mail.html).toEqual(expect.stringContaining('<!doctype html>'));
    expect(logger.info).toHaveBeenCalledWith(
      { to: 'ada@example.test', subject: 'Reset your password' },
      'mail sent',
    );
    expect(logger.error).not.toHaveBeenCalled();
    await expect(readdir(path.join(tempDir, 'unused-outbox'))).rejects.toThrow();
  });

  it('sends several mails and flush waits for all of them', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: tempDir,
      logLinks: true,
      logger: fakeLogger(),
    });
    for (const n of [1, 2, 3]) {
      mailer.send(`person${n}@example.test`, contactMail.contactReceived());
    }
    await mailer.flush();
    expect(received.flatMap((r) => r.envelopeTo).sort()).toEqual([
      'person1@example.test',
      'person2@example.test',
      'person3@example.test',
    ]);
    await mailer.close();
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes each mail as an .eml file in the outbox and, on a local store, logs its links', async () => {
    const outboxDir = path.join(tempDir, 'outbox');
    const logger = fakeLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir,
      logLinks: true,
      logger,
    });

    mailer.send('ada@example.test', resetMail());
    await mailer.flush();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.test\.eml$/);
    const mail = await simpleParser(await readFile(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe('Reset your password');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('ada@example.test');
    expect(mail.text).toContain(RESET_URL);
    expect(mail.html).toEqual(expect.stringContaining(RESET_URL));

    expect(logger.info).toHaveBeenCalledWith(
      {
        to: 'ada@example.test',
        subject: 'Reset your password',
        file: path.join(outboxDir, files[0]!),
        links: [RESET_URL],
      },
      'mail written to outbox',
    );
    expect(logger.error).not.toHaveBeenCalled();
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(outboxDir, files[0]!))).mode & 0o777).toBe(0o600);
    await mailer.close();
  });

  it('keeps the outbox to its owner, and logs no link of a store that is not local', async () => {
    const outboxDir = path.join(tempDir, 'private-outbox');
    // An outbox left open by an earlier version is closed too.
    await mkdir(outboxDir);
    await chmod(outboxDir, 0o755);
    const logger = fakeLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir,
      logLinks: false,
      logger,
    });

    mailer.send('ada@example.test', resetMail());
    await mailer.flush();

    const [name] = await readdir(outboxDir);
    const file = path.join(outboxDir, name!);
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The mail itself still has its link, for the store's owner to read.
    expect(await readFile(file, 'utf8')).toContain(RESET_URL);
    expect(logger.info).toHaveBeenCalledWith(
      { to: 'ada@example.test', subject: 'Reset your password', file },
      'mail written to outbox',
    );
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain('abc123');
    await mailer.close();
  });

  it('logs a failure to write instead of throwing', async () => {
    const blocker = path.join(tempDir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const logger = fakeLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      outboxDir: path.join(blocker, 'outbox'),
      logLinks: true,
      logger,
    });

    expect(() => mailer.send('ada@example.test', resetMail())).not.toThrow();
    await mailer.flush();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe('createMailer when the SMTP server cannot be reached', () => {
  it('logs the failure through logger.error and never throws', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const logger = fakeLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: tempDir,
      logLinks: true,
      logger,
    });

    expect(() => mailer.send('ada@example.test', resetMail())).not.toThrow();
    await expect(mailer.flush()).resolves.toBeUndefined();
    await expect(mailer.close()).resolves.toBeUndefined();

    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      { err: expect.any(Error), to: 'ada@example.test', subject: 'Reset your password' },
      'mail could not be sent',
    );
    expect(logger.info).not.toHaveBeenCalled();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { createCaptureMailer } from '../test/capture-mailer';
import { uniqueEmail } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { AUTO_REPLIES_PER_HOUR } from './auto-reply';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function register(email: string, firstName = 'Ada', lastName = 'Obi') {
  return t.post('/api/auth/register', {
    email,
    firstName,
    lastName,
    password: 'a-good-password-1',
    isSubscribed: false,
  });
}

function contact(app: { inject: TestApp['app']['inject'] }, email: string, n: number) {
  return app.inject({
    method: 'POST',
    url: '/api/contact/add',
    payload: { name: 'Someone', email, message: `A question about sizes, number ${n}.` },
  });
}

describe('automatic replies to an address nobody proved (issue 9, finding 7)', () => {
  it('the welcome mail greets without the names the sender typed', async () => {
    const email = uniqueEmail('welcome');
    const res = await register(email, 'Win a prize at http://spam.test', 'Reply now');
    expect(res.status).toBe(200);
    const [mail] = t.mail.to(email);
    expect(mail?.subject).toBe('Welcome to Eko Thread');
    expect(mail?.text).toMatch(/^Hello,\n/);
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain('spam.test');
      expect(part).not.toContain('Reply now');
    }
  });

  it('one address gets a few an hour in all, sign-up and contact together', async () => {
    const email = uniqueEmail('target');
    expect((await register(email)).status).toBe(200);
    for (let n = 0; n < AUTO_REPLIES_PER_HOUR + 2; n += 1) {
      expect((await contact(t.app, email, n)).statusCode).toBe(200);
    }
    const subjects = t.mail.to(email).map((mail) => mail.subject);
    expect(subjects).toEqual([
      'Welcome to Eko Thread',
      ...Array.from({ length: AUTO_REPLIES_PER_HOUR - 1 }, () => 'We received your message'),
    ]);
    // Another address is counted apart.
    const other = uniqueEmail('other');
    expect((await contact(t.app, other, 0)).statusCode).toBe(200);
    expect(t.mail.to(other)).toHaveLength(1);
  });

  it('servers sharing the database share the count', async () => {
    const secondMailer = createCaptureMailer();
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: secondMailer,
      logger: false,
    });
    try {
      const email = uniqueEmail('shared');
      for (let n = 0; n < AUTO_REPLIES_PER_HOUR + 1; n += 1) {
        const app = n % 2 === 0 ? t.app : second;
        expect((await contact(app, email, n)).statusCode).toBe(200);
      }
      expect(t.mail.to(email).length + secondMailer.to(email).length).toBe(AUTO_REPLIES_PER_HOUR);
    } finally {
      await second.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectValidation } from '../../test/assertions';
import { uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contacts } from './contact.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Emeka Nwosu',
    email: uniqueEmail('contact'),
    message: 'I would like a fitting for an agbada next week.',
    ...overrides,
  };
}

async function rowsFor(email: string) {
  return t.db.select().from(contacts).where(eq(contacts.email, email));
}

describe('POST /api/contact/add', () => {
  it('stores the message, answers with the email and mails an acknowledgement', async () => {
    const body = message();
    const res = await t.post('/api/contact/add', body);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: `We received your message, we will reach you on your email address ${body.email}!`,
    });
    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: body.name, message: body.message });

    const mails = t.mail.to(body.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['We received your message']);
    // A fixed greeting and none of the sender's words: nobody proved the address (finding 7).
    expect(mails[0]!.text).toMatch(/^Hello,\n/);
    expect(mails[0]!.text).not.toContain('Emeka');
    expect(mails[0]!.text).not.toContain(body.message);
  });

  it('sends no text the sender chose to the address they typed', async () => {
    const body = message({
      name: 'Cheap watches at http://spam.test',
      message: 'Buy now at http://spam.test/deal, limited offer for you!',
    });
    expect((await t.post('/api/contact/add', body)).status).toBe(200);
    const mail = t.mail.last(body.email)!;
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('spam.test');
      expect(part).not.toContain('watches');
      expect(part).not.toContain('limited offer');
    }
    // The shop still has the whole message.
    expect(await rowsFor(body.email)).toMatchObject([{ name: body.name, message: body.message }]);
  });

  it('acknowledges at most three messages an hour to one address, and answers every sender alike', async () => {
    const email = uniqueEmail('flooded');
    for (let n = 0; n < 5; n += 1) {
      const res = await t.request('POST', '/api/contact/add', {
        body: message({ email, message: `Message number ${n} about a fitting.` }),
        remoteAddress: `203.0.113.${n + 1}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(email);
    }
    expect(await rowsFor(email)).toHaveLength(5);
    expect(t.mail.to(email)).toHaveLength(3);
  });

  it('strips HTML tags before storing, and the mail carries no markup from the sender', async () => {
    const body = message({
      name: '<b>Ada</b> <i>Lovelace</i>',
      message:
        '<script>alert("x")</script>Please call me <a href="http://evil.test">here</a> today.',
    });
    const res = await t.post('/api/contact/add', body);

    expect(res.status).toBe(200);
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      message: 'alert("x")Please call me here today.',
    });
    const mail = t.mail.last(body.email)!;
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('evil.test');
  });

  it('accepts a second message from the same email', async () => {
    const body = message();
    expect((await t.post('/api/contact/add', body)).status).toBe(200);
    const second = await t.post('/api/contact/add', {
      ...body,
      message: 'A second question about sizes.',
    });

    expect(second.status).toBe(200);
    expect(await rowsFor(body.email)).toHaveLength(2);
    expect(t.mail.to(body.email)).toHaveLength(2);
  });

  it('stores the email lower-cased', async () => {
    const email = uniqueEmail('upper');
    const res = await t.post('/api/contact/add', message({ email: email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '  ' }, 'Name is required.'],
    ['name', { name: '<b></b>' }, 'Name is required.'],
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['email', { email: 'me-at-example' }, 'Email format is invalid.'],
    ['message', { message: undefined }, 'Message is required.'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters.'],
    ['message', { message: '<p>Hi there</p>!' }, 'Message must be at least 10 characters.'],
    ['message', { message: 'x'.repeat(5001) }, 'Message may not be greater than 5000 characters.'],
  ])('refuses a bad %s: %j gives "%s" and stores nothing', async (path, override, text) => {
    const body = message(override);
    const res = await t.post('/api/contact/add', body);
    expectValidation(res, path, text);
    if (typeof body.email === 'string' && body.email) {
      expect(await rowsFor(body.email)).toHaveLength(0);
      expect(t.mail.to(body.email)).toHaveLength(0);
    }
  });
});

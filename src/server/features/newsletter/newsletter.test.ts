import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkIn } from '../../test/capture-mailer';
import { expectValidation } from '../../test/assertions';
import { uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newsletterSubscribers } from './newsletter.table';

const SUBSCRIBED = { success: true, message: 'You have successfully subscribed to the newsletter' };
const UNSUBSCRIBED = {
  success: true,
  message: 'You have been unsubscribed from our newsletter. We are sorry to see you go.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rowsFor(email: string) {
  return t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}

const subscribe = (email: unknown) => t.post('/api/newsletter/subscribe', { email });
const unsubscribe = (email: unknown) => t.post('/api/unsubscribe/unsubscribe', { email });

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes the email and mails a confirmation with an unsubscribe link', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(email);

    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUBSCRIBED);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeNull();
    const mails = t.mail.to(email);
    expect(mails.map((mail) => mail.subject)).toEqual(["You're on the Eko Thread list"]);
    expect(linkIn(mails[0], 'http://store.test/unsubscribe')).toBe('http://store.test/unsubscribe');
  });

  it('is idempotent: subscribing twice keeps one row and sends one mail', async () => {
    const email = uniqueEmail('twice');
    const first = await subscribe(email);
    const second = await subscribe(email.toUpperCase());

    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await rowsFor(email)).toHaveLength(1);
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('stores the email trimmed and lower-cased', async () => {
    const email = uniqueEmail('case');
    expect((await subscribe(`  ${email.toUpperCase()}  `)).status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    [undefined, 'Email is required.'],
    ['', 'Email is required.'],
    ['not-an-email', 'Email format is invalid.'],
    [42, 'Email is required.'],
  ])('refuses %j with "%s"', async (email, message) => {
    expectValidation(await subscribe(email), 'email', message);
  });
});

describe('POST /api/unsubscribe/unsubscribe', () => {
  it('unsubscribes a subscribed email', async () => {
    const email = uniqueEmail('leaving');
    await subscribe(email);
    const res = await unsubscribe(email);

    expect(res.status).toBe(200);
    expect(res.body).toEqual(UNSUBSCRIBED);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('answers the same for an email that was never subscribed, and stores nothing', async () => {
    const email = uniqueEmail('stranger');
    const res = await unsubscribe(email);

    expect(res.status).toBe(200);
    expect(res.body).toEqual(UNSUBSCRIBED);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(t.mail.to(email)).toHaveLength(0);
  });

  it('answers the same when unsubscribing twice', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    await unsubscribe(email);
    const res = await unsubscribe(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UNSUBSCRIBED);
  });

  it('lets the person subscribe again, with a new confirmation mail', async () => {
    const email = uniqueEmail('back');
    await subscribe(email);
    await unsubscribe(email);
    const res = await subscribe(email);

    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUBSCRIBED);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribedAt).toBeNull();
    expect(t.mail.to(email)).toHaveLength(2);
  });

  it.each([
    [undefined, 'Email is required.'],
    ['   ', 'Email is required.'],
    ['someone@@example.test', 'Email format is invalid.'],
  ])('refuses %j with "%s"', async (email, message) => {
    expectValidation(await unsubscribe(email), 'email', message);
  });
});

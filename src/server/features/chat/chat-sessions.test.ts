import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import { CHAT_LIMITS, type ChatMessageDto, type ChatUserDto } from '#shared/chat/chat.schemas';

import type { Database } from '../../db/client';
import { linkIn } from '../../test/capture-mailer';
import {
  chatClient,
  startChatServer,
  type ChatClient,
  type ChatServerUnderTest,
} from '../../test/chat-helpers';
import type { TestUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { brands } from '../brand/brand.table';
import { chatMessages } from './chat.table';

// A socket follows its account (decision 0027): when the account's sessions end, its chat
// sockets are told why and closed within a second, and the old token opens none again.

let database: Database;
let server: ChatServerUnderTest;
let admin: TestUser;
/** Every line the app logged, as JSON. */
const log: string[] = [];
const clients: ChatClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startChatServer(database, {}, { log });
  admin = await server.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function connect(user: TestUser | string): Promise<ChatClient> {
  const client = chatClient(server.url, typeof user === 'string' ? user : user.token);
  clients.push(client);
  await client.connected();
  return client;
}

/**
 * Resolves with the chatError told before the close and how long after `since` (the moment the
 * request that ended the session was answered) it closed: negative when it closed first.
 */
function closing(client: ChatClient) {
  const disconnected = new Promise<{ reason: string; at: number }>((resolve) =>
    client.socket.once('disconnect', (reason) => resolve({ reason, at: performance.now() })),
  );
  return async (since: number) => {
    const told = await client.next<{ message: string; code?: string }>('chatError');
    const { reason, at } = await disconnected;
    return { told, reason, ms: at - since };
  };
}

async function http(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) {
  const res = await server.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(body && { payload: body }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const SIGNED_OUT = { message: CHAT_MESSAGES.sessionExpired, code: 'UNAUTHENTICATED' };

/**
 * Opens two tabs of `user` and one of the admin, runs `end` (which ends the user's sessions),
 * and checks: both tabs told and closed by the server within a second, the admin's tab up,
 * the old token refused at the handshake.
 */
async function expectSocketsEnded(user: TestUser, end: () => Promise<void>) {
  const first = await connect(user);
  const second = await connect(user);
  const bystander = await connect(admin);
  const firstClosed = closing(first);
  const secondClosed = closing(second);
  await end();
  const answered = performance.now();
  for (const closed of [firstClosed, secondClosed]) {
    const { told, reason, ms } = await closed(answered);
    expect(told).toEqual(SIGNED_OUT);
    expect(reason).toBe('io server disconnect');
    expect(ms).toBeLessThan(1000);
  }
  expect(bystander.socket.connected).toBe(true);
  expect((await bystander.ask<ChatUserDto[]>('getUsers')).length).toBeGreaterThan(0);
  expect(await chatClient(server.url, user.token).refusal()).toEqual(SIGNED_OUT);
}

describe('the sockets of an account whose sessions end', () => {
  it('close when the password is changed (this tab keeps the new token)', async () => {
    const member = await server.factories.member();
    let fresh = '';
    await expectSocketsEnded(member, async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        headers: { authorization: member.token },
        payload: { password: member.password, confirmPassword: 'a-new-secret-1' },
      });
      expect(res.statusCode, res.body).toBe(200);
      fresh = res.json<{ token: string }>().token;
    });
    // The new token opens the chat again.
    await connect(fresh);
  });

  it('close when the password is reset by the mailed link', async () => {
    const member = await server.factories.member();
    await expectSocketsEnded(member, async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: member.email },
      });
      expect(res.statusCode).toBe(200);
      const link = linkIn(server.mail.to(member.email).at(-1), 'http://store.test/reset-password/');
      const token = link!.split('/').at(-1)!;
      const reset = await server.app.inject({
        method: 'POST',
        url: `/api/auth/reset/${token}`,
        payload: { password: 'a-new-secret-1', confirmPassword: 'a-new-secret-1' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
    });
  });

  it('close on "sign out everywhere"', async () => {
    const member = await server.factories.member();
    await expectSocketsEnded(member, () => http('POST', '/api/auth/logout-all', member.token));
  });

  it('close when an admin disables the merchant', async () => {
    const merchant = await server.factories.merchant();
    await expectSocketsEnded(merchant, () =>
      http('PUT', `/api/merchant/${merchant.user.merchantId}/active`, admin.token, {
        merchant: { isActive: false },
      }),
    );
  });

  it('close when the owner of a merchant invitation takes over the unconfirmed account', async () => {
    const email = `squatted-${Date.now()}@example.com`;
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'squatter-secret-1', firstName: 'Mallory', lastName: 'S' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const squatter = { token: registered.json<{ token: string }>().token } as TestUser;
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/merchant/add',
      payload: {
        name: 'Tunde Bakare',
        email,
        phoneNumber: '(415) 555-0100',
        brandName: `Bakare Tailors ${Date.now()}`,
        business: 'Hand-made agbada, made to measure in Lagos.',
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const merchantId = applied.json<{ merchant: { _id: string } }>().merchant._id;
    await http('PUT', `/api/merchant/approve/${merchantId}`, admin.token);
    const link = linkIn(server.mail.to(email).at(-1), 'http://store.test/merchant-signup/');
    const token = new URL(link!).pathname.split('/').at(-1)!;
    await expectSocketsEnded(squatter, async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/merchant/signup/${token}`,
        payload: { email, password: 'owner-secret-12', firstName: 'Tunde', lastName: 'Bakare' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('close when an admin deletes the merchant', async () => {
    const merchant = await server.factories.merchant();
    await expectSocketsEnded(merchant, () =>
      http('DELETE', `/api/merchant/delete/${merchant.user.merchantId}`, admin.token),
    );
  });
});

describe('a merchant whose brand an admin deletes', () => {
  it('has its sockets told it is disabled and closed; the handshake refuses it meanwhile', async () => {
    const merchant = await server.factories.merchant();
    const tab = await connect(merchant);
    const tabClosed = closing(tab);
    const [brand] = await database.db
      .insert(brands)
      .values({
        name: `Brand of ${merchant.email}`,
        slug: `brand-${merchant.user.id}`,
        merchantId: merchant.user.merchantId,
      })
      .returning();
    await http('DELETE', `/api/brand/delete/${brand!.id}`, admin.token);
    const answered = performance.now();
    const disabled = { message: CHAT_MESSAGES.merchantDisabled, code: 'FORBIDDEN' };
    const { told, ms } = await tabClosed(answered);
    expect(told).toEqual(disabled);
    expect(ms).toBeLessThan(1000);
    expect(await chatClient(server.url, merchant.token).refusal()).toEqual(disabled);
  });
});

describe('sockets per account', () => {
  it(`keeps at most ${CHAT_LIMITS.socketsPerAccount}: one more closes the oldest`, async () => {
    const member = await server.factories.member();
    const tabs: ChatClient[] = [];
    for (let n = 0; n < CHAT_LIMITS.socketsPerAccount; n += 1) tabs.push(await connect(member));
    const oldestClosed = closing(tabs[0]!);
    const started = performance.now();
    const newest = await connect(member);
    const { told, reason } = await oldestClosed(started);
    expect(told).toEqual({
      message: CHAT_MESSAGES.tooManyTabs(CHAT_LIMITS.socketsPerAccount),
      code: 'REPLACED',
    });
    expect(reason).toBe('io server disconnect');
    // The newest works; every other tab is still up.
    expect((await newest.send({ text: 'Still here', to: admin.user.id })).ok).toBe(true);
    for (const tab of tabs.slice(1)) expect(tab.socket.connected).toBe(true);
    for (const tab of tabs.slice(1)) {
      expect((await tab.next<ChatMessageDto>('message')).value).toBe('Still here');
    }
  });
});

describe('control characters', () => {
  it('refuses a NUL or another control character in the text or the client id, socket up', async () => {
    const member = await server.factories.member();
    const m = await connect(member);
    const refused: [unknown, string][] = [
      [{ text: 'hello\u0000world', to: admin.user.id }, CHAT_MESSAGES.controlCharacters],
      [{ text: '\u0000', to: admin.user.id }, CHAT_MESSAGES.controlCharacters],
      [{ text: 'ring \u0007 bell', to: admin.user.id }, CHAT_MESSAGES.controlCharacters],
      [{ text: 'escape \u001b[31m red', to: admin.user.id }, CHAT_MESSAGES.controlCharacters],
      [{ text: 'delete \u007f', to: admin.user.id }, CHAT_MESSAGES.controlCharacters],
      [
        { text: 'hi', to: admin.user.id, clientId: 'tab\u00001' },
        CHAT_MESSAGES.clientIdControlCharacters,
      ],
      [
        { text: 'hi', to: admin.user.id, clientId: 'tab\t1' },
        CHAT_MESSAGES.clientIdControlCharacters,
      ],
    ];
    for (const [payload, error] of refused) {
      expect(await m.send(payload), JSON.stringify(payload)).toEqual({ ok: false, error });
      expect(await m.next('chatError')).toEqual({ message: error });
    }
    expect(m.socket.connected).toBe(true);
    expect(await storedOf(member)).toEqual([]);

    // Tabs and line breaks are what people type: kept.
    const typed = await m.send({ text: 'Line one\r\nLine two\twith a tab', to: admin.user.id });
    expect(typed.ok).toBe(true);
    expect(await storedOf(member)).toEqual(['Line one\r\nLine two\twith a tab']);
    expect(log.join('\n')).not.toContain('hello');
  });
});

async function storedOf(user: TestUser): Promise<string[]> {
  const rows = await database.db
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, user.user.id));
  return rows.map((row) => row.body);
}

describe('the error log', () => {
  it('never holds a message text, even when the database quotes it in its error', async () => {
    const member = await server.factories.member();
    const m = await connect(member);
    // A failure only this text meets: the database refuses the row, with the text among the
    // parameters of the failed query.
    await database.db.execute(
      sql`alter table chat_messages add constraint test_refuses_kaboom check (body not like '%kaboom%')`,
    );
    try {
      const before = log.length;
      expect(await m.send({ text: 'my secret kaboom order', to: admin.user.id })).toEqual({
        ok: false,
        error: CHAT_MESSAGES.failed,
      });
      expect(m.socket.connected).toBe(true);
      const logged = log.slice(before);
      const failure = logged
        .map((line) => JSON.parse(line) as { msg?: string; failure?: { code?: string } })
        .find((entry) => entry.msg === 'chat event failed');
      // Logged without the words, with what helps (the database's error code).
      expect(logged.join('\n')).not.toContain('kaboom');
      expect(logged.join('\n')).not.toContain('secret');
      expect(failure?.failure?.code).toBe('23514');
    } finally {
      await database.db.execute(sql`alter table chat_messages drop constraint test_refuses_kaboom`);
    }
    expect((await m.send({ text: 'and now?', to: admin.user.id })).ok).toBe(true);
  });
});

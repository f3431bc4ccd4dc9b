import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import { CHAT_LIMITS, type ChatMessageDto, type ChatUserDto } from '#shared/chat/chat.schemas';

import type { Database } from '../../db/client';
import {
  chatClient,
  startChatServer,
  type ChatClient,
  type ChatServerUnderTest,
} from '../../test/chat-helpers';
import type { TestUser } from '../../test/factories';
import { testConfig } from '../../test/test-config';
import { createTestDatabase } from '../../test/test-db';
import { users } from '../user/user.table';
import { insertMessage } from './chat.repository';
import { chatMessages } from './chat.table';

let database: Database;
let server: ChatServerUnderTest;
let admin: TestUser;
let member: TestUser;
const clients: ChatClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startChatServer(database);
  admin = await server.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
  member = await server.factories.member({ firstName: 'Mo', lastName: 'Member' });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

function client(token: string | undefined, on: ChatServerUnderTest = server): ChatClient {
  const created = chatClient(on.url, token);
  clients.push(created);
  return created;
}

async function connect(user: TestUser, on: ChatServerUnderTest = server): Promise<ChatClient> {
  const created = client(user.token, on);
  await created.connected();
  return created;
}

/** A round trip on `c`: every event the server sent it before has arrived once this resolves. */
async function fence(c: ChatClient): Promise<void> {
  await c.ask('getMessages', { with: randomUUID() });
}

async function storedCount(where = sql`true`): Promise<number> {
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(where);
  return Number(rows[0]?.n ?? 0);
}

describe('the handshake', () => {
  it('refuses a missing token promptly with a connect_error', async () => {
    expect(await client(undefined).refused()).toBe(CHAT_MESSAGES.signInRequired);
    expect(await client('').refused()).toBe(CHAT_MESSAGES.signInRequired);
  });

  it('refuses a forged token', async () => {
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect(await client(`Bearer ${forged}`).refused()).toBe(CHAT_MESSAGES.sessionExpired);
    expect(await client('Bearer not-a-jwt').refused()).toBe(CHAT_MESSAGES.sessionExpired);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ver: member.user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.user.id)
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    expect(await client(`Bearer ${expired}`).refusal()).toEqual({
      message: CHAT_MESSAGES.sessionExpired,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a token from before a password change, and takes the new one', async () => {
    const changer = await server.factories.member();
    await database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, changer.user.id));
    expect(await client(changer.token).refused()).toBe(CHAT_MESSAGES.sessionExpired);
    const fresh = await server.services.tokens.sign({
      userId: changer.user.id,
      tokenVersion: changer.user.tokenVersion + 1,
    });
    await client(fresh).connected();
  });

  it('refuses a disabled merchant and lets an active one in', async () => {
    const disabled = await server.factories.merchant({ merchantActive: false });
    expect(await client(disabled.token).refusal()).toEqual({
      message: CHAT_MESSAGES.merchantDisabled,
      code: 'FORBIDDEN',
    });
    const active = await server.factories.merchant();
    await client(active.token).connected();
  });

  it('takes the bare JWT as well as "Bearer <jwt>"', async () => {
    await client(member.token.replace(/^Bearer /, '')).connected();
    await client(member.token).connected();
  });

  it('ends the chat of a socket whose token stopped working', async () => {
    const leaver = await server.factories.member();
    const c = await connect(leaver);
    // The connection's own checks are done: the token stops working only now.
    await fence(c);
    await database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, leaver.user.id));
    const disconnected = new Promise<void>((resolve) =>
      c.socket.once('disconnect', () => resolve()),
    );
    expect(await c.send({ text: 'still here?', to: admin.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.sessionExpired,
    });
    await disconnected;
    expect(await storedCount(eq(chatMessages.senderId, leaver.user.id))).toBe(0);
  });

  it('ends the chat of a merchant disabled while connected, on any event', async () => {
    const merchant = await server.factories.merchant();
    const c = await connect(merchant);
    expect((await c.ask<ChatUserDto[]>('getUsers')).length).toBeGreaterThan(0);
    await database.db.execute(
      sql`update merchants set is_active = false where id = ${merchant.user.merchantId}`,
    );
    const disconnected = new Promise<void>((resolve) =>
      c.socket.once('disconnect', () => resolve()),
    );
    c.emit('getMessages');
    // FORBIDDEN: the client shows the disabled-merchant screen and does not reconnect.
    expect(await c.next('chatError')).toEqual({
      message: CHAT_MESSAGES.merchantDisabled,
      code: 'FORBIDDEN',
    });
    await disconnected;
    expect(c.pending('getMessages')).toEqual([]);
  });
});

describe('presence and the contact lists', () => {
  it('gives a member the admins, online or not, and never another member', async () => {
    const other = await server.factories.member({ firstName: 'Other' });
    await connect(other);
    const m = await connect(member);
    const list = await m.ask<ChatUserDto[]>('getUsers');
    const ids = list.map((user) => user.id);
    expect(ids).toContain(admin.user.id);
    expect(ids).not.toContain(other.user.id);
    expect(ids).not.toContain(member.user.id);
    expect(list.find((user) => user.id === admin.user.id)).toEqual({
      id: admin.user.id,
      name: 'Ada Admin',
      online: false,
      unread: 0,
    });

    const a = await connect(admin);
    const online = await m.ask<ChatUserDto[]>('getUsers');
    expect(online.find((user) => user.id === admin.user.id)?.online).toBe(true);

    // The admin sees the member (who connected), online; not someone who never opened the chat.
    const stranger = await server.factories.member();
    const seen = await a.ask<ChatUserDto[]>('getUsers');
    expect(seen.find((user) => user.id === member.user.id)).toEqual({
      id: member.user.id,
      name: 'Mo Member',
      online: true,
      unread: expect.any(Number),
    });
    expect(seen.map((user) => user.id)).not.toContain(stranger.user.id);
    expect(seen.map((user) => user.id)).not.toContain(admin.user.id);
  });

  it('announces connectUser and disconnectUser to the admins only, without emails or roles', async () => {
    const a = await connect(admin);
    const bystander = await connect(await server.factories.member());
    const joiner = await server.factories.member({ firstName: 'Jo', lastName: 'Joiner' });
    const j = await connect(joiner);
    j.emit('connectUser');
    expect(await a.next('connectUser')).toEqual({
      id: joiner.user.id,
      name: 'Jo Joiner',
      online: true,
    });

    // A second tab going away leaves the member online; the last one makes them offline.
    const second = await connect(joiner);
    second.close();
    j.close();
    expect(await a.next('disconnectUser')).toEqual({
      id: joiner.user.id,
      name: 'Jo Joiner',
      online: false,
    });
    await fence(bystander);
    expect(bystander.pending('connectUser')).toEqual([]);
    expect(bystander.pending('disconnectUser')).toEqual([]);
  });

  it("announces an admin's arrival to members", async () => {
    const m = await connect(member);
    const other = await server.factories.admin({ firstName: 'Bo', lastName: 'Boss' });
    const b = await connect(other);
    b.emit('connectUser');
    expect(await m.next('connectUser')).toEqual({
      id: other.user.id,
      name: 'Bo Boss',
      online: true,
    });
  });
});

describe('messages', () => {
  it('delivers a member message to the admin and back to every tab of the sender', async () => {
    const a = await connect(admin);
    const m = await connect(member);
    const tab = await connect(member);
    const before = Date.now();
    const ack = await m.send({ text: 'Hello, where is my agbada?', to: admin.user.id });
    expect(ack.ok).toBe(true);
    const message = await a.next<ChatMessageDto>('message');
    expect(message).toEqual({
      id: expect.any(String),
      from: member.user.id,
      to: admin.user.id,
      time: expect.any(Number),
      value: 'Hello, where is my agbada?',
      user: { name: 'Mo Member' },
    });
    expect(message.time).toBeGreaterThanOrEqual(before - 1000);
    expect(ack.message).toEqual(message);
    expect(await m.next('message')).toEqual(message);
    expect(await tab.next('message')).toEqual(message);
  });

  it('delivers an admin reply to the member', async () => {
    const a = await connect(admin);
    const m = await connect(member);
    a.emit('message', { text: 'It ships today.', to: member.user.id });
    const message = await m.next<ChatMessageDto>('message');
    expect(message).toMatchObject({
      from: admin.user.id,
      to: member.user.id,
      value: 'It ships today.',
      user: { name: 'Ada Admin' },
    });
    expect(await a.next('message')).toEqual(message);
  });

  it('refuses a member writing to another member and keeps the connection', async () => {
    const other = await server.factories.member();
    const o = await connect(other);
    const m = await connect(member);
    m.emit('message', { text: 'hi neighbour', to: other.user.id });
    expect(await m.next('chatError')).toEqual({ message: CHAT_MESSAGES.recipientForbidden });
    expect(m.socket.connected).toBe(true);
    await fence(o);
    expect(o.pending('message')).toEqual([]);
    expect(await storedCount(eq(chatMessages.recipientId, other.user.id))).toBe(0);
    // A merchant is no admin either.
    const merchant = await server.factories.merchant();
    expect(await m.send({ text: 'hi merchant', to: merchant.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.recipientForbidden,
    });
  });

  it('refuses an unknown or malformed recipient and a payload of the wrong shape, connection up', async () => {
    const m = await connect(member);
    const cases: [unknown, string][] = [
      [{ text: 'hi', to: randomUUID() }, CHAT_MESSAGES.recipientUnknown],
      [{ text: 'hi', to: 'not-an-id' }, CHAT_MESSAGES.recipientUnknown],
      [{ text: 'hi', to: 42 }, CHAT_MESSAGES.recipientUnknown],
      [{ text: 'hi', to: 'x'.repeat(5000) }, CHAT_MESSAGES.recipientUnknown],
      [{ text: 'hi' }, CHAT_MESSAGES.recipientUnknown],
      [{ text: 'hi', to: member.user.id }, CHAT_MESSAGES.recipientSelf],
      ['hello', CHAT_MESSAGES.badRequest],
      [null, CHAT_MESSAGES.badRequest],
      [[1, 2], CHAT_MESSAGES.badRequest],
      [{ text: 12, to: admin.user.id }, CHAT_MESSAGES.typeMessage],
      [{ text: 'hi', to: admin.user.id, clientId: { $ne: 1 } }, CHAT_MESSAGES.badRequest],
    ];
    for (const [payload, error] of cases) {
      m.emit('message', payload);
      expect(await m.next('chatError'), JSON.stringify(payload).slice(0, 80)).toEqual({
        message: error,
      });
    }
    m.emit('getMessages', 'nonsense');
    expect(await m.next('chatError')).toEqual({ message: CHAT_MESSAGES.badRequest });
    m.emit('readMessages', { with: 'nobody' });
    expect(await m.next('chatError')).toEqual({ message: CHAT_MESSAGES.recipientUnknown });
    expect(m.socket.connected).toBe(true);
    expect((await m.ask<ChatUserDto[]>('getUsers')).length).toBeGreaterThan(0);
  });

  it('refuses an admin writing to someone who never opened the chat or wrote', async () => {
    const a = await connect(admin);
    const stranger = await server.factories.member();
    expect(await a.send({ text: 'hello?', to: stranger.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.recipientUnknown,
    });
  });

  it('refuses empty and whitespace-only text with the spec alert', async () => {
    const m = await connect(member);
    for (const text of ['', '   ', '\n\t ', '<b></b>', ' <p> </p> ']) {
      expect(await m.send({ text, to: admin.user.id })).toEqual({
        ok: false,
        error: 'Please type message.',
      });
    }
  });

  it('strips HTML from the text before it is stored and sent', async () => {
    const a = await connect(admin);
    const m = await connect(member);
    await m.send({
      text: '  <b>Size</b> <script>alert(1)</script>XL please <img src=x onerror=y> ',
      to: admin.user.id,
    });
    const message = await a.next<ChatMessageDto>('message');
    expect(message.value).toBe('Size alert(1)XL please');
    const stored = await database.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.id, message.id));
    expect(stored[0]?.body).toBe('Size alert(1)XL please');
  });

  it('caps the text at 2,000 characters, before anything else', async () => {
    const m = await connect(member);
    expect(await m.send({ text: 'a'.repeat(CHAT_LIMITS.textMax + 1), to: admin.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.tooLong(2000),
    });
    // Tags count towards the cap as sent: stripping comes after it.
    expect(await m.send({ text: `${'<b>'.repeat(700)}short`, to: admin.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.tooLong(2000),
    });
    const ok = await m.send({ text: 'b'.repeat(CHAT_LIMITS.textMax), to: admin.user.id });
    expect(ok.ok).toBe(true);
    expect(ok.message.value).toHaveLength(2000);
  });

  it('rate limits a sender: 20 messages in 10 seconds, then a refusal', async () => {
    const chatty = await server.factories.member();
    const c = await connect(chatty);
    for (let n = 1; n <= CHAT_LIMITS.rateMax; n += 1) {
      expect((await c.send({ text: `message ${n}`, to: admin.user.id })).ok).toBe(true);
    }
    expect(await c.send({ text: 'one more', to: admin.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.tooFast,
    });
    expect(c.socket.connected).toBe(true);
    expect(await storedCount(eq(chatMessages.senderId, chatty.user.id))).toBe(CHAT_LIMITS.rateMax);
  });

  it('refuses events sent faster than they are answered, and stays up', async () => {
    const flooder = await connect(await server.factories.member());
    const counts = { answered: 0, refused: 0 };
    const allAnswered = new Promise<void>((resolve) => {
      const count = (kind: keyof typeof counts) => () => {
        counts[kind] += 1;
        if (counts.answered + counts.refused === 500) resolve();
      };
      flooder.socket.on('getUsers', count('answered'));
      flooder.socket.on('chatError', count('refused'));
    });
    for (let n = 0; n < 500; n += 1) flooder.emit('getUsers');
    expect(await flooder.next('chatError')).toEqual({ message: CHAT_MESSAGES.tooFast });
    await allAnswered;
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.answered).toBeGreaterThan(0);
    // Once the queue is worked off, the socket answers again.
    expect(flooder.socket.connected).toBe(true);
    expect(await flooder.ask('getMessages')).toEqual([]);
  });

  it('stores a retry with the same client id once', async () => {
    const retrier = await server.factories.member();
    const a = await connect(admin);
    const c = await connect(retrier);
    const first = await c.send({ text: 'Is this on?', to: admin.user.id, clientId: 'tab1-0001' });
    const again = await c.send({ text: 'Is this on?', to: admin.user.id, clientId: 'tab1-0001' });
    expect(again).toEqual(first);
    expect(first.message.clientId).toBe('tab1-0001');
    expect(await storedCount(eq(chatMessages.senderId, retrier.user.id))).toBe(1);
    expect(await a.next('message')).toEqual(first.message);
    await fence(a);
    expect(a.pending('message')).toEqual([]);
    // Another sender may use the same client id.
    const other = await connect(await server.factories.member());
    expect((await other.send({ text: 'Mine', to: admin.user.id, clientId: 'tab1-0001' })).ok).toBe(
      true,
    );
  });
});

describe('history and unread counts', () => {
  it('gives each person their own conversations only, newest last', async () => {
    const alice = await server.factories.member({ firstName: 'Alice' });
    const bob = await server.factories.member({ firstName: 'Bob' });
    const al = await connect(alice);
    const bo = await connect(bob);
    await al.send({ text: 'alice 1', to: admin.user.id });
    await bo.send({ text: 'bob 1', to: admin.user.id });
    await al.send({ text: 'alice 2', to: admin.user.id });
    const a = await connect(admin);
    await a.send({ text: 'to alice', to: alice.user.id });

    const mine = await al.ask<ChatMessageDto[]>('getMessages');
    expect(mine.map((message) => message.value)).toEqual(['alice 1', 'alice 2', 'to alice']);
    const bobs = await bo.ask<ChatMessageDto[]>('getMessages');
    expect(bobs.map((message) => message.value)).toEqual(['bob 1']);
    // Asking for someone else's conversation gives only one's own part of it (none).
    expect(await bo.ask<ChatMessageDto[]>('getMessages', { with: alice.user.id })).toEqual([]);
    const adminView = await a.ask<ChatMessageDto[]>('getMessages', { with: alice.user.id });
    expect(adminView.map((message) => message.value)).toEqual(['alice 1', 'alice 2', 'to alice']);
  });

  it('pages long histories: the last 50, then older ones before a cursor', async () => {
    const talker = await server.factories.member();
    for (let n = 1; n <= 55; n += 1) {
      await insertMessage(database.db, {
        senderId: talker.user.id,
        recipientId: admin.user.id,
        body: `line ${n}`,
        clientId: null,
      });
    }
    const c = await connect(talker);
    const last = await c.ask<ChatMessageDto[]>('getMessages');
    expect(last).toHaveLength(CHAT_LIMITS.pageSize);
    expect(last[0]!.value).toBe('line 6');
    expect(last.at(-1)!.value).toBe('line 55');
    const older = await c.ask<ChatMessageDto[]>('getMessages', {
      with: admin.user.id,
      before: last[0]!.id,
    });
    expect(older.map((message) => message.value)).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
    ]);
    // A cursor from another conversation gives nothing.
    const outsider = await connect(await server.factories.member());
    expect(
      await outsider.ask('getMessages', { with: admin.user.id, before: last[10]!.id }),
    ).toEqual([]);
  });

  it('counts unread messages per conversation and clears them when read', async () => {
    const writer = await server.factories.member();
    const w = await connect(writer);
    await w.send({ text: 'one', to: admin.user.id });
    await w.send({ text: 'two', to: admin.user.id });
    const a = await connect(admin);
    const tab = await connect(admin);
    const unreadOf = async () =>
      (await a.ask<ChatUserDto[]>('getUsers')).find((user) => user.id === writer.user.id)?.unread;
    expect(await unreadOf()).toBe(2);
    a.emit('readMessages', { with: writer.user.id });
    expect(await a.next('readMessages')).toEqual({ with: writer.user.id });
    expect(await tab.next('readMessages')).toEqual({ with: writer.user.id });
    expect(await unreadOf()).toBe(0);
    // The admin's reply is unread for the member until they open it.
    await a.send({ text: 'answer', to: writer.user.id });
    const forWriter = await w.ask<ChatUserDto[]>('getUsers');
    expect(forWriter.find((user) => user.id === admin.user.id)?.unread).toBe(1);
  });

  it('keeps every message across a restart of the app on the same database', async () => {
    const keeper = await server.factories.member();
    const k = await connect(keeper);
    await k.send({ text: 'remember me', to: admin.user.id });
    // Closing the app ends the sockets still open (graceful shutdown), it does not wait on them.
    const ended = new Promise<string>((resolve) => k.socket.once('disconnect', resolve));
    await server.close();
    expect(await ended).toBe('io server disconnect');
    server = await startChatServer(database);
    const again = await connect(keeper);
    const history = await again.ask<ChatMessageDto[]>('getMessages');
    expect(history.map((message) => message.value)).toEqual(['remember me']);
    const a = await connect(admin);
    const contacts = await a.ask<ChatUserDto[]>('getUsers');
    expect(contacts.find((user) => user.id === keeper.user.id)).toMatchObject({
      online: true,
      unread: 1,
    });
  });
});

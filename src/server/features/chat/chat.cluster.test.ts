import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import { CHAT_LIMITS, type ChatMessageDto, type ChatUserDto } from '#shared/chat/chat.schemas';

import type { Database } from '../../db/client';
import {
  chatClient,
  roundRobinProxy,
  startChatServer,
  type ChatClient,
  type ChatServerUnderTest,
} from '../../test/chat-helpers';
import { createTestDatabase } from '../../test/test-db';

// Two copies of the store on one database and the local Redis (DESIGN §8): a member on A and
// an admin on B chat as if there were one server. The prefix keeps this run's channels apart.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: Database;
let serverA: ChatServerUnderTest;
let serverB: ChatServerUnderTest;
const clients: ChatClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const redis = { url: REDIS_URL, prefix: `eko-test-${randomUUID()}` };
  serverA = await startChatServer(database, { redis });
  serverB = await startChatServer(database, { redis });
});

afterAll(async () => {
  for (const client of clients) client.close();
  await serverA?.close();
  await serverB?.close();
  await database?.close();
});

async function connect(server: ChatServerUnderTest, token: string): Promise<ChatClient> {
  const client = chatClient(server.url, token);
  clients.push(client);
  await client.connected();
  return client;
}

describe('two servers, one chat', () => {
  it('a member on A and an admin on B exchange messages both ways, with presence right on both', async () => {
    const admin = await serverA.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
    const member = await serverA.factories.member({ firstName: 'Mo', lastName: 'Member' });

    const onB = await connect(serverB, admin.token);
    onB.emit('connectUser');
    const onA = await connect(serverA, member.token);
    onA.emit('connectUser');
    expect(await onB.next('connectUser')).toEqual({
      id: member.user.id,
      name: 'Mo Member',
      online: true,
    });

    // Presence as each server sees it: the other person is online, though connected elsewhere.
    const memberSees = await onA.ask<ChatUserDto[]>('getUsers');
    expect(memberSees.find((user) => user.id === admin.user.id)).toEqual({
      id: admin.user.id,
      name: 'Ada Admin',
      online: true,
      unread: 0,
    });
    const adminSees = await onB.ask<ChatUserDto[]>('getUsers');
    expect(adminSees.find((user) => user.id === member.user.id)?.online).toBe(true);

    // A -> B
    onA.emit('message', { text: 'Hello from A', to: admin.user.id });
    const first = await onB.next<ChatMessageDto>('message');
    expect(first).toMatchObject({ from: member.user.id, to: admin.user.id, value: 'Hello from A' });
    expect(await onA.next('message')).toEqual(first);

    // B -> A
    onB.emit('message', { text: 'Hello from B', to: member.user.id });
    const reply = await onA.next<ChatMessageDto>('message');
    expect(reply).toMatchObject({ from: admin.user.id, to: member.user.id, value: 'Hello from B' });
    expect(await onB.next('message')).toEqual(reply);

    // A second tab of the member, on B, gets what is sent to the member too.
    const tabOnB = await connect(serverB, member.token);
    onB.emit('message', { text: 'Both tabs', to: member.user.id });
    expect((await onA.next<ChatMessageDto>('message')).value).toBe('Both tabs');
    expect((await tabOnB.next<ChatMessageDto>('message')).value).toBe('Both tabs');

    // Leaving: offline only once the last tab, on either server, is gone.
    tabOnB.close();
    onA.close();
    expect(await onB.next('disconnectUser')).toEqual({
      id: member.user.id,
      name: 'Mo Member',
      online: false,
    });
    const after = await onB.ask<ChatUserDto[]>('getUsers');
    expect(after.find((user) => user.id === member.user.id)?.online).toBe(false);
    // Both servers may see the last tab go at once: any second announcement says the same.
    for (const user of onB.pending('disconnectUser')) {
      expect(user).toEqual({ id: member.user.id, name: 'Mo Member', online: false });
    }
  });
});

describe('an account whose sessions end, on two servers', () => {
  it('has its socket on the other server told and closed within a second, its old token refused there', async () => {
    const member = await serverA.factories.member();
    const onB = await connect(serverB, member.token);
    const onA = await connect(serverA, member.token);
    const closedAt = (client: ChatClient) =>
      new Promise<number>((resolve) =>
        client.socket.once('disconnect', () => resolve(performance.now())),
      );
    const [bClosed, aClosed] = [closedAt(onB), closedAt(onA)];
    const started = performance.now();
    const res = await serverA.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: member.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const told = { message: CHAT_MESSAGES.sessionExpired, code: 'UNAUTHENTICATED' };
    expect(await onB.next('chatError')).toEqual(told);
    expect(await onA.next('chatError')).toEqual(told);
    expect((await bClosed) - started).toBeLessThan(1000);
    expect((await aClosed) - started).toBeLessThan(1000);
    expect(await chatClient(serverB.url, member.token).refusal()).toEqual(told);
  });

  it('keeps at most 10 sockets of an account across both servers, closing the oldest', async () => {
    const member = await serverA.factories.member();
    const tabs: ChatClient[] = [];
    // The oldest on B, the rest spread over both; the eleventh opens on A.
    for (let n = 0; n < CHAT_LIMITS.socketsPerAccount; n += 1) {
      tabs.push(await connect(n % 2 === 0 ? serverB : serverA, member.token));
    }
    const oldestClosed = new Promise<void>((resolve) =>
      tabs[0]!.socket.once('disconnect', () => resolve()),
    );
    await connect(serverA, member.token);
    expect(await tabs[0]!.next('chatError')).toEqual({
      message: CHAT_MESSAGES.tooManyTabs(CHAT_LIMITS.socketsPerAccount),
      code: 'REPLACED',
    });
    await oldestClosed;
    for (const tab of tabs.slice(1)) expect(tab.socket.connected).toBe(true);
  });
});

describe('two servers behind one address', () => {
  it('a member and an admin reaching the same address on different servers chat both ways', async () => {
    const proxy = await roundRobinProxy([serverA.url, serverB.url]);
    try {
      const admin = await serverA.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
      const member = await serverA.factories.member({ firstName: 'Mo', lastName: 'Member' });
      const adminTab = chatClient(proxy.url, admin.token);
      const memberTab = chatClient(proxy.url, member.token);
      clients.push(adminTab, memberTab);
      await adminTab.connected();
      await memberTab.connected();
      // One connection each (WebSocket), and the balancer sent them to different servers.
      expect(proxy.served).toEqual([0, 1]);

      memberTab.emit('message', { text: 'Through one address', to: admin.user.id });
      expect((await adminTab.next<ChatMessageDto>('message')).value).toBe('Through one address');
      // The sender's own tab gets its message back too.
      expect((await memberTab.next<ChatMessageDto>('message')).value).toBe('Through one address');
      adminTab.emit('message', { text: 'And back', to: member.user.id });
      expect((await memberTab.next<ChatMessageDto>('message')).value).toBe('And back');
      const seen = await memberTab.ask<ChatUserDto[]>('getUsers');
      expect(seen.find((user) => user.id === admin.user.id)?.online).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

// A Redis unreachable at start, or lost and back: http/redis.outage.test.ts.

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ChatMessageDto } from '#shared/chat/chat.schemas';

import type { Database } from '../db/client';
import { chatMessages } from '../features/chat/chat.table';
import {
  chatClient,
  startChatServer,
  type ChatClient,
  type ChatServerUnderTest,
} from '../test/chat-helpers';
import { testRedisServer, type TestRedisServer } from '../test/redis-server';
import { freePort } from '../test/tcp-proxy';
import { createTestDatabase } from '../test/test-db';

// Two copies of the store on one database and a redis-server of this test's own, which the
// test starts late, kills (SIGKILL) and starts again on the same port (decision 0026). A Redis
// outage degrades a server, never ends it: HTTP and the chat on each server go on, messages
// between servers are in the history at once and arrive live when Redis is back, the catalog
// caches are cleared once on the reconnection, and nothing is lost or doubled.

interface LogLine {
  level: number;
  msg: string;
}

/** The server's log lines, parsed, as written. */
function captureLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: {
      level: 'info',
      stream: {
        write(line: string) {
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    },
    count(text: string) {
      return lines.filter((line) => line.msg.includes(text)).length;
    },
  };
}

const WAIT = { timeout: 15_000, interval: 100 };
/** The old code died 5-6 s into an outage; the servers are watched for longer than that. */
const OUTAGE_WATCH_MS = 7500;

let database: Database;
let redis: TestRedisServer;
let serverA: ChatServerUnderTest;
let serverB: ChatServerUnderTest;
const logA = captureLog();
const logB = captureLog();
const clients: ChatClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redis = testRedisServer(await freePort());
  const shared = {
    redis: { url: redis.url, prefix: `eko-test-${randomUUID()}` },
    catalogCacheSeconds: 60,
  };
  // Redis is not running yet: both servers must start all the same.
  serverA = await startChatServer(database, shared, { logger: logA.logger });
  serverB = await startChatServer(database, shared, { logger: logB.logger });
}, 30_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await serverA?.close();
  await serverB?.close();
  await redis?.kill();
  await database?.close();
});

async function health(server: ChatServerUnderTest) {
  const res = await fetch(`${server.url}/api/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function redisState(server: ChatServerUnderTest): Promise<unknown> {
  return (await health(server)).body.redis;
}

async function connect(server: ChatServerUnderTest, token: string): Promise<ChatClient> {
  const client = chatClient(server.url, token);
  clients.push(client);
  await client.connected();
  return client;
}

async function brandNames(server: ChatServerUnderTest): Promise<string[]> {
  const res = await fetch(`${server.url}/api/brand/list`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { brands: { name: string }[] };
  return body.brands.map((brand) => brand.name);
}

/** The `message` events a client received and has not taken, by text. */
function receivedTexts(client: ChatClient): string[] {
  return client.pending('message').map((message) => (message as ChatMessageDto).value);
}

describe('two servers through a Redis outage', () => {
  let memberOnA: ChatClient;
  let adminOnA: ChatClient;
  let adminOnB: ChatClient;
  let member: { user: { id: string }; token: string };
  let admin: { user: { id: string }; token: string };
  let brand: { id: string; slug: string };
  const taken = new Map<ChatClient, ChatMessageDto[]>();

  /** The next `message` a client receives (kept for the final count). */
  async function nextMessage(client: ChatClient): Promise<ChatMessageDto> {
    const message = await client.next<ChatMessageDto>('message');
    taken.set(client, [...(taken.get(client) ?? []), message]);
    return message;
  }

  it('start while Redis is unreachable, say so, and connect once it appears', async () => {
    for (const server of [serverA, serverB]) {
      expect(await health(server)).toEqual({
        status: 200,
        body: { status: 'ok', database: 'up', redis: 'down' },
      });
    }
    await vi.waitFor(() => expect(logA.count('redis (REDIS_URL) cannot be reached')).toBe(1), WAIT);

    await redis.start();
    await vi.waitFor(async () => {
      expect(await redisState(serverA)).toBe('up');
      expect(await redisState(serverB)).toBe('up');
    }, WAIT);
    expect(logA.count('redis connected')).toBe(1);
    expect(logB.count('redis connected')).toBe(1);
  });

  it('chat crosses the servers once Redis is there', async () => {
    admin = await serverA.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
    member = await serverA.factories.member({ firstName: 'Mo', lastName: 'Member' });
    brand = await serverA.factories.brand({ name: 'Adire House' });
    memberOnA = await connect(serverA, member.token);
    adminOnA = await connect(serverA, admin.token);
    adminOnB = await connect(serverB, admin.token);

    // Sent once: even if the adapters are still subscribing, it crosses once they are.
    const ack = await memberOnA.send({ text: 'Before', to: admin.user.id });
    expect(ack.ok).toBe(true);
    await vi.waitFor(() => expect(receivedTexts(adminOnB)).toContain('Before'), WAIT);
    for (const client of [memberOnA, adminOnA, adminOnB]) {
      expect((await nextMessage(client)).value).toBe('Before');
    }

    // B caches the brand list (for a minute).
    expect(await brandNames(serverB)).toContain('Adire House');
  });

  it('both servers live through the outage and keep chatting on each server', async () => {
    await redis.kill();
    const killedAt = Date.now();
    await vi.waitFor(async () => {
      expect(await redisState(serverA)).toBe('down');
      expect(await redisState(serverB)).toBe('down');
    }, WAIT);

    // Member on A -> admin: stored, answered, and on A's admin tab at once.
    const fromMember = await memberOnA.send({ text: 'During, from A', to: admin.user.id });
    expect(fromMember.ok).toBe(true);
    expect((await nextMessage(adminOnA)).value).toBe('During, from A');
    expect((await nextMessage(memberOnA)).value).toBe('During, from A');
    // Admin on B -> member.
    const fromAdmin = await adminOnB.send({ text: 'During, from B', to: member.user.id });
    expect(fromAdmin.ok).toBe(true);
    expect((await nextMessage(adminOnB)).value).toBe('During, from B');

    // The admin on B finds A's message in the history at once.
    const history = await adminOnB.ask<ChatMessageDto[]>('getMessages');
    expect(history.map((message) => message.value)).toContain('During, from A');

    // A catalog change through A that B cannot hear of now.
    const renamed = await fetch(`${serverA.url}/api/brand/${brand.id}`, {
      method: 'PUT',
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        brand: { name: 'Adire Atelier', slug: brand.slug, description: 'Indigo resist-dyed.' },
      }),
    });
    expect(renamed.status).toBe(200);
    expect(await brandNames(serverB)).toContain('Adire House');

    // Both keep serving, with Redis down, for longer than the old code lived (an unhandled
    // rejection in either would also fail this run).
    let answered = 0;
    await vi.waitFor(
      async () => {
        for (const server of [serverA, serverB]) {
          const now = await health(server);
          expect(now).toEqual({
            status: 200,
            body: { status: 'ok', database: 'up', redis: 'down' },
          });
          answered += 1;
        }
        expect(Date.now() - killedAt).toBeGreaterThan(OUTAGE_WATCH_MS);
      },
      { timeout: OUTAGE_WATCH_MS + 10_000, interval: 250 },
    );
    expect(answered).toBeGreaterThan(10);
    expect(logA.count('redis connection lost')).toBe(1);
    expect(logB.count('redis connection lost')).toBe(1);
  }, 30_000);

  it('when Redis is back, what crossed nothing arrives live, once, and the caches forget', async () => {
    await redis.start();
    await vi.waitFor(async () => {
      expect(await redisState(serverA)).toBe('up');
      expect(await redisState(serverB)).toBe('up');
    }, WAIT);

    // The messages of the outage reach the other server's tabs without a reload.
    await vi.waitFor(() => expect(receivedTexts(adminOnB)).toContain('During, from A'), WAIT);
    await vi.waitFor(() => expect(receivedTexts(memberOnA)).toContain('During, from B'), WAIT);
    expect((await nextMessage(adminOnB)).value).toBe('During, from A');
    expect((await nextMessage(memberOnA)).value).toBe('During, from B');
    // The admin's own tab on A gets what the admin sent from B, as every tab does.
    expect((await nextMessage(adminOnA)).value).toBe('During, from B');

    // B forgot its cached catalog on the reconnection: it answers the change made through A.
    expect(await brandNames(serverB)).toContain('Adire Atelier');
    expect(logB.count('catalog cache cleared after the Redis reconnection')).toBe(1);

    // Live chat across the servers again, both ways.
    await memberOnA.send({ text: 'After, from A', to: admin.user.id });
    expect((await nextMessage(adminOnB)).value).toBe('After, from A');
    expect((await nextMessage(adminOnA)).value).toBe('After, from A');
    expect((await nextMessage(memberOnA)).value).toBe('After, from A');
    await adminOnB.send({ text: 'After, from B', to: member.user.id });
    expect((await nextMessage(memberOnA)).value).toBe('After, from B');
    expect((await nextMessage(adminOnA)).value).toBe('After, from B');
    expect((await nextMessage(adminOnB)).value).toBe('After, from B');
    expect(logA.count('redis connection back')).toBe(1);

    // Nothing doubled: no tab holds a message it was not counted for above...
    for (const client of [memberOnA, adminOnA, adminOnB]) {
      expect(client.pending('message')).toEqual([]);
      const ids = (taken.get(client) ?? []).map((message) => message.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // ...and the database holds each message once.
    const stored = await database.db
      .select({ text: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.recipientId, admin.user.id));
    expect(stored.map((row) => row.text).sort()).toEqual([
      'After, from A',
      'Before',
      'During, from A',
    ]);
    const toMember = await database.db
      .select({ text: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.recipientId, member.user.id));
    expect(toMember.map((row) => row.text).sort()).toEqual(['After, from B', 'During, from B']);

    // Both servers alive and healthy.
    for (const server of [serverA, serverB]) {
      expect(await health(server)).toEqual({
        status: 200,
        body: { status: 'ok', database: 'up', redis: 'up' },
      });
    }
  }, 30_000);
});

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Database } from '../db/client';
import { brands } from '../features/brand/brand.table';
import { startChatServer, type ChatServerUnderTest } from '../test/chat-helpers';
import { cuttableProxy } from '../test/tcp-proxy';
import { createTestDatabase } from '../test/test-db';

// Two copies of the store on one database and the local Redis, each caching catalog answers
// for a minute: a change made through A is what B answers next (decision 0017).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const WAIT = { timeout: 10_000, interval: 50 };

let database: Database;
let serverA: ChatServerUnderTest;
let serverB: ChatServerUnderTest;

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = {
    redis: { url: REDIS_URL, prefix: `eko-test-${randomUUID()}` },
    catalogCacheSeconds: 60,
  };
  serverA = await startChatServer(database, shared);
  serverB = await startChatServer(database, shared);
});

afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await database?.close();
});

async function brandNames(server: ChatServerUnderTest): Promise<string[]> {
  const res = await fetch(`${server.url}/api/brand/list`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { brands: { name: string }[] };
  return body.brands.map((brand) => brand.name);
}

describe('the catalog cache on two servers', () => {
  it('a brand renamed through A is what B answers next, not after the cache time', async () => {
    const admin = await serverA.factories.admin();
    const brand = await serverA.factories.brand({ name: 'Adire House' });
    expect(await brandNames(serverB)).toContain('Adire House');

    // B answers from its cache: a change behind the store's back is not seen...
    await database.db.update(brands).set({ name: 'Adire Studio' }).where(eq(brands.id, brand.id));
    expect(await brandNames(serverB)).toContain('Adire House');

    // ...but a change through the store, on the other server, is.
    const res = await fetch(`${serverA.url}/api/brand/${brand.id}`, {
      method: 'PUT',
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        brand: { name: 'Adire Atelier', slug: brand.slug, description: 'Indigo resist-dyed.' },
      }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await brandNames(serverB)).toContain('Adire Atelier'), {
      timeout: 5000,
      interval: 50,
    });
  });
});

describe('one server cut off from Redis while the others are not', () => {
  it('a change made through it meanwhile is announced once it is back', async () => {
    // C reaches the same Redis through a proxy that the test cuts: C alone loses Redis.
    const target = new URL(REDIS_URL);
    const proxy = await cuttableProxy({
      host: target.hostname,
      port: Number(target.port || 6379),
    });
    const prefix = `eko-test-${randomUUID()}`;
    const through = { url: `redis://${proxy.host}:${proxy.port}`, prefix };
    const serverC = await startChatServer(database, { redis: through, catalogCacheSeconds: 60 });
    const serverD = await startChatServer(database, {
      redis: { url: REDIS_URL, prefix },
      catalogCacheSeconds: 60,
    });
    const redisOf = async (server: ChatServerUnderTest) =>
      ((await (await fetch(`${server.url}/api/health`)).json()) as { redis: string }).redis;
    try {
      await vi.waitFor(async () => expect(await redisOf(serverC)).toBe('up'), WAIT);
      const admin = await serverC.factories.admin();
      const brand = await serverC.factories.brand({ name: 'Kente Loft' });
      expect(await brandNames(serverD)).toContain('Kente Loft');

      await proxy.cut();
      await vi.waitFor(async () => expect(await redisOf(serverC)).toBe('down'), WAIT);
      const res = await fetch(`${serverC.url}/api/brand/${brand.id}`, {
        method: 'PUT',
        headers: { authorization: admin.token, 'content-type': 'application/json' },
        body: JSON.stringify({
          brand: { name: 'Kente Gallery', slug: brand.slug, description: 'Woven strips.' },
        }),
      });
      expect(res.status).toBe(200);
      // D never lost Redis, so nothing clears its cache but C's announcement.
      expect(await brandNames(serverD)).toContain('Kente Loft');

      await proxy.restore();
      await vi.waitFor(
        async () => expect(await brandNames(serverD)).toContain('Kente Gallery'),
        WAIT,
      );
      expect(await redisOf(serverD)).toBe('up');
    } finally {
      await serverC.close();
      await serverD.close();
      await proxy.close();
    }
  }, 30_000);
});

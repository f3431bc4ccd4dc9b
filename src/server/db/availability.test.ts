// Which errors mean "the database is away for a moment" (503, try again) and which are bugs
// (500): real errors of node-postgres and of the database where they can be made here, the
// SQLSTATEs a shutting-down server sends, and the answer a caller gets for each.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MSG } from '#shared/common/messages';

import { freePort } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { startCheckoutSweeper } from '../features/checkout/checkout.sweeper';
import { isDatabaseUnavailable, watchDatabase } from './availability';

/** The error a pg client or pool gives for `url` (it must fail). */
async function pgError(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database call to fail');
}

/** A TCP server that does `onConnection` to every connection (a database that misbehaves). */
async function tcpServer(onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('a refused connection (ECONNREFUSED, from pg itself) is unavailable', async () => {
    const port = await freePort();
    const client = new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 });
    const error = await pgError(() => client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("pg-pool's connect timeout (a server that never answers) is unavailable", async () => {
    const silent = await tcpServer(() => undefined);
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: silent.port,
      connectionTimeoutMillis: 200,
    });
    try {
      const error = await pgError(() => pool.query('select 1'));
      expect(String((error as Error).message)).toContain('timeout');
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await silent.close();
      await pool.end();
    }
  });

  it('a connection the server drops ("Connection terminated") is unavailable', async () => {
    const rude = await tcpServer((socket) => socket.once('data', () => socket.destroy()));
    const client = new pg.Client({ host: '127.0.0.1', port: rude.port });
    client.on('error', () => undefined);
    try {
      const error = await pgError(() => client.connect());
      expect(String((error as Error).message)).toContain('Connection terminated');
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await rude.close();
    }
  });

  it.each([
    ['ECONNRESET'],
    ['ETIMEDOUT'],
    ['EPIPE'],
    ['08000'],
    ['08001'],
    ['08003'],
    ['08006'],
    ['57P01'],
    ['57P02'],
    ['57P03'],
  ])('the code %s is unavailable, also wrapped as a cause', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode(code) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('every address refused (AggregateError of a dual-stack connect) is unavailable', () => {
    const error = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'Connection terminated'],
    ['nothing', undefined],
    ['a code that only starts like class 08', withCode('080')],
  ])('%s is not unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('what a caller gets', () => {
  let t: TestApp;
  let refusedPort: number;

  beforeAll(async () => {
    refusedPort = await freePort();
    t = await createTestApp({
      routes: (app) => {
        app.get('/api/test/refused', async () => {
          const client = new pg.Client({ host: '127.0.0.1', port: refusedPort });
          await client.connect();
          return {};
        });
        // A real error of the store's own database: a query with a typo.
        app.get('/api/test/bug', async () => {
          await t.db.execute(sql`selec 1`);
          return {};
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the database away: 503 UNAVAILABLE with Retry-After', async () => {
    const res = await t.get('/api/test/refused');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ error: MSG.unavailable, code: 'UNAVAILABLE' });
  });

  it('an ordinary bug in a query still answers 500 with a request id', async () => {
    const res = await t.get('/api/test/bug');
    expect(res.status).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).toMatchObject({ code: 'INTERNAL' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('a terminated backend (57P01, administrator command) is unavailable', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    client.on('error', () => undefined);
    await client.connect();
    const error = await pgError(() =>
      client.query('select pg_terminate_backend(pg_backend_pid())'),
    );
    expect((error as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
    await client.end().catch(() => undefined);
  });
});

describe('work outside a request during an outage', () => {
  it('the checkout sweep logs nothing of its own: the outage is logged once, and so is its end', async () => {
    const port = await freePort();
    const refused = await pgError(() =>
      new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 }).connect(),
    );
    const lines: { level: string; msg: string }[] = [];
    const logAt = (level: string) => (_fields: unknown, msg: string) =>
      void lines.push({ level, msg });
    const logger = { info: logAt('info'), error: logAt('error') } as unknown as FastifyBaseLogger;
    let databaseUp = false;
    const watch = watchDatabase({
      probe: () => (databaseUp ? Promise.resolve() : Promise.reject(refused)),
      log: logger,
      everyMs: 5,
    });
    let rounds = 0;
    const sweeper = startCheckoutSweeper({
      sweep: () => {
        rounds += 1;
        return databaseUp ? Promise.resolve(0) : Promise.reject(refused);
      },
      intervalMs: 5,
      logger,
      isDatabaseAway: watch.absorbs,
    });
    try {
      await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(10), { timeout: 10_000 });
      expect(lines).toEqual([
        {
          level: 'error',
          msg: 'database unreachable: answering 503 until it is back (logged again when it is)',
        },
      ]);
      databaseUp = true;
      await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain('database back'));
      // Any other failure of a sweep is still an error in the log.
      const bug = new Error('column "nope" does not exist');
      expect(watch.absorbs(bug)).toBe(false);
    } finally {
      await sweeper.stop();
      watch.close();
    }
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });
});

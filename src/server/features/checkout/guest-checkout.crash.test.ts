import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { postgresDatabase, type Database } from '../../db/client';
import { heldStock, inventoryOf } from '../../test/checkout-helpers';
import { createFactories, uniqueEmail } from '../../test/factories';
import { guestCheckoutBody } from '../../test/order-helpers';
import { exitOf, freePort, startServer } from '../../test/server-process';
import { createTokenService } from '../auth/token.service';
import { orders } from '../order/order.table';
import { checkoutSessions } from './checkout.table';

// Guest checkout (decision 0056) keeps the member's guarantee: a real server on PostgreSQL,
// killed with SIGKILL while guests' payments are confirmed, then restarted; every guest's
// return then finds its one order. PostgreSQL only (a spawned server cannot share PGlite).
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';
const GUESTS = 20;

describe.skipIf(!POSTGRES_URL)('a server killed during guest order placement (PostgreSQL)', () => {
  let admin: pg.Client;
  let name: string;
  let database: Database;
  let dataDir: string;
  let env: Record<string, string>;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    name = `${inject('postgresPrefix')}gcrash_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    const parsed = new URL(POSTGRES_URL!);
    parsed.pathname = `/${name}`;
    database = postgresDatabase(parsed.toString(), 5);
    dataDir = await mkdtemp(path.join(tmpdir(), 'store-gcrash-'));
    const port = await freePort();
    env = {
      DATABASE_URL: parsed.toString(),
      JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'test',
      CHECKOUT_SWEEP_SECONDS: '0',
      GUEST_CHECKOUT: 'true',
      RATE_LIMIT_PER_IP: '100000',
    };
  }, 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exitOf(server);
    }
    await database?.close();
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no paid guest order and duplicates none', async () => {
    const factories = createFactories(database.db, createTokenService(JWT_SECRET));
    const product = await factories.product({ price: 20, inventory: 100 });
    server = await startServer(env);
    const base = env.PUBLIC_URL!;
    const post = async (route: string, body: unknown) => {
      const res = await fetch(`${base}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };

    const checkouts = await Promise.all(
      Array.from({ length: GUESTS }, async () => {
        const email = uniqueEmail('crash-guest');
        const res = await post(
          '/checkout/guest',
          guestCheckoutBody(email, [{ product, quantity: 1 }]),
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const [session] = await database.db
          .select({ id: checkoutSessions.id })
          .from(checkoutSessions)
          .where(eq(checkoutSessions.cartId, res.body.cartId as string));
        return { email, sessionId: session!.id, page: res.body.url as string };
      }),
    );
    expect(await inventoryOf(database.db, product)).toBe(100 - GUESTS);

    // Every guest presses Pay Now at once; the server dies once a third are answered.
    const answered: string[] = [];
    let killed = false;
    await Promise.all(
      checkouts.map(async ({ sessionId, page }) => {
        try {
          const res = await fetch(`${base}${page}/pay`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: '',
            redirect: 'manual',
          });
          if (res.status === 303) answered.push(sessionId);
          if (!killed && answered.length >= GUESTS / 3) {
            killed = true;
            server!.kill('SIGKILL');
          }
        } catch {
          // The connection died with the server.
        }
      }),
    );
    if (!killed) server.kill('SIGKILL');
    await exitOf(server);
    expect(server.signalCode).toBe('SIGKILL');

    // Right after the crash: a session is paid exactly when its order exists.
    const afterCrash = await database.db
      .select({ id: checkoutSessions.id, status: checkoutSessions.status, order: orders.id })
      .from(checkoutSessions)
      .leftJoin(orders, eq(orders.checkoutSessionId, checkoutSessions.id))
      .where(isNull(checkoutSessions.userId));
    expect(afterCrash).toHaveLength(GUESTS);
    for (const row of afterCrash) {
      expect(row.status === 'paid').toBe(row.order !== null);
      if (answered.includes(row.id)) expect(row.order).not.toBeNull();
    }

    // Restarted: every guest pays again on its page and comes back; one order each.
    server = await startServer(env);
    for (const { page } of checkouts) {
      const res = await fetch(`${base}${page}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }
    const returns = await Promise.all(
      checkouts.map(({ sessionId }) => post('/checkout/guest/return', { sessionId })),
    );
    const numbers = returns.map((res, index) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.order.email).toBe(checkouts[index]!.email);
      return res.body.order.number as string;
    });
    expect(new Set(numbers).size).toBe(GUESTS);
    const perSession = await database.db
      .select({ session: orders.checkoutSessionId, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        inArray(
          orders.checkoutSessionId,
          checkouts.map((checkout) => checkout.sessionId),
        ),
      )
      .groupBy(orders.checkoutSessionId);
    expect(perSession).toHaveLength(GUESTS);
    expect(perSession.every((row) => row.count === 1)).toBe(true);
    expect(await inventoryOf(database.db, product)).toBe(100 - GUESTS);
    expect(await heldStock(database.db, product)).toBe(0);

    server.kill('SIGTERM');
    await exitOf(server);
  }, 180_000);
});

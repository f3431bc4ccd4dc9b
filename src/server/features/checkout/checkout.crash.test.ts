import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { postgresDatabase, type Database } from '../../db/client';
import { CONTACT, heldStock, inventoryOf } from '../../test/checkout-helpers';
import { createFactories, type TestUser } from '../../test/factories';
import { exitOf, freePort, startServer } from '../../test/server-process';
import { createTokenService } from '../auth/token.service';
import type { ProductRow } from '../product/product.table';
import { orders } from '../order/order.table';
import { checkoutSessions } from './checkout.table';

// A real server process on PostgreSQL, killed with SIGKILL while payments are being confirmed,
// then restarted: no paid order may be lost and none duplicated. PostgreSQL only: the embedded
// database is one process's file and cannot be shared with a spawned server.
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';
const SHOPPERS = 30;

describe.skipIf(!POSTGRES_URL)('a server killed during order placement (PostgreSQL)', () => {
  let admin: pg.Client;
  let name: string;
  let database: Database;
  let url: string;
  let dataDir: string;
  let env: Record<string, string>;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    name = `${inject('postgresPrefix')}crash_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    const parsed = new URL(POSTGRES_URL!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    database = postgresDatabase(url, 5);
    dataDir = await mkdtemp(path.join(tmpdir(), 'store-crash-'));
    const port = await freePort();
    env = {
      DATABASE_URL: url,
      JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'test',
      CHECKOUT_SWEEP_SECONDS: '0',
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

  it('loses no paid order and duplicates none', async () => {
    const factories = createFactories(database.db, createTokenService(JWT_SECRET));
    const product: ProductRow = await factories.product({ price: 20, inventory: 100 });
    const shoppers: TestUser[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const shopper = await factories.member();
      // Each has a saved address: the checkout delivers there (a member without one is asked).
      await factories.address(shopper, { isDefault: true });
      shoppers.push(shopper);
    }

    server = await startServer(env);
    const base = env.PUBLIC_URL!;
    const api = async (token: string, route: string, body: unknown) => {
      const res = await fetch(`${base}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const item = { _id: product.id, quantity: 1, size: 'M', price: 0.01 };

    const checkouts = await Promise.all(
      shoppers.map(async (shopper) => {
        const res = await api(shopper.token, '/stripe/create-checkout-session', {
          cartItems: [item],
          total: 0.01,
          user: CONTACT,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { shopper, cartId: res.body.cartId as string, page: res.body.url as string };
      }),
    );
    expect(await inventoryOf(database.db, product)).toBe(100 - SHOPPERS);

    // Everyone presses Pay Now at once; the server is killed as soon as the first payments
    // are answered (a third of them), with the rest in flight.
    const answered: string[] = [];
    let killed = false;
    const pays = checkouts.map(async ({ cartId, page }) => {
      try {
        const res = await fetch(`${base}${page}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
          redirect: 'manual',
        });
        if (res.status === 303) answered.push(cartId);
        if (!killed && answered.length >= SHOPPERS / 3) {
          killed = true;
          server!.kill('SIGKILL');
        }
      } catch {
        // The connection died with the server.
      }
    });
    await Promise.all(pays);
    if (!killed) server.kill('SIGKILL');
    await exitOf(server);
    expect(server.signalCode).toBe('SIGKILL');

    // Right after the crash: every payment the shopper saw confirmed has its order, and no
    // session is paid without an order (or the other way round).
    const afterCrash = await database.db
      .select({
        cartId: checkoutSessions.cartId,
        status: checkoutSessions.status,
        order: orders.id,
      })
      .from(checkoutSessions)
      .leftJoin(orders, eq(orders.checkoutSessionId, checkoutSessions.id))
      .where(
        inArray(
          checkoutSessions.userId,
          shoppers.map((shopper) => shopper.user.id),
        ),
      );
    expect(afterCrash).toHaveLength(SHOPPERS);
    for (const row of afterCrash) {
      expect(row.status === 'paid').toBe(row.order !== null);
      if (answered.includes(row.cartId)) expect(row.order).not.toBeNull();
    }
    const paidBeforeRestart = afterCrash.filter((row) => row.order !== null).length;
    expect(paidBeforeRestart).toBeGreaterThanOrEqual(answered.length);

    // Restarted, every shopper confirms again, by the page and by the return.
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
    const placed = await Promise.all(
      checkouts.map(({ shopper, cartId }) =>
        api(shopper.token, '/order/add', { cartId, total: 0 }),
      ),
    );
    const ids = placed.map((res) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.order._id as string;
    });
    expect(new Set(ids).size).toBe(SHOPPERS);

    const perSession = await database.db
      .select({ session: orders.checkoutSessionId, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.id, ids))
      .groupBy(orders.checkoutSessionId);
    expect(perSession).toHaveLength(SHOPPERS);
    expect(perSession.every((row) => row.count === 1)).toBe(true);
    const total = await database.db.select({ count: sql<number>`count(*)::int` }).from(orders);
    expect(total[0]!.count).toBe(SHOPPERS);
    expect(await inventoryOf(database.db, product)).toBe(100 - SHOPPERS);
    expect(await heldStock(database.db, product)).toBe(0);

    server.kill('SIGTERM');
    await exitOf(server);
  }, 180_000);
});

import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { count } from 'drizzle-orm';

import { describeMode, prepareDatabase, SEED_MARKER } from './bootstrap';
import type { Config } from './config';
import type { Database } from './db/client';
import { products } from './features/product/product.table';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed/demo-accounts';
import { createTestApp, type TestApp } from './test/test-app';
import { testConfig } from './test/test-config';
import { createTestDatabase } from './test/test-db';

let database: Database | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** A config whose DATA_DIR (where the seeded pictures go) is a fresh folder. */
async function configWith(overrides: Parameters<typeof testConfig>[0]) {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-bootstrap-'));
  return testConfig({ dataDir, ...overrides });
}

// Seeding draws and stores the demo catalog's pictures: allow for a busy machine.
const SEED_TIMEOUT = 120_000;

describe('prepareDatabase', () => {
  it(
    'seeds a new embedded database by default, prints the accounts, and seeds only what is missing',
    async () => {
      database = await createTestDatabase();
      const kind = database.kind;
      const byDefault = await configWith({ seedDemo: undefined });
      const first = await prepareDatabase(byDefault, database);
      // A new PGlite database is seeded by default; PostgreSQL only when SEED_DEMO=true.
      expect(first.seeded).toBe(kind === 'pglite');
      const seeded =
        kind === 'pglite'
          ? first
          : await prepareDatabase({ ...byDefault, seedDemo: true }, database);
      const printed = seeded.seedLines.join('\n');
      expect(printed).toContain('member@ekothread.test');
      expect(printed).toContain('member-demo-123');
      expect(printed).toContain('Demo catalog: 5 brands');
      expect(seeded.seedLines.length).toBeGreaterThan(DEMO_ACCOUNTS.length - 1);

      const again = await prepareDatabase({ ...byDefault, seedDemo: true }, database);
      expect(again.seedLines).toEqual([]);
    },
    SEED_TIMEOUT,
  );

  it('creates, updates and then leaves the configured admin alone', async () => {
    database = await createTestDatabase();
    const admin = { email: 'owner@example.test', password: 'owner-password-1' };
    expect((await prepareDatabase(testConfig({ admin }), database)).admin).toBe('created');
    expect((await prepareDatabase(testConfig({ admin }), database)).admin).toBe('unchanged');
    const changed = { ...admin, password: 'owner-password-2' };
    expect((await prepareDatabase(testConfig({ admin: changed }), database)).admin).toBe('updated');
  });
});

describe('the configured admin', () => {
  it('can sign in and list users; an existing member named as admin becomes one', async () => {
    const t = await createTestApp();
    try {
      const member = await t.factories.member({ password: 'member-pass-1' });
      await prepareDatabase(
        testConfig({ admin: { email: member.email, password: 'new-admin-pass' } }),
        t.database,
      );
      const login = await t.post('/api/auth/login', {
        email: member.email,
        password: 'new-admin-pass',
      });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('ROLE ADMIN');
      expect((await t.get('/api/user', login.body.token)).status).toBe(200);
      // The old member token stopped working when the role and password changed.
      expect((await t.get('/api/user/me', member.token)).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

/** A store others can reach, without PUBLIC_DEMO (config.ts decides this from HOST/PUBLIC_URL). */
const PUBLIC_STORE: Config['demo'] = { isLocal: false, isPublicDemo: false, isOpen: false };

/** The password printed for an email in the start's lines. */
function printedPassword(lines: string[], email: string): string | undefined {
  const line = lines.find((l) => l.includes(email));
  return line?.match(/password: (\S+)/)?.[1];
}

async function signIn(t: TestApp, email: string, password: string) {
  return t.post('/api/auth/login', { email, password });
}

describe('demo accounts on a store others can reach (decision 0013)', () => {
  it('replaces the README passwords of an earlier seed once, prints the new ones, and ends old sessions', async () => {
    const t = await createTestApp();
    try {
      await seedDemoAccounts(t.db, { passwords: 'known' });
      const before = await signIn(t, 'member@ekothread.test', 'member-demo-123');
      expect(before.status).toBe(200);

      const closed = testConfig({ demo: PUBLIC_STORE });
      const first = await prepareDatabase(closed, t.database);
      expect(first.seedLines[0]).toContain('Demo passwords replaced');
      for (const account of DEMO_ACCOUNTS) {
        const known = await signIn(t, account.email, account.knownPassword);
        expect(known.status, account.email).toBe(400);
        const password = printedPassword(first.seedLines, account.email);
        expect(password && password.length >= 16, account.email).toBe(true);
        expect((await signIn(t, account.email, password!)).status, account.email).toBe(200);
      }
      // The member's session from before the change ends with the README password.
      expect((await t.get('/api/user/me', before.body.token)).status).toBe(401);

      // A second start finds nothing to replace: the printed passwords keep working.
      const second = await prepareDatabase(closed, t.database);
      expect(second.seedLines).toEqual([]);
      const member = printedPassword(first.seedLines, 'member@ekothread.test')!;
      expect((await signIn(t, 'member@ekothread.test', member)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('leaves the README passwords on an open store, and the password the operator set for ADMIN_EMAIL', async () => {
    const t = await createTestApp();
    try {
      await seedDemoAccounts(t.db, { passwords: 'known' });
      const open = await prepareDatabase(testConfig(), t.database);
      expect(open.seedLines).toEqual([]);
      expect((await signIn(t, 'member@ekothread.test', 'member-demo-123')).status).toBe(200);

      const admin = { email: 'admin@ekothread.test', password: 'the-operators-choice' };
      const closed = await prepareDatabase(testConfig({ demo: PUBLIC_STORE, admin }), t.database);
      expect(closed.seedLines.join('\n')).not.toContain('admin@ekothread.test');
      expect((await signIn(t, admin.email, admin.password)).status).toBe(200);
      expect((await signIn(t, 'member@ekothread.test', 'member-demo-123')).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it(
    'carries on a first seed that was stopped, with new generated passwords printed this time',
    async () => {
      const t = await createTestApp();
      try {
        dataDir = await mkdtemp(path.join(tmpdir(), 'store-bootstrap-'));
        // What a stopped first start leaves: the accounts (their generated passwords never
        // printed), no catalog, and the marker. The marker is the embedded database's.
        await seedDemoAccounts(t.db, { passwords: 'generated' });
        await writeFile(path.join(dataDir, SEED_MARKER), '');
        const embedded: Database = { ...t.database, kind: 'pglite' };
        const closed = testConfig({ dataDir, demo: PUBLIC_STORE, seedDemo: undefined });
        const progress: string[] = [];

        const resumed = await prepareDatabase(closed, embedded, {
          onProgress: (line) => progress.push(line),
        });
        expect(resumed.seeded).toBe(true);
        expect(progress).toEqual([expect.stringContaining('did not finish')]);
        expect(resumed.seedLines.join('\n')).toContain('Demo catalog: 5 brands');
        const [row] = await t.db.select({ total: count() }).from(products);
        expect(row?.total).toBeGreaterThan(0);
        for (const account of DEMO_ACCOUNTS) {
          const password = printedPassword(resumed.seedLines, account.email);
          expect(password, account.email).toBeDefined();
          expect((await signIn(t, account.email, password!)).status, account.email).toBe(200);
        }
        expect(existsSync(path.join(dataDir, SEED_MARKER))).toBe(false);

        const again = await prepareDatabase(closed, embedded);
        expect(again).toMatchObject({ seeded: false, seedLines: [] });
      } finally {
        await t.close();
      }
    },
    SEED_TIMEOUT,
  );

  it('stops between steps when the start is stopped, and leaves the marker for the next start', async () => {
    database = await createTestDatabase();
    const embedded: Database = { ...database, kind: 'pglite' };
    const config = await configWith({ seedDemo: undefined });
    const stop = new AbortController();
    const started = prepareDatabase(config, embedded, {
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    await expect(started).rejects.toThrow();
    expect(existsSync(path.join(config.dataDir, SEED_MARKER))).toBe(true);
  });
});

describe('describeMode', () => {
  const lines = (demo: Config['demo'], provider: Config['payment']['provider'] = 'test') =>
    describeMode(testConfig({ demo, payment: { ...testConfig().payment, provider } })).join(' ');

  it('says which mode the store is in and what to set to change it', () => {
    expect(lines({ isLocal: true, isPublicDemo: false, isOpen: true })).toMatch(
      /^Local demo.*README passwords.*test payment page places orders.*PUBLIC_DEMO=true/,
    );
    expect(lines({ isLocal: false, isPublicDemo: true, isOpen: true })).toMatch(
      /^Public demo \(PUBLIC_DEMO=true\).*http:\/\/store\.test.*remove PUBLIC_DEMO/,
    );
    expect(lines(PUBLIC_STORE)).toMatch(
      /^Public store: demo accounts get generated passwords, and test payments are off.*PAYMENT_PROVIDER=stripe or paystack/,
    );
    expect(lines(PUBLIC_STORE, 'stripe')).not.toContain('test payments');
  });
});

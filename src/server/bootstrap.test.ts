import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { prepareDatabase } from './bootstrap';
import type { Database } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { createTestApp } from './test/test-app';
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

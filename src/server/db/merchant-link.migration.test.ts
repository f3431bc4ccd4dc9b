import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from './migrate';

/** The migration that moved the link from users.merchant_id to merchants.user_id. */
const MOVE = '0015_merchant_points_at_its_account';

interface Journal {
  entries: { tag: string }[];
}

/**
 * A store that ran every migration before the move, with merchants linked the old way, then
 * upgraded: each merchant keeps the account that stood for it, and nothing else changes.
 */
describe('the migration that makes a merchant point at its account', () => {
  let client: PGlite;
  let before: string;

  beforeAll(async () => {
    before = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
    await cp(migrationsFolder(), before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
    const cut = journal.entries.findIndex((entry) => entry.tag === MOVE);
    expect(cut).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, cut);
    await writeFile(journalFile, JSON.stringify(journal));
    client = new PGlite({ extensions: { pg_trgm } });
  });

  afterAll(async () => {
    await client.close();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps every merchant linked to its account', async () => {
    const db = drizzle(client) as PgliteDatabase;
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into merchants (id, name, email, status, is_active) values
        ('0190a000-0000-7000-8000-000000000001', 'Ada', 'ada@example.test', 'Approved', true),
        ('0190a000-0000-7000-8000-000000000002', 'Bola', 'bola@example.test', 'Approved', false),
        ('0190a000-0000-7000-8000-000000000003', 'Chidi', 'chidi@example.test', 'Waiting Approval', false);
      insert into users (id, email, role, merchant_id) values
        ('0190b000-0000-7000-8000-000000000001', 'ada@example.test', 'ROLE MERCHANT', '0190a000-0000-7000-8000-000000000001'),
        ('0190b000-0000-7000-8000-000000000002', 'bola@example.test', 'ROLE MERCHANT', '0190a000-0000-7000-8000-000000000002'),
        ('0190b000-0000-7000-8000-000000000003', 'member@example.test', 'ROLE MEMBER', null);
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const merchants = await client.query<{ name: string; user_id: string | null }>(
      'select name, user_id from merchants order by name',
    );
    expect(merchants.rows).toEqual([
      { name: 'Ada', user_id: '0190b000-0000-7000-8000-000000000001' },
      { name: 'Bola', user_id: '0190b000-0000-7000-8000-000000000002' },
      { name: 'Chidi', user_id: null },
    ]);
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = 'users' and column_name = 'merchant_id'`,
    );
    expect(columns.rows).toEqual([]);
    const users = await client.query<{ email: string; role: string }>(
      'select email, role from users order by email',
    );
    expect(users.rows.map((row) => row.role)).toEqual([
      'ROLE MERCHANT',
      'ROLE MERCHANT',
      'ROLE MEMBER',
    ]);
  });
});

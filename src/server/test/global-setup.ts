import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { pgliteDatabase, postgresDatabase } from '../db/client';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) that each test file copies. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated template database each test file clones. */
    postgresTemplate: string;
    /** Name prefix of this run's PostgreSQL test databases. */
    postgresPrefix: string;
  }
}

/** Databases of one run are named store_test_<pid of the run>_..., so runs never collide. */
const RUN_PREFIX = `store_test_${process.pid}_`;
const TEMPLATE_DB = `${RUN_PREFIX}template`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Migrates one template database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // Left-over databases of interrupted runs (whose process is gone).
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'store\\_test\\_%'",
    );
    for (const { datname } of existing.rows) {
      const pid = Number(/^store_test_(\d+)_/.exec(datname)?.[1]);
      if (!pid || !isAlive(pid))
        await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${TEMPLATE_DB}"`);
    const template = postgresDatabase(withDatabase(postgresUrl, TEMPLATE_DB), 1);
    await migrate(template);
    await template.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('postgresPrefix', RUN_PREFIX);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists "${TEMPLATE_DB}" with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'store-test-'));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(pgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

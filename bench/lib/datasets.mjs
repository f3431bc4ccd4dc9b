// Benchmark data: fresh PGlite data directories and fresh PostgreSQL databases, seeded by
// bench/lib/prepare.ts (migrate, demo catalog with pictures, bulk products, ANALYZE), and removed
// again by the cleanup.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { onCleanup } from './cleanup.mjs';
import { ROOT } from './paths.mjs';
import { baseEnv, runToEnd } from './processes.mjs';

const RUN_ID = `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** A temporary directory removed on cleanup. */
export async function tempDir(name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `eko-bench-${name}-`));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Copies a prepared (closed) PGlite data dir, so two servers never share one. */
export async function copyDataDir(source, name) {
  const dir = await tempDir(name);
  await cp(source, dir, { recursive: true });
  return dir;
}

/**
 * PGlite catalogs that share one demo seed (the slow part: its pictures): the demo is prepared
 * once into a directory, and every catalog is a copy of it, plus bulk products when asked.
 */
export function pgliteCatalogs() {
  let demo;
  const demoDir = () => {
    demo ??= (async () => {
      const dataDir = await tempDir('pglite-demo');
      const info = await prepareData({ dataDir, products: 0, label: 'PGlite demo' });
      return { dataDir, info };
    })();
    return demo;
  };
  return {
    /** Starts the demo seed now (it takes a while); errors surface on first use. */
    warm() {
      demoDir().catch(() => undefined);
    },
    /** A fresh data dir with the demo and `products` products in all (0: the demo only). */
    async catalog(products, name = `pglite-${products}`) {
      const base = await demoDir();
      const dataDir = await copyDataDir(base.dataDir, name);
      const info =
        products > base.info.products
          ? await prepareData({ dataDir, products, label: `PGlite ${products} products` })
          : base.info;
      return { dataDir, info };
    },
    copy: copyDataDir,
  };
}

/** Runs prepare.ts; answers { products, visible, seconds }. */
export async function prepareData({ dataDir, databaseUrl, products, label }) {
  const args = [path.join(ROOT, 'bench', 'lib', 'prepare.ts'), '--data-dir', dataDir];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  args.push('--products', String(products));
  const output = await runToEnd(`prepare ${label}`, TSX, args, {
    env: baseEnv({ NODE_ENV: 'production' }),
    cwd: ROOT,
  });
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error(`prepare ${label} printed no summary:\n${output}`);
  return JSON.parse(line);
}

// ------------------------------------------------------------------ PostgreSQL

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(serverUrl, task) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Answers null when the server answers, else the reason it does not. */
export async function pgUnreachable(serverUrl) {
  try {
    await withClient(serverUrl, (client) => client.query('select 1'));
    return null;
  } catch (error) {
    return error?.message || String(error);
  }
}

/**
 * Creates `eko_bench_<run>_<name>` (optionally as a copy of another benchmark database) and
 * registers its removal; answers its URL.
 */
export async function createPgDatabase(serverUrl, name, { template } = {}) {
  const database = `eko_bench_${RUN_ID}_${name}`;
  await withClient(serverUrl, (client) =>
    client.query(`create database ${database}${template ? ` template ${template.database}` : ''}`),
  );
  onCleanup(`drop database ${database}`, () =>
    withClient(serverUrl, (client) =>
      client.query(`drop database if exists ${database} with (force)`),
    ),
  );
  return { database, url: withDatabase(serverUrl, database) };
}

/** Runs one SQL statement on a benchmark database (EXPLAIN, settings...). */
export function pgQuery(databaseUrl, text, values) {
  return withClient(databaseUrl, (client) => client.query(text, values));
}

/**
 * PostgreSQL catalogs of several sizes that share one demo catalog: the demo (with pictures,
 * the slow part) is seeded once into a template database and each size is a copy of it plus
 * bulk products. Servers use `dataDir` for the pictures.
 */
export function pgCatalogs(serverUrl) {
  const sizes = new Map();
  let demo;
  function demoTemplate() {
    demo ??= (async () => {
      const dataDir = await tempDir('pg-uploads');
      const db = await createPgDatabase(serverUrl, 'demo');
      await prepareData({ dataDir, databaseUrl: db.url, products: 0, label: 'PostgreSQL demo' });
      return { ...db, dataDir };
    })();
    return demo;
  }
  return {
    /** Starts the demo seed now (it takes a while); errors surface on first use. */
    warm() {
      demoTemplate().catch(() => undefined);
    },
    /**
     * A database of its own with the demo catalog (a part that writes takes one), as `name`;
     * answers { url, database, dataDir }.
     */
    async copy(name) {
      const template = await demoTemplate();
      const db = await createPgDatabase(serverUrl, name, { template });
      return { url: db.url, database: db.database, dataDir: template.dataDir };
    },
    /**
     * A database with `products` products in all, made once per size (the benchmarks only read
     * it); answers { url, database, dataDir, info }.
     */
    catalog(products) {
      sizes.set(products, sizes.get(products) ?? makeCatalog(products));
      return sizes.get(products);
    },
  };

  async function makeCatalog(products) {
    const template = await demoTemplate();
    const db = await createPgDatabase(serverUrl, `p${products}`, { template });
    const info = await prepareData({
      dataDir: template.dataDir,
      databaseUrl: db.url,
      products,
      label: `PostgreSQL ${products} products`,
    });
    return { url: db.url, database: db.database, dataDir: template.dataDir, info };
  }
}

/**
 * Runs prepare-orders.ts: `orders` orders on a demo database, tokens of the demo admin and
 * merchant signed with `jwtSecret` written to `out`; answers { orders, items, customers, returns,
 * seconds }.
 */
export async function prepareOrders({ databaseUrl, orders, jwtSecret, out, label }) {
  const args = [
    path.join(ROOT, 'bench', 'lib', 'prepare-orders.ts'),
    '--database-url',
    databaseUrl,
    '--orders',
    String(orders),
    '--jwt-secret',
    jwtSecret,
    '--out',
    out,
  ];
  const output = await runToEnd(`prepare ${label}`, TSX, args, {
    env: baseEnv({ NODE_ENV: 'production' }),
    cwd: ROOT,
  });
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error(`prepare ${label} printed no summary:\n${output}`);
  return JSON.parse(line);
}

// The store as the load parts run it: two servers (or more) of one store on a PostgreSQL
// database and a redis-server of the benchmark's own, with accounts and products seeded by
// seed-load.ts, and the same JWT secret, so a token is good on either server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { createPgDatabase, prepareData, tempDir } from './datasets.mjs';
import { ROOT } from './paths.mjs';
import { baseEnv, runToEnd } from './processes.mjs';
import { startRedis } from './redis.mjs';
import { startStore } from './servers.mjs';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** Runs seed-load.ts; answers { members, admins, products, seconds } and the seeded lists. */
export async function seedLoad({
  databaseUrl,
  jwtSecret,
  members = 0,
  admins = 0,
  products = 0,
  stock = 0,
}) {
  const dir = await tempDir('seed');
  const out = path.join(dir, 'seed.json');
  const output = await runToEnd(
    'seed load accounts',
    TSX,
    [
      path.join(ROOT, 'bench', 'lib', 'seed-load.ts'),
      // name=value: a secret may start with '-', which parseArgs would take for an option.
      `--database-url=${databaseUrl}`,
      `--jwt-secret=${jwtSecret}`,
      `--out=${out}`,
      `--members=${members}`,
      `--admins=${admins}`,
      `--products=${products}`,
      `--stock=${stock}`,
    ],
    { env: baseEnv({ NODE_ENV: 'production' }), cwd: ROOT },
  );
  const line = output
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  return { summary: line ? JSON.parse(line) : null, ...JSON.parse(await readFile(out, 'utf8')) };
}

/**
 * A fresh database `name` (the demo catalog when `demo` is set, else only migrations and what
 * `seed` asks for), a redis-server, and `servers` store servers on them. Answers { database,
 * redis, jwtSecret, seeded, servers, start(i, port) }: start() starts server i again (after a
 * kill) on the same port.
 */
export async function startLoadStore(
  options,
  { name, servers = 2, seed = {}, demo = false, cacheSeconds },
) {
  const jwtSecret = randomBytes(32).toString('base64url');
  const [redis, database] = await Promise.all([
    startRedis(`redis-server (${name})`),
    createPgDatabase(options.databaseUrl, name),
  ]);
  const dataDir = await tempDir(`${name}-data`);
  if (demo)
    await prepareData({ dataDir, databaseUrl: database.url, products: 0, label: `${name} demo` });
  const seeded = await seedLoad({ databaseUrl: database.url, jwtSecret, ...seed });
  const env = {
    REDIS_URL: redis.url,
    REDIS_PREFIX: `eko-bench-${name}`,
  };
  // e.g. --cpu-prof --cpu-prof-dir=/tmp/profiles: where the servers' time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const start = (index, port) =>
    startStore({
      label: `store ${index + 1} (${name})`,
      dataDir,
      databaseUrl: database.url,
      jwtSecret,
      cacheSeconds,
      port,
      env,
      nodeArgs,
    });
  const started = await Promise.all(Array.from({ length: servers }, (_, i) => start(i)));
  return { database, redis, jwtSecret, seeded, servers: started, start };
}

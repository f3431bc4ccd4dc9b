// The servers under test: the built store (dist/server/main.js, or scripts/start.mjs as
// `npm start` runs it) and the bare node:http baseline.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';

import { freePort, waitForOk } from './net.mjs';
import { baseEnv, startProcess } from './processes.mjs';
import { ROOT } from './paths.mjs';

/** High enough that no benchmark request is ever throttled. */
const NO_THROTTLE = '1000000000';

/**
 * Starts the store on a free port and waits for /api/health.
 * `entry`: 'dist' (the built bundle) or 'start' (scripts/start.mjs, exactly `npm start`).
 * Several servers of one store share `databaseUrl`, `jwtSecret` and, in `env`, REDIS_URL; `port`
 * starts a killed server again where it was.
 */
export async function startStore({
  label,
  dataDir,
  databaseUrl,
  cacheSeconds,
  entry = 'dist',
  seedDemo = false,
  healthTimeoutMs = 120_000,
  port: wantedPort,
  jwtSecret,
  env: extraEnv = {},
  nodeArgs = [],
}) {
  const port = wantedPort ?? (await freePort());
  const env = baseEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: String(seedDemo),
    RATE_LIMIT_PER_IP: NO_THROTTLE,
    RATE_LIMIT_PER_EMAIL: NO_THROTTLE,
    ...(cacheSeconds === undefined ? {} : { CATALOG_CACHE_SECONDS: String(cacheSeconds) }),
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: jwtSecret ?? randomBytes(32).toString('base64url'),
        }
      : {}),
    ...extraEnv,
  });
  const script =
    entry === 'start'
      ? path.join(ROOT, 'scripts', 'start.mjs')
      : path.join(ROOT, 'dist', 'server', 'main.js');
  const proc = startProcess(label, process.execPath, [...nodeArgs, script], { env, cwd: ROOT });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/health`, {
      exited: proc.exited,
      timeoutMs: healthTimeoutMs,
      describe: proc.tail,
    });
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return {
    label,
    url,
    port,
    pid: proc.child.pid,
    stop: proc.stop,
    exited: proc.exited,
    tail: proc.tail,
    /** SIGKILL, as a crash or an OOM kill ends it: no graceful close; resolves once it is gone. */
    async kill() {
      proc.child.kill('SIGKILL');
      await proc.exited;
      await proc.stop();
    },
  };
}

/**
 * Starts the bare node:http server answering `routes` ({ [path]: { contentType, body: Buffer } })
 * from memory.
 */
export async function startBare(routes) {
  const proc = startProcess(
    'bare node:http server',
    process.execPath,
    [path.join(ROOT, 'bench', 'lib', 'bare-server.mjs')],
    { env: baseEnv(), cwd: ROOT, ipc: true },
  );
  const encoded = Object.fromEntries(
    Object.entries(routes).map(([route, { contentType, contentEncoding, body }]) => [
      route,
      { contentType, contentEncoding, body: body.toString('base64') },
    ]),
  );
  const ready = once(proc.child, 'message');
  proc.child.send({ routes: encoded });
  const [message] = await Promise.race([
    ready,
    proc.exited.then(() => {
      throw new Error(`The bare server stopped:\n${proc.tail()}`);
    }),
  ]);
  return {
    label: 'bare',
    url: `http://127.0.0.1:${message.port}`,
    pid: proc.child.pid,
    stop: proc.stop,
  };
}

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { describeMode, prepareDatabase } from './bootstrap';
import { openDatabase, type Database } from './db/client';
import { loadRenderer } from './http/page-renderer';
import { RENDER_ENTRY, WEB_DIST_DIR } from './paths';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What the start has opened so far, for a stop to close. */
interface Opened {
  database?: Database;
  app?: FastifyInstance;
}

/** Seconds since `since`, for the start's step lines. */
function secondsSince(since: number): number {
  return Math.round((performance.now() - since) / 1000);
}

async function start(config: Config, opened: Opened, signal: AbortSignal): Promise<void> {
  // One short line per step (decision 0055): the database, then the demo data when it is added.
  const started = performance.now();
  const database = await openDatabase(config);
  opened.database = database;
  signal.throwIfAborted();
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL';
  console.log(`  … Database: ${where}, applying migrations`);
  let seedStarted: number | undefined;
  const prepared = await prepareDatabase(config, database, {
    signal,
    onProgress: (line) => {
      seedStarted = performance.now();
      console.log(`  … ${line}`);
    },
  });
  signal.throwIfAborted();
  if (seedStarted !== undefined) {
    console.log(`  ✓ Demo data added in ${secondsSince(seedStarted)} s`);
  }
  console.log(`  ✓ Database ready in ${secondsSince(started)} s`);

  const app = await buildApp({
    config,
    database,
    webDir: WEB_DIST_DIR,
    renderer: await loadRenderer(RENDER_ENTRY),
  });
  opened.app = app;
  signal.throwIfAborted();
  const log = app.log;
  log.info(
    { database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL' },
    'database ready',
  );
  if (config.admin) log.info({ email: config.admin.email }, `admin account ${prepared.admin}`);

  await app.listen({ port: config.port, host: config.host });
  signal.throwIfAborted();
  const banner = [
    '',
    `  Eko Thread is running at ${config.publicUrl}`,
    ...describeMode(config).map((line) => `  ${line}`),
    ...prepared.seedLines.map((line) => `  ${line}`),
    '',
  ];
  console.log(banner.join('\n'));
}

async function main(): Promise<void> {
  const config = readConfig();
  const opened: Opened = {};
  const stop = new AbortController();
  let starting: Promise<void> = Promise.resolve();

  // Taken before anything is opened: a stop during the start (migrations, the first seed) lets
  // the step under way end, then closes the database cleanly instead of dying in the middle of
  // a write. An unfinished first seed is carried on at the next start (bootstrap.ts).
  let closing = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (closing) return;
    closing = true;
    stop.abort();
    const say = (message: string) =>
      opened.app ? opened.app.log.info({ signal }, message) : console.log(`  ${message}`);
    say(opened.app ? 'shutting down' : `${signal}: stopping the start`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long, exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await starting.catch(() => undefined);
      await opened.app?.close();
      await opened.database?.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  starting = start(config, opened, stop.signal);
  try {
    await starting;
  } catch (error) {
    // A stop during the start is not a failure: shutdown() closes and exits.
    if (stop.signal.aborted) return;
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('The store could not start:', error);
  process.exit(1);
});

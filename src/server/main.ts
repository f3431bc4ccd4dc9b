import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { prepareDatabase } from './bootstrap';
import { openDatabase } from './db/client';
import { WEB_DIST_DIR } from './paths';

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

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  const prepared = await prepareDatabase(config, database);

  const app = await buildApp({ config, database, webDir: WEB_DIST_DIR });
  const log = app.log;
  log.info(
    { database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL' },
    'database ready',
  );

  if (config.admin) log.info({ email: config.admin.email }, `admin account ${prepared.admin}`);
  const seedLines = prepared.seedLines;

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const banner = [
    '',
    `  Eko Thread is running at ${config.publicUrl}`,
    ...seedLines.map((line) => `  ${line}`),
    '',
  ];
  console.log(banner.join('\n'));
}

main().catch((error: unknown) => {
  console.error('The store could not start:', error);
  process.exit(1);
});

import type { Config } from './config';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { describeSeed, isEmptyDatabase, seedDemo } from './db/seed/seed';
import { ensureAdmin } from './features/user/user.service';
import { imageDirOf } from './storage/image-store';

export interface PrepareResult {
  admin: 'created' | 'updated' | 'unchanged' | undefined;
  seeded: boolean;
  /** Lines to print: the demo accounts and catalog that were created. */
  seedLines: string[];
}

/**
 * Everything the database needs before the server listens: migrations, the configured admin,
 * and the demo data on a new embedded database (or whenever SEED_DEMO=true).
 */
export async function prepareDatabase(config: Config, database: Database): Promise<PrepareResult> {
  await migrate(database);
  const isNew = await isEmptyDatabase(database.db);
  const admin = config.admin ? await ensureAdmin(database.db, config.admin) : undefined;
  const shouldSeed = config.seedDemo ?? (database.kind === 'pglite' && isNew);
  const seedLines = shouldSeed
    ? describeSeed(await seedDemo(database.db, { imageDir: imageDirOf(config.dataDir) }))
    : [];
  return { admin, seeded: shouldSeed, seedLines };
}

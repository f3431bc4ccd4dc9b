import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Config } from './config';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { ensureAdmin } from './features/user/user.service';
import { rotateKnownDemoPasswords } from './seed/demo-accounts';
import { describeAccounts, describeSeed, isEmptyDatabase, seedDemo } from './seed/seed';
import { importImageFiles } from './storage/image-import';
import { imageDirOf } from './storage/image-store';

export interface PrepareResult {
  admin: 'created' | 'updated' | 'unchanged' | undefined;
  seeded: boolean;
  /** Lines to print once: demo accounts created or given new passwords, and the catalog. */
  seedLines: string[];
}

export interface PrepareOptions {
  /** A stop asked for during the start: the step under way ends and the rest is skipped. */
  signal?: AbortSignal;
  /** Told before a step that takes a while (the first seed), so the start can say so. */
  onProgress?: (line: string) => void;
}

/**
 * Present in DATA_DIR while the embedded database's first seed runs: a seed that was stopped or
 * crashed is carried on at the next start, though the database is no longer empty.
 */
export const SEED_MARKER = 'seed-unfinished';

/**
 * Everything the database needs before the server listens: migrations, the configured admin,
 * the demo data on a new embedded database (or whenever SEED_DEMO=true), and, on a store others
 * can reach, no demo account left with its README password (decision 0013).
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  const { signal } = options;
  const { db } = database;
  await migrate(database);
  signal?.throwIfAborted();
  // Pictures an older version kept on this server's disk move into the database (decision 0021).
  const images = await importImageFiles(db, config.dataDir);
  const isNew = await isEmptyDatabase(db);
  const admin = config.admin ? await ensureAdmin(db, config.admin) : undefined;
  const marker = path.join(config.dataDir, SEED_MARKER);
  const embedded = database.kind === 'pglite';
  const unfinished = embedded && !isNew && existsSync(marker);
  const shouldSeed = config.seedDemo ?? (embedded && (isNew || unfinished));

  const lines: string[] = [];
  if (images.imported > 0) {
    lines.push(
      `Moved ${images.imported} image file${images.imported === 1 ? '' : 's'} from ${imageDirOf(config.dataDir)} into the database; the folder is no longer read and may be deleted.`,
    );
  }
  if (!config.demo.isOpen) {
    const rotated = await rotateKnownDemoPasswords(db, { except: config.admin?.email });
    lines.push(
      ...describeAccounts(
        'Demo passwords replaced: the README ones no longer sign in on a store others can reach. New ones, shown only now:',
        rotated,
      ),
    );
  }
  if (shouldSeed) {
    signal?.throwIfAborted();
    options.onProgress?.(
      unfinished
        ? 'Carrying on the demo data that the last start did not finish...'
        : 'Adding the demo data (pictures are drawn once; this can take a minute)...',
    );
    if (embedded) await writeFile(marker, '', { mode: 0o600 });
    const result = await seedDemo(db, {
      passwords: config.demo.isOpen ? 'known' : 'generated',
      renewPasswords: unfinished,
      signal,
    });
    if (embedded) await rm(marker, { force: true });
    lines.push(...describeSeed(result));
  }
  return { admin, seeded: shouldSeed, seedLines: lines };
}

/** What the start says about demo mode: which one, and what to set to change it. */
export function describeMode(config: Config): string[] {
  const testPayments = config.payment.provider === 'test';
  if (config.demo.isLocal) {
    return [
      `Local demo (HOST and PUBLIC_URL are this machine): the demo accounts use the README passwords${testPayments ? ' and the test payment page places orders' : ''}.`,
      'A store others can reach gets generated demo passwords and no test payments, unless PUBLIC_DEMO=true.',
    ];
  }
  if (config.demo.isPublicDemo) {
    return [
      `Public demo (PUBLIC_DEMO=true): anyone who reaches ${config.publicUrl} can sign in with the README demo passwords${testPayments ? ' and place orders on the test payment page without paying' : ''}.`,
      'For a real store, remove PUBLIC_DEMO.',
    ];
  }
  return [
    `Public store: demo accounts get generated passwords${testPayments ? ', and test payments are off (no order can be placed)' : ''}.`,
    testPayments
      ? 'Set PAYMENT_PROVIDER=stripe or paystack to take payments, or PUBLIC_DEMO=true for a public demo.'
      : 'Set PUBLIC_DEMO=true only for a public demo with the README passwords.',
  ];
}

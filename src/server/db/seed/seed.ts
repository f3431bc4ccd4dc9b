import { count } from 'drizzle-orm';

import { users } from '../../features/user/user.table';
import { createImageStore } from '../../storage/image-store';
import type { Db } from '../client';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts';
import { seedDemoCatalog, type CatalogSeedResult } from './demo-catalog';

export interface SeedResult {
  accounts: DemoAccount[];
  /** Null when the catalog was there already. */
  catalog: CatalogSeedResult | null;
}

export interface SeedOptions {
  /** Where the pictures go: `<DATA_DIR>/uploads/images` (imageDirOf). */
  imageDir: string;
}

/** True when no account exists yet: the database was just created. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ total: count() }).from(users);
  return (rows[0]?.total ?? 0) === 0;
}

/**
 * Seeds the demo store. Each step adds only what is missing, so running it twice changes
 * nothing. Later features add their steps here (orders).
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const accounts = await seedDemoAccounts(db);
  // The seed's pictures take the same path as uploads, with a quicker webp effort.
  const images = createImageStore({ dir: options.imageDir, effort: 1 });
  const catalog = await seedDemoCatalog(db, { images });
  return { accounts, catalog };
}

export function describeSeed(result: SeedResult): string[] {
  const lines: string[] = [];
  if (result.accounts.length > 0) {
    lines.push(
      'Demo accounts:',
      ...result.accounts.map(
        (a) => `  ${a.label.padEnd(9)} ${a.email.padEnd(26)} password: ${a.password}`,
      ),
    );
  }
  const catalog = result.catalog;
  if (catalog) {
    lines.push(
      `Demo catalog: ${catalog.brands} brands, ${catalog.categories} categories, ${catalog.products} products, ${catalog.reviews} reviews (${(catalog.ms / 1000).toFixed(1)} s)`,
    );
  }
  return lines;
}

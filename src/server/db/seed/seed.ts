import { count } from 'drizzle-orm';

import { users } from '../../features/user/user.table';
import type { Db } from '../client';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts';

export interface SeedResult {
  accounts: DemoAccount[];
}

/** True when no account exists yet: the database was just created. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ total: count() }).from(users);
  return (rows[0]?.total ?? 0) === 0;
}

/**
 * Seeds the demo store. Each step adds only what is missing, so running it twice changes
 * nothing. Later features add their steps here (catalog, reviews, orders).
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const accounts = await seedDemoAccounts(db);
  return { accounts };
}

export function describeSeed(result: SeedResult): string[] {
  if (result.accounts.length === 0) return [];
  return [
    'Demo accounts:',
    ...result.accounts.map(
      (a) => `  ${a.label.padEnd(9)} ${a.email.padEnd(26)} password: ${a.password}`,
    ),
  ];
}

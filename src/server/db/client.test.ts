import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase } from '../test/test-db';
import type { Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the store's PostgreSQL connections", () => {
  it('never JIT-compile a query (the overview on a year of orders would wait seconds for it)', async () => {
    const result = await database.db.execute(sql`show jit`);
    expect((result as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
  });
});

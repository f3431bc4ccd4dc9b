import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import type { DbOrTx } from '../db/client';
import { discountCodes, discountRedemptions } from '../features/discount/discount.table';
import { cartItemsOf, type Line } from './checkout-helpers';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

let made = 0;

/** A code name no other test uses. */
export function freshCode(prefix = 'SAVE'): string {
  made += 1;
  return `${prefix}${made}${Math.floor(Math.random() * 1e6)}`;
}

/** POST /api/discount/add as the dashboard's form sends it; the stored code's DTO. */
export async function addDiscount(t: TestApp, by: TestUser, body: Record<string, unknown>) {
  const res = await t.post(
    '/api/discount/add',
    { type: 'percentage', value: 10, ...body, code: body.code ?? freshCode() },
    by.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.discount as { _id: string; code: string; uses: number };
}

/** POST /api/discount/apply for a bag. */
export function applyCode(t: TestApp, code: string, lines: readonly Line[], by?: TestUser) {
  return t.post('/api/discount/apply', { code, cartItems: cartItemsOf(lines) }, by?.token);
}

/** The code's row as stored (its uses). */
export async function codeRow(db: DbOrTx, id: string) {
  const rows = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return rows[0]!;
}

export async function redemptionsOf(db: DbOrTx, codeId: string) {
  return db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, codeId));
}

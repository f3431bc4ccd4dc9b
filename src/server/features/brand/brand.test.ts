import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BrandDtoSchema, type BrandDto } from '#shared/brand/brand.schemas';

import { DISABLED_MERCHANT_MESSAGE } from '../../http/auth';
import { expectError } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { merchants } from '../merchant/merchant.table';
import { brands } from './brand.table';

const BRAND_KEYS = Object.keys(BrandDtoSchema.shape).sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function merchantName(merchant: TestUser): Promise<string> {
  const [row] = await t.db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchant.user.merchantId!));
  return row!.name;
}

describe('GET /api/brand/list', () => {
  it('lists the active brands by name with their fields and merchant', async () => {
    const merchant = await t.factories.merchant();
    const owned = await t.factories.brand({ name: 'Kente Works', slug: 'kente-works', merchant });
    const house = await t.factories.brand({ name: 'Adire House', slug: 'adire-house' });
    const off = await t.factories.brand({ name: 'Batik Closed', isActive: false });
    const last = await t.factories.brand({ name: 'Zaria Looms' });

    const res = await t.get('/api/brand/list');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['brands']);
    const listed: BrandDto[] = res.body.brands;
    for (const brand of listed) expect(Object.keys(brand).sort()).toEqual(BRAND_KEYS);
    expect(listed.every((brand) => brand.isActive)).toBe(true);
    expect(listed.map((brand) => brand._id)).not.toContain(off.id);

    const mine = [house.id, owned.id, last.id];
    expect(listed.map((brand) => brand._id).filter((id) => mine.includes(id))).toEqual(mine);
    expect(listed.find((brand) => brand._id === owned.id)).toEqual({
      _id: owned.id,
      name: 'Kente Works',
      slug: 'kente-works',
      description: 'A test brand.',
      isActive: true,
      merchant: { _id: merchant.user.merchantId, name: await merchantName(merchant) },
      created: owned.created.toISOString(),
    });
    expect(listed.find((brand) => brand._id === house.id)?.merchant).toBeNull();
  });

  it('shows a brand again once it is switched back on', async () => {
    const brand = await t.factories.brand({ isActive: false });
    const ids = async () =>
      ((await t.get('/api/brand/list')).body.brands as BrandDto[]).map((b) => b._id);
    expect(await ids()).not.toContain(brand.id);
    await t.db.update(brands).set({ isActive: true }).where(eq(brands.id, brand.id));
    expect(await ids()).toContain(brand.id);
  });
});

describe('GET /api/brand/list/select', () => {
  it('needs an admin or a merchant', async () => {
    expectError(await t.get('/api/brand/list/select'), 401, 'UNAUTHENTICATED');
    const member = await t.factories.member();
    expectError(await t.get('/api/brand/list/select', member.token), 403, 'FORBIDDEN');
    const disabled = await t.factories.merchant({ merchantActive: false });
    await t.factories.brand({ merchant: disabled });
    expectError(
      await t.get('/api/brand/list/select', disabled.token),
      403,
      'FORBIDDEN',
      DISABLED_MERCHANT_MESSAGE,
    );
  });

  it('gives an admin every brand, inactive ones too, as {_id, name}', async () => {
    const active = await t.factories.brand({ name: 'Select Active' });
    const inactive = await t.factories.brand({ name: 'Select Inactive', isActive: false });
    const owned = await t.factories.brand({
      name: 'Select Owned',
      merchant: await t.factories.merchant(),
    });
    const admin = await t.factories.admin();

    const res = await t.get('/api/brand/list/select', admin.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['brands']);
    for (const option of res.body.brands) {
      expect(Object.keys(option).sort()).toEqual(['_id', 'name']);
    }
    for (const brand of [active, inactive, owned]) {
      expect(res.body.brands).toContainEqual({ _id: brand.id, name: brand.name });
    }
    expect(res.body.brands).toHaveLength((await t.db.select().from(brands)).length);
  });

  it('gives a merchant only its own brand', async () => {
    const merchant = await t.factories.merchant();
    const own = await t.factories.brand({ name: 'Own Brand', merchant });
    await t.factories.brand({ name: 'Rival Brand', merchant: await t.factories.merchant() });
    await t.factories.brand({ name: 'House Brand' });

    const res = await t.get('/api/brand/list/select', merchant.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ brands: [{ _id: own.id, name: 'Own Brand' }] });
  });

  it('gives a merchant without a brand an empty list', async () => {
    const merchant = await t.factories.merchant();
    expect((await t.get('/api/brand/list/select', merchant.token)).body).toEqual({ brands: [] });
  });
});

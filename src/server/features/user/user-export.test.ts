import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectCsvHeaders, getCsv } from '../../test/csv-helpers';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { USER_CSV_HEADER } from './user-export.service';
import { users } from './user.table';

let t: TestApp;
let admin: TestUser;
let ola: TestUser;
let formula: TestUser;
let wang: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin({ firstName: 'Store', lastName: 'Admin', emailVerified: true });
  ola = await t.factories.member({
    firstName: 'Ọlá',
    lastName: 'Adébáyọ̀, "Jr"',
    emailVerified: true,
  });
  formula = await t.factories.member({ firstName: '@SUM(A1)', lastName: '-2' });
  wang = await t.factories.merchant({ firstName: '王伟', lastName: 'Дмитрий\nline' });
  await t.db.update(users).set({ phoneNumber: '+2348035550100' }).where(eq(users.id, ola.user.id));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/export', () => {
  it('lists every account for an admin, oldest first, names as written and formulas neutralised', async () => {
    const file = await getCsv(t, '/api/user/export', admin.token);
    expectCsvHeaders(file, 'users');
    expect(file.header).toEqual(USER_CSV_HEADER);
    expect(file.records.map((row) => row.Email)).toEqual([
      admin.email,
      ola.email,
      formula.email,
      wang.email,
    ]);
    expect(file.records[1]).toEqual({
      'First name': 'Ọlá',
      'Last name': 'Adébáyọ̀, "Jr"',
      Email: ola.email,
      Role: 'MEMBER',
      'Email verified': 'Yes',
      'Joined (UTC)': ola.user.created.toISOString().slice(0, 16).replace('T', ' '),
      Phone: "'+2348035550100",
      'Signed up with': 'Email',
    });
    expect(file.records[2]).toMatchObject({
      'First name': "'@SUM(A1)",
      'Last name': "'-2",
      'Email verified': 'No',
    });
    expect(file.records[3]).toMatchObject({
      'First name': '王伟',
      'Last name': 'Дмитрий\nline',
      Role: 'MERCHANT',
    });
    // No secret of an account leaves in the file.
    const text = file.bytes.toString('utf8');
    for (const secret of ['argon2', 'passwordHash', 'tokenVersion'])
      expect(text).not.toContain(secret);
  });

  it('applies the filters', async () => {
    const merchants = await getCsv(t, '/api/user/export?role=ROLE%20MERCHANT', admin.token);
    expect(merchants.records.map((row) => row.Email)).toEqual([wang.email]);
    const unverified = await getCsv(t, '/api/user/export?status=unverified', admin.token);
    expect(unverified.records.map((row) => row.Email)).toEqual([formula.email, wang.email]);
    const named = await getCsv(t, `/api/user/export?q=${encodeURIComponent('Ọlá')}`, admin.token);
    expect(named.records.map((row) => row.Email)).toEqual([ola.email]);
    expect((await getCsv(t, '/api/user/export?role=boss', admin.token)).status).toBe(400);
  });

  it('is for admins only: a merchant and a member get 403, a guest 401', async () => {
    expect((await getCsv(t, '/api/user/export', wang.token)).status).toBe(403);
    expect((await getCsv(t, '/api/user/export', ola.token)).status).toBe(403);
    expect((await getCsv(t, '/api/user/export')).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('declares each export with its query and a text/csv answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, { get?: Record<string, any> }>;
    const expected: Record<string, string[]> = {
      '/api/order/export': ['q', 'status', 'from', 'to', 'brand'],
      '/api/order/items/export': ['q', 'status', 'from', 'to', 'brand'],
      '/api/product/export': ['q', 'sku', 'brand', 'category', 'status', 'stock'],
      '/api/user/export': ['q', 'role', 'status'],
    };
    for (const [path, names] of Object.entries(expected)) {
      const get = paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(Object.keys(get!.responses['200'].content), path).toEqual(['text/csv']);
      const query = (get!.parameters as Array<{ in: string; name: string }>)
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      expect(query, path).toEqual(expect.arrayContaining(names));
      expect(query, path).not.toContain('page');
    }
  });
});

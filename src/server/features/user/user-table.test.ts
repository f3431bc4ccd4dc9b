import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { USER_MESSAGES } from '#shared/user/user.messages';

import { expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The dashboard's user table (issue 25, decision 0044): GET /api/user's filters, an admin's
// only (the authorization matrix).

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

const word = () => `zq${Math.random().toString(36).slice(2, 8)}`;

async function ids(path: string, key: 'users'): Promise<string[]> {
  const res = await t.get(path, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body[key] as Array<{ _id: string }>).map((row) => row._id).sort();
}

describe('GET /api/user: the dashboard table filters', () => {
  it('finds by part of the full name or email, and filters by role and verified email', async () => {
    const w = word();
    const ada = await t.factories.member({
      firstName: 'Ada',
      lastName: `Obi${w}`,
      emailVerified: true,
    });
    const bola = await t.factories.member({ email: `bola.${w}@example.test` });
    const seller = await t.factories.merchant({ firstName: `Tunde${w}`, emailVerified: true });
    const all = [ada, bola, seller].map((u) => u.user.id).sort();
    const users = (query: string) => ids(`/api/user?limit=100&${query}`, 'users');

    expect(await users(`q=${w.toUpperCase()}`)).toEqual(all);
    expect(await users(`q=ada%20obi${w}`)).toEqual([ada.user.id]);
    expect(await users(`q=bola.${w}@`)).toEqual([bola.user.id]);
    expect(await users(`q=${w}&role=ROLE%20MERCHANT`)).toEqual([seller.user.id]);
    expect(await users(`q=${w}&status=unverified`)).toEqual([bola.user.id]);
    expect(await users(`q=${w}&status=verified`)).toEqual([ada.user.id, seller.user.id].sort());
    expect(await users(`q=${w}%25`)).toEqual([]);

    const paged = await t.get(`/api/user?q=${w}&limit=2&page=2`, admin.token);
    expect(paged.body).toMatchObject({ count: 3, totalPages: 2, currentPage: 2 });
    expect(paged.body.users).toHaveLength(1);
  });

  it('refuses a filter it cannot read, with the message of the field', async () => {
    const cases: Array<[string, string, string]> = [
      [`q=${'a'.repeat(101)}`, 'q', USER_MESSAGES.listSearchMax],
      ['role=ROLE%20ROOT', 'role', USER_MESSAGES.listRoleInvalid],
      ['status=banned', 'status', USER_MESSAGES.listStatusInvalid],
    ];
    for (const [query, path, message] of cases) {
      expectValidation(await t.get(`/api/user?${query}`, admin.token), path, message);
    }
  });
});

// The table's sort (decision 0048): each column both ways, the id breaking ties across pages.
describe('GET /api/user: the dashboard table sorts', () => {
  it('sorts by joined, name, email and role, both ways, stable across pages', async () => {
    const w = word();
    const made = [
      await t.factories.member({ firstName: 'Ada', lastName: w, email: `c.${w}@example.test` }),
      await t.factories.merchant({ firstName: 'Ada', lastName: w, email: `a.${w}@example.test` }),
      await t.factories.member({ firstName: 'Bola', lastName: w, email: `b.${w}@example.test` }),
      await t.factories.admin({ firstName: 'Chi', lastName: w, email: `d.${w}@example.test` }),
    ].map(({ user }) => user);
    const keys: Record<string, (row: (typeof made)[number]) => string> = {
      created: () => '',
      name: (row) => `${row.firstName} ${row.lastName}`,
      email: (row) => row.email ?? '',
      role: (row) => row.role,
    };
    async function pages(query: string, size = 3): Promise<string[]> {
      const seen: string[] = [];
      for (let page = 1; ; page += 1) {
        const res = await t.get(
          `/api/user?q=${w}&${query}&limit=${size}&page=${page}`,
          admin.token,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        seen.push(...(res.body.users as Array<{ _id: string }>).map((u) => u._id));
        if (page >= res.body.totalPages) return seen;
      }
    }
    for (const [sort, key] of Object.entries(keys)) {
      const asc = [...made]
        .sort((a, b) => key(a).localeCompare(key(b)) || (a.id < b.id ? -1 : 1))
        .map((row) => row.id);
      expect(await pages(`sort=${sort}&dir=asc`), sort).toEqual(asc);
      expect(await pages(`sort=${sort}&dir=desc`, 100), sort).toEqual([...asc].reverse());
    }
    // Joined newest first by default; the others A to Z.
    expect(await pages('sort=created')).toEqual(made.map((row) => row.id).reverse());
    expect(await pages('sort=email')).toEqual([made[1]!.id, made[2]!.id, made[0]!.id, made[3]!.id]);
  });

  it('answers as before without a sort, and refuses a sort it cannot read', async () => {
    const plain = await t.get('/api/user?limit=100', admin.token);
    const ids = (plain.body.users as Array<{ _id: string }>).map((u) => u._id);
    expect(ids).toEqual([...ids].sort().reverse());
    const M = USER_MESSAGES;
    expectValidation(
      await t.get('/api/user?sort=password', admin.token),
      'sort',
      M.listSortInvalid,
    );
    expectValidation(await t.get('/api/user?dir=sideways', admin.token), 'dir', M.listDirInvalid);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REVIEW_MESSAGES } from '#shared/review/review.messages';

import { expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The dashboard's review table (issue 25, decision 0044): GET /api/review's filters, an
// admin's only (the authorization matrix).

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

async function ids(path: string, key: 'reviews'): Promise<string[]> {
  const res = await t.get(path, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body[key] as Array<{ _id: string }>).map((row) => row._id).sort();
}

describe('GET /api/review: the dashboard table filters', () => {
  it('filters by status, product and rating', async () => {
    const product = await t.factories.product();
    const other = await t.factories.product();
    const [a, b, c] = [
      await t.factories.member(),
      await t.factories.member(),
      await t.factories.member(),
    ];
    const waiting = await t.factories.review(product, a!, {
      status: 'Waiting Approval',
      rating: 2,
    });
    const approved = await t.factories.review(product, b!, { status: 'Approved', rating: 5 });
    const elsewhere = await t.factories.review(other, c!, { status: 'Rejected', rating: 2 });
    const reviews = (query: string) => ids(`/api/review?limit=100&${query}`, 'reviews');

    expect(await reviews(`product=${product.id}`)).toEqual([waiting.id, approved.id].sort());
    expect(await reviews(`product=${product.id}&status=Approved`)).toEqual([approved.id]);
    expect(await reviews(`product=${product.id}&rating=2`)).toEqual([waiting.id]);
    const rejected = await reviews('status=Rejected&rating=2');
    expect(rejected).toContain(elsewhere.id);
    expect(rejected).not.toContain(waiting.id);
  });

  it('refuses a filter it cannot read, with the message of the field', async () => {
    const M = REVIEW_MESSAGES;
    const cases: Array<[string, string, string]> = [
      ['status=Hidden', 'status', M.listStatusInvalid],
      ['product=agbada', 'product', M.listProductInvalid],
      ['rating=6', 'rating', M.listRatingInvalid],
      ['rating=0', 'rating', M.listRatingInvalid],
    ];
    for (const [query, path, message] of cases) {
      expectValidation(await t.get(`/api/review?${query}`, admin.token), path, message);
    }
  });
});

// The table's sort (decision 0048): each column both ways, the id breaking ties across pages.
describe('GET /api/review: the dashboard table sorts', () => {
  it('sorts by written, rating and product, both ways, stable across pages', async () => {
    const w = `zr${Math.random().toString(36).slice(2, 8)}`;
    const agbada = await t.factories.product({ name: `Agbada ${w}` });
    const buba = await t.factories.product({ name: `Buba ${w}` });
    const made: Array<{ id: string; rating: number; product: string }> = [];
    for (const [product, rating] of [
      [buba, 4],
      [agbada, 4],
      [buba, 2],
      [agbada, 5],
    ] as const) {
      const review = await t.factories.review(product, await t.factories.member(), { rating });
      made.push({ id: review.id, rating, product: product.name });
    }
    const ours = new Set(made.map((row) => row.id));
    async function pages(query: string, size = 3): Promise<string[]> {
      const seen: string[] = [];
      for (let page = 1; ; page += 1) {
        const res = await t.get(`/api/review?${query}&limit=${size}&page=${page}`, admin.token);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        seen.push(...(res.body.reviews as Array<{ _id: string }>).map((r) => r._id));
        if (page >= res.body.totalPages) return seen.filter((id) => ours.has(id));
      }
    }
    const keys: Record<string, (row: (typeof made)[number]) => string | number> = {
      created: () => 0,
      rating: (row) => row.rating,
      product: (row) => row.product,
    };
    for (const [sort, key] of Object.entries(keys)) {
      const asc = [...made]
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
        })
        .map((row) => row.id);
      expect(await pages(`sort=${sort}&dir=asc`), sort).toEqual(asc);
      expect(await pages(`sort=${sort}&dir=desc`, 100), sort).toEqual([...asc].reverse());
    }
    // With a product filter, by rating, lowest first unless asked.
    expect(await pages(`product=${buba.id}&sort=rating`)).toEqual([made[2]!.id, made[0]!.id]);
  });

  it('answers as before without a sort, and refuses a sort it cannot read', async () => {
    const plain = await t.get('/api/review?limit=100', admin.token);
    const ids = (plain.body.reviews as Array<{ _id: string }>).map((r) => r._id);
    expect(ids).toEqual([...ids].sort().reverse());
    const M = REVIEW_MESSAGES;
    expectValidation(
      await t.get('/api/review?sort=author', admin.token),
      'sort',
      M.listSortInvalid,
    );
    expectValidation(await t.get('/api/review?dir=up', admin.token), 'dir', M.listDirInvalid);
  });
});

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

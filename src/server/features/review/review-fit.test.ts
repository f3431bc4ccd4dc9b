import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SIZE_GUIDE_MESSAGES } from '#shared/size-guide/size-guide.messages';

import { expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProductRow } from '../product/product.table';
import { reviews } from './review.table';

// The catalog cache is on, as in production: every moderation must reach the shop's reads.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheSeconds: 60 } });
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t?.close();
});

/** A new member's review of the product, with the fit given (or none), waiting for approval. */
async function review(product: ProductRow, fit?: unknown): Promise<string> {
  const member = await t.factories.member();
  const res = await t.post(
    '/api/review/add',
    {
      product: product.id,
      title: 'Well cut',
      review: 'Good cloth.',
      rating: 5,
      isRecommended: 1,
      ...(fit === undefined ? {} : { fit }),
    },
    member.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.review._id as string;
}

const moderate = async (action: 'approve' | 'reject', id: string) =>
  expect((await t.put(`/api/review/${action}/${id}`, undefined, admin.token)).status).toBe(200);

/** The fit counts of the product as the item read and the shop's list show them. */
async function shownFit(product: ProductRow, brandSlug: string) {
  const item = await t.get(`/api/product/item/${product.slug}`);
  const list = await t.get(`/api/product/list?brand=${brandSlug}`);
  const listed = list.body.products.find((p: { _id: string }) => p._id === product.id);
  expect(listed.fit).toEqual(item.body.product.fit);
  return item.body.product.fit;
}

describe('fit feedback on reviews', () => {
  it('counts the fits of approved reviews only, through approve, reject and delete', async () => {
    const brand = await t.factories.brand();
    const product = await t.factories.product({ brand });
    const fit = () => shownFit(product, brand.slug);
    expect(await fit()).toEqual({ small: 0, true: 0, large: 0 });

    const [first, second, third, noFit, large] = [
      await review(product, 'true'),
      await review(product, 'true'),
      await review(product, 'small'),
      await review(product),
      await review(product, 'large'),
    ];
    // Waiting reviews count for nothing.
    expect(await fit()).toEqual({ small: 0, true: 0, large: 0 });

    for (const id of [first, second, third, noFit]) await moderate('approve', id!);
    expect(await fit()).toEqual({ small: 1, true: 2, large: 0 });
    await moderate('reject', large!);
    expect(await fit()).toEqual({ small: 1, true: 2, large: 0 });

    // Rejecting an approved review takes its fit out; approving again puts it back.
    await moderate('reject', second!);
    expect(await fit()).toEqual({ small: 1, true: 1, large: 0 });
    await moderate('approve', large!);
    expect(await fit()).toEqual({ small: 1, true: 1, large: 1 });

    expect((await t.del(`/api/review/delete/${third}`, admin.token)).status).toBe(200);
    expect(await fit()).toEqual({ small: 0, true: 1, large: 1 });
    // The review without a fit still counts in the rating, not in the fits.
    const item = await t.get(`/api/product/item/${product.slug}`);
    expect(item.body.product.totalReviews).toBe(3);
  });

  it('stores the fit given; the original client sends none; anything else is refused', async () => {
    const product = await t.factories.product();
    const given = await review(product, 'large');
    const none = await review(product);
    const blank = await review(product, '');
    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, product.id));
    const fitOf = (id: string) => rows.find((row) => row.id === id)?.fit;
    expect([fitOf(given), fitOf(none), fitOf(blank)]).toEqual(['large', null, null]);

    const member = await t.factories.member();
    const res = await t.post(
      '/api/review/add',
      { product: product.id, title: 'T', review: 'R', rating: 5, isRecommended: 1, fit: 'tight' },
      member.token,
    );
    expectValidation(res, 'fit', SIZE_GUIDE_MESSAGES.fitInvalid);
  });
});
